import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { clientConfigQueryOptions } from '@/features/auth/api/get-client-config';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { redirectSignedIn } from '@/features/auth/guards';

const searchSchema = z.object({
  /** Where to go after signing in (validated again before use: same-origin paths only). */
  redirect: z.string().optional().catch(undefined),
  /** Set by the Google callback when sign-in failed. */
  error: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_main/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, location }) => redirectSignedIn(search.redirect ?? location.state.from),
  // Only decides whether 'Login with Google' shows: the form must work even if this call fails.
  loader: ({ context }) => context.queryClient.ensureQueryData(clientConfigQueryOptions()).catch(() => undefined),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, error } = Route.useSearch();
  return <SignInPage redirect={redirect} error={error} />;
}
