import { Outlet } from '@tanstack/react-router';
import { SkipLink } from '@/components/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      {/* At least a screen tall: while a page's code or data loads, the footer waits below the fold
          instead of showing and then jumping down when the page arrives (layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
