import { createFileRoute } from '@tanstack/react-router';
import { usePageHydrated } from '@/lib/page-hydrated';
import { TermsPage } from '@/features/legal/components/terms-page';

export const Route = createFileRoute('/_main/terms-and-condition')({ component: TermsRoute });

function TermsRoute() {
  usePageHydrated();
  return <TermsPage />;
}
