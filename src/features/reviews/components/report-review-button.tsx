import { Flag } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';

// The form (react-hook-form + resolver) loads only when someone reports.
const ReportReviewDialog = lazy(() => import('./report-review-form').then((m) => ({ default: m.ReportReviewDialog })));

/** 'Report': opens the 'Reason for Request' dialog, or asks a visitor to log in. */
export function ReportReviewButton({ reviewId }: { reviewId: string }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          if (!session) toast.error(MESSAGES.reportGate, { duration: LIMITS.formToastMs });
          else setOpen(true);
        }}
      >
        <Flag aria-hidden="true" /> Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
