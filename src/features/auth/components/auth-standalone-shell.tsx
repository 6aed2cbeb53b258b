import type { ReactNode } from 'react';
import { SiteLogo } from '@/components/site-logo';

/** Pages outside the main layout (/admin-login, /verify-otp): just the brand and the card. */
export function AuthStandaloneShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="mx-auto w-full max-w-md px-4 pt-10">
        <SiteLogo />
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
