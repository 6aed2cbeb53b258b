import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { TextareaFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/form/submit-button';
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
import { Form, FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { handleFormError } from '@/lib/form-errors';
import { REPORT_REASON_OTHER, REPORT_REASONS } from '@/shared/enums';
import { LIMITS } from '@/shared/limits';
import { REVIEW_MESSAGES, reportReviewSchema } from '@/shared/reviews';
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
  // Checked on Submit: the reason is one click, nothing to touch first.
  const form = useZodForm(reportReviewSchema, { details: '' }, { mode: 'onSubmit' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const flag = useFlagReview(reviewId);

  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason, details }) => {
    try {
      const res = await flag.mutateAsync({ reason, ...(details?.trim() ? { details: details.trim() } : {}) });
      toast.success(res.message || REVIEW_MESSAGES.reportSubmitted, { duration: LIMITS.formToastMs });
      onDone();
    } catch (error) {
      // A small dialog: no root slot, the toast carries a failure no field owns.
      handleFormError(form, error, { fallback: REVIEW_MESSAGES.reportFailed, rootError: false });
    }
  });

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
          <TextareaFormField
            control={form.control}
            name="details"
            label="Details"
            rows={4}
            maxLength={LIMITS.reportDetailsMax}
          />
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <SubmitButton pending={isSubmitting} pendingLabel="Submitting...">
            Submit
          </SubmitButton>
        </DialogFooter>
      </form>
    </Form>
  );
}
