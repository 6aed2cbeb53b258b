import { PagePending } from '@/features/layout/components/page-pending';
import { AUTH_TEXT } from '@/shared/auth';

/** /auth-success: shown while the Google sign-in token is checked (the route's loader does the work). */
export function AuthSuccessPage() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <PagePending label={AUTH_TEXT.authenticating} />
    </main>
  );
}

/**
 * The same screen as the route's pending component. A separate name because the router's code
 * splitter moves `component` and `pendingComponent` into different chunks and cannot share one binding.
 */
export function AuthSuccessPending() {
  return <AuthSuccessPage />;
}
