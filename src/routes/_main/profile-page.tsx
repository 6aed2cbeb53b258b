import { createFileRoute } from '@tanstack/react-router';
import { PagePending } from '@/components/page-pending';
import { requireUser } from '@/features/auth/guards';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { ProfilePage } from '@/features/profile/components/profile-page';

export const Route = createFileRoute('/_main/profile-page')({
  beforeLoad: ({ location }) => ({ userId: requireUser(location).user.id }),
  loader: ({ context: { queryClient, userId } }) => queryClient.ensureQueryData(profileQueryOptions(userId)),
  pendingComponent: () => <PagePending label="Loading profile..." />,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { userId } = Route.useRouteContext();
  return <ProfilePage userId={userId} />;
}
