import { createFileRoute, redirect } from '@tanstack/react-router';
import { verifyOtpSearchSchema } from '@/shared/search-params';
import { VerifyOtpPage } from '@/features/auth/components/verify-otp-page';
import { landingPath } from '@/features/auth/redirects';
import { sessionStore } from '@/lib/session';

export const Route = createFileRoute('/verify-otp')({
  validateSearch: verifyOtpSearchSchema,
  beforeLoad: ({ search }) => {
    if (sessionStore.get()?.user.role === 'ADMIN') throw redirect({ href: landingPath('ADMIN', search.redirect) });
    // The code belongs to an admin id that only /admin-login hands out.
    if (!search.userId) throw redirect({ to: '/admin-login', replace: true });
  },
  component: VerifyOtpRoute,
});

function VerifyOtpRoute() {
  const { userId, redirect: redirectTo } = Route.useSearch();
  return <VerifyOtpPage userId={userId ?? ''} redirect={redirectTo} />;
}
