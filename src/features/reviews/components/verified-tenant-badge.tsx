import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TENANCY_PROOF_MESSAGES } from '@/shared/tenancy-proof';

/**
 * 'Verified tenant': an admin checked the author's proof of tenancy (issue 21). It says nothing about
 * who the author is, so it shows on anonymous reviews too.
 */
export function VerifiedTenantBadge({ verified }: { verified: boolean }) {
  if (!verified) return null;
  return (
    <Badge variant="success" data-testid="verified-tenant">
      <ShieldCheck aria-hidden="true" />
      {TENANCY_PROOF_MESSAGES.badge}
    </Badge>
  );
}
