import { Badge } from '@/components/ui/badge';
import { TENANCY_PROOF_MESSAGES } from '@/shared/tenancy-proof';
import type { AdminReview } from './reviews-columns';

/** The reviews list's hint: a proof waits for a decision, or the tenancy is verified. */
export function VerificationMark({ review }: { review: AdminReview }) {
  if (review.hasTenancyProof) return <Badge variant="warning">{TENANCY_PROOF_MESSAGES.proofToCheck}</Badge>;
  if (review.verification === 'VERIFIED') return <Badge variant="success">{TENANCY_PROOF_MESSAGES.badge}</Badge>;
  return null;
}
