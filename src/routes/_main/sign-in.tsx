import { createFileRoute } from '@tanstack/react-router';
import { signInSearchSchema } from '@/shared/search-params';
import { clientConfigQueryOptions } from '@/features/auth/api/get-client-config';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { redirectSignedIn } from '@/features/auth/guards';

export const Route = createFileRoute('/_main/sign-in')({
  // `redirect` is checked again before use (same-origin paths only); `error` comes from the Google callback.
  validateSearch: signInSearchSchema,
  beforeLoad: ({ search, location }) => redirectSignedIn(search.redirect ?? location.state.from),
  // Only decides whether 'Login with Google' shows: the form must work even if this call fails.
  loader: ({ context }) => context.queryClient.ensureQueryData(clientConfigQueryOptions()).catch(() => undefined),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect, error } = Route.useSearch();
  return <SignInPage redirect={redirect} error={error} />;
}
