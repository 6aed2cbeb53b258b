import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import { useResolveReport } from '../api/resolve-report';
import { type AdminReport, ReportStatusBadge } from './reports-columns';

/** The report and the reported review; an open report is resolved by dismissing it or deleting the review. */
export function ReportDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const resolve = useResolveReport();
  const act = (action: 'dismiss' | 'delete') =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () => {
          toast.success(ADMIN_MESSAGES.reportResolved);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, ADMIN_MESSAGES.reportResolveFailed)),
      },
    );
  const { review } = report;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Reported review</DialogTitle>
          <DialogDescription>
            Reported by {report.user.firstName} {report.user.lastName} on {formatDate(report.createdAt)}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm">
          <ReportStatusBadge status={report.status} />
          <p>
            <span className="font-medium">Reason:</span> {report.reason}
          </p>
          {report.details && <p className="whitespace-pre-line text-muted-foreground">{report.details}</p>}
          <div className="rounded-md border p-3">
            <p className="font-medium">{report.reviewTitle}</p>
            {review ? (
              <>
                <p className="text-muted-foreground">
                  {review.property.apartmentName} · by {review.user.firstName} {review.user.lastName}
                  {review.isAnonymous ? ' (anonymous)' : ''}
                </p>
                <p className="mt-2 whitespace-pre-line">{review.body.trim() || 'No comment provided.'}</p>
              </>
            ) : (
              <p className="text-muted-foreground">Review deleted</p>
            )}
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {report.status === 'PENDING' && review && (
            <>
              <Button variant="secondary" disabled={resolve.isPending} onClick={() => act('dismiss')}>
                Dismiss report
              </Button>
              <Button variant="destructive" disabled={resolve.isPending} onClick={() => act('delete')}>
                Delete review
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
