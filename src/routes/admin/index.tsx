import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { adminProfileQueryOptions } from '@/features/profile/api/get-admin-profile';
import { AdminProfilePage } from '@/features/profile/components/admin-profile-page';

// /admin shows the admin profile, like /admin/profile (admin-back-office.md section 2).
export const Route = createFileRoute('/admin/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminProfileQueryOptions()),
  pendingComponent: () => <PagePending label="Loading profile..." />,
  component: AdminProfilePage,
});
