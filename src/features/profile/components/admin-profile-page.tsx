import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminProfileQueryOptions } from '../api/get-admin-profile';
import { useUpdateAdminProfile } from '../api/update-admin-profile';
import { useStoreProfile } from '../api/use-store-profile';
import { ADMIN_PROFILE } from '../profile-variants';
import { ProfileScreen } from './profile-screen';

/** /admin and /admin/profile: the signed-in admin's profile. */
export function AdminProfilePage() {
  useDocumentTitle('Profile');
  const query = adminProfileQueryOptions();
  const { data: profile } = useSuspenseQuery(query);
  const update = useUpdateAdminProfile();
  const store = useStoreProfile(query.queryKey);
  return (
    <ProfileScreen
      title="Profile"
      profile={profile}
      variant={ADMIN_PROFILE}
      save={update.mutateAsync}
      onSaved={store}
    />
  );
}
