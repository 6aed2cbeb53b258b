import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { REPORT_REASON_OTHER, REPORT_REASONS } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { REVIEW_MESSAGES, type ReportReviewInput, reportReviewSchema } from '@/shared/reviews';
import { useFlagReview } from '../api/flag-review';

interface ReportReviewDialogProps {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Reason for Request': a reason from REPORT_REASONS, details required for 'Other (please specify)'. */
export function ReportReviewDialog({ reviewId, open, onOpenChange }: ReportReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onClick={(e) => e.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>Reason for Request</DialogTitle>
          <DialogDescription>Tell us why this review should be looked at by our moderators.</DialogDescription>
        </DialogHeader>
        <ReportReviewForm reviewId={reviewId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReportReviewForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const form = useForm<ReportReviewInput>({
    resolver: zodResolver(reportReviewSchema),
    defaultValues: { details: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const flag = useFlagReview(reviewId);

  const onSubmit = form.handleSubmit(({ reason, details }) =>
    flag.mutate(
      { reason, ...(details?.trim() ? { details: details.trim() } : {}) },
      {
        onSuccess: (res) => {
          toast.success(res.message || REVIEW_MESSAGES.reportSubmitted, { duration: LIMITS.formToastMs });
          onDone();
        },
        onError: (error) =>
          toast.error(errorMessage(error, REVIEW_MESSAGES.reportFailed), { duration: LIMITS.formToastMs }),
      },
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormControl>
                <RadioGroup
                  aria-label="Reason for Request"
                  aria-invalid={!!fieldState.error}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  name={field.name}
                  className="gap-2.5"
                >
                  {REPORT_REASONS.map((r, i) => (
                    <div key={r} className="flex items-center gap-3">
                      <RadioGroupItem value={r} id={`report-reason-${reviewId}-${i}`} />
                      <Label htmlFor={`report-reason-${reviewId}-${i}`} className="font-normal">
                        {r}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        {reason === REPORT_REASON_OTHER && (
          <FormField
            control={form.control}
            name="details"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Details</FormLabel>
                <FormControl>
                  <Textarea rows={4} maxLength={LIMITS.reportDetailsMax} {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={flag.isPending}>
            {flag.isPending ? 'Submitting...' : 'Submit'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
