import { createFileRoute } from '@tanstack/react-router';
import { usersQueryOptions } from '@/features/admin-users/api/get-users';
import { UsersPage } from '@/features/admin-users/components/users-page';
import { ADMIN_USER_SORT_KEYS } from '@/shared/admin-tables';
import { adminTableSearchSchema } from '@/shared/search-params';

export const Route = createFileRoute('/admin/user/list')({
  validateSearch: adminTableSearchSchema(ADMIN_USER_SORT_KEYS),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(usersQueryOptions(deps));
  },
  component: function UserListRoute() {
    return <UsersPage search={Route.useSearch()} />;
  },
});
