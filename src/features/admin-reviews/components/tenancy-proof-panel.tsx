import { FileSearch, ShieldCheck, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { TENANCY_PROOF_MESSAGES as M, VERIFICATION_LABELS, type VerificationDecision } from '@/shared/tenancy-proof';
import { openTenancyProof, useDecideTenancy } from '../api/tenancy-proof';
import type { AdminReview } from './reviews-columns';

/**
 * The review dialog's tenancy section (issue 21): the verification state, and while a proof waits,
 * a button to open it (fetched with the admin's token) and the two decisions. Deciding deletes the
 * proof on the server; the section then shows the new state.
 */
export function TenancyProofPanel({ review }: { review: AdminReview }) {
  const decide = useDecideTenancy();
  const [state, setState] = useState({ verification: review.verification, hasProof: review.hasTenancyProof });
  const [opening, setOpening] = useState(false);

  async function open() {
    setOpening(true);
    try {
      await openTenancyProof(review.id);
    } catch (error) {
      toast.error(errorMessage(error, M.openFailed));
    } finally {
      setOpening(false);
    }
  }

  function submit(decision: VerificationDecision) {
    decide.mutate(
      { id: review.id, decision },
      {
        onSuccess: (res) => {
          setState({ verification: res.data.verification, hasProof: res.data.hasTenancyProof });
          toast.success(res.message);
        },
        onError: (error) => toast.error(errorMessage(error, M.decisionFailed)),
      },
    );
  }

  if (state.verification === 'NONE' && !state.hasProof) return null;
  return (
    <section aria-labelledby="tenancy-heading" className="space-y-2 border-t pt-4 text-sm">
      <h3 id="tenancy-heading" className="font-medium">
        {M.sectionTitle}
      </h3>
      <p data-testid="admin-verification">{VERIFICATION_LABELS[state.verification]}</p>
      {state.hasProof && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={opening} onClick={() => void open()}>
            <FileSearch aria-hidden="true" /> {M.open}
          </Button>
          <Button size="sm" disabled={decide.isPending} onClick={() => submit('verified')}>
            <ShieldCheck aria-hidden="true" /> {M.markVerified}
          </Button>
          <Button variant="outline" size="sm" disabled={decide.isPending} onClick={() => submit('declined')}>
            <ShieldX aria-hidden="true" /> {M.decline}
          </Button>
        </div>
      )}
    </section>
  );
}
