import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { adminProfileQueryOptions } from '@/features/profile/api/get-admin-profile';
import { AdminProfilePage } from '@/features/profile/components/admin-profile-page';

export const Route = createFileRoute('/admin/profile')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminProfileQueryOptions()),
  pendingComponent: () => <PagePending label="Loading profile..." />,
  component: AdminProfilePage,
});
