import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminLoginSearchSchema } from '@/shared/search-params';
import { AdminLoginPage } from '@/features/auth/components/admin-login-page';
import { landingPath } from '@/features/auth/redirects';
import { sessionStore } from '@/lib/session';

export const Route = createFileRoute('/admin-login')({
  validateSearch: adminLoginSearchSchema,
  beforeLoad: ({ search }) => {
    if (sessionStore.get()?.user.role === 'ADMIN') throw redirect({ href: landingPath('ADMIN', search.redirect) });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const { redirect: redirectTo } = Route.useSearch();
  return <AdminLoginPage redirect={redirectTo} />;
}
