import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AuthSuccessPage, AuthSuccessPending } from '@/features/auth/components/auth-success-page';
import { completeSocialLogin } from '@/features/auth/social-login';

export const Route = createFileRoute('/auth-success')({
  validateSearch: z.object({ token: z.string().optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => {
    const signedIn = await completeSocialLogin(deps.token);
    // replace: the token must not stay in the history entry.
    throw signedIn
      ? redirect({ to: '/', replace: true })
      : redirect({ to: '/sign-in', search: { error: 'google' }, replace: true });
  },
  pendingComponent: AuthSuccessPending,
  pendingMs: 0,
  component: AuthSuccessPage,
});
