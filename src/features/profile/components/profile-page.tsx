import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { profileQueryOptions } from '../api/get-profile';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { useStoreProfile } from '../api/use-store-profile';
import { RENTER_PROFILE } from '../profile-variants';
import { ProfileScreen } from './profile-screen';

/** /profile-page: the renter's Personal Information screen. */
export function ProfilePage({ userId }: { userId: string }) {
  useDocumentTitle('Personal Information');
  const query = profileQueryOptions(userId);
  const { data: profile } = useSuspenseQuery(query);
  const update = useUpdateProfileDetails(userId);
  const store = useStoreProfile(query.queryKey);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <ProfileScreen
        title="Personal Information"
        profile={profile}
        variant={RENTER_PROFILE}
        save={update.mutateAsync}
        onSaved={store}
      />
    </div>
  );
}
