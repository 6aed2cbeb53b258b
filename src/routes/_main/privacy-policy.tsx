import { createFileRoute } from '@tanstack/react-router';
import { usePageHydrated } from '@/lib/page-hydrated';
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page';

export const Route = createFileRoute('/_main/privacy-policy')({ component: PrivacyPolicyRoute });

function PrivacyPolicyRoute() {
  usePageHydrated();
  return <PrivacyPolicyPage />;
}
