import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { AppToaster } from '@/components/ui/app-toaster';
import { ensureSessionChecked } from '@/features/auth/session-check';
import { PagePending } from '@/components/page-pending';
import { OfflineBanner } from '@/features/pwa/offline-banner';
import { ScrollToTop } from '@/features/layout/components/scroll-to-top';
import type { RouterContext } from '@/router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The stored token is checked with the server before any guard reads the session.
  beforeLoad: () => ensureSessionChecked(),
  pendingComponent: SessionPending,
  pendingMs: 0,
  component: RootLayout,
});

function SessionPending() {
  return <PagePending label="Loading..." />;
}

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <OfflineBanner />
      <Outlet />
      <AppToaster />
    </>
  );
}
