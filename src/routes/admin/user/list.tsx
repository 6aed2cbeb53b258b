import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@/features/admin-users/api/get-users';
import { UsersPage } from '@/features/admin-users/components/users-page';
import { adminTableSearchSchema, adminUserSortBy } from '@/shared/admin-lists';

export const Route = createFileRoute('/admin/user/list')({
  validateSearch: adminTableSearchSchema(adminUserSortBy),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps));
  },
  component: function UserListRoute() {
    return <UsersPage search={Route.useSearch()} />;
  },
});
