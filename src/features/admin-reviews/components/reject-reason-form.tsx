import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextareaFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { handleFormError } from '@/lib/form-errors';
import { ADMIN_MESSAGES } from '@/shared/admin-text';
import {
  MODERATION_MESSAGES,
  REJECTION_NOTE_MAX,
  REJECTION_REASONS,
  REJECTION_REASON_LABELS,
  type RejectionValues,
} from '@/shared/moderation';
import { rejectionSchema } from '@/shared/rejection';

/**
 * The reason a moderator gives when rejecting: one of the short list, a note (required for Other).
 * Used inside the review detail dialog and in the list's reject dialog.
 */
export function RejectReasonForm({
  onReject,
  onCancel,
}: {
  onReject: (values: RejectionValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  // Checked on submit: the reason is one click, nothing to touch first.
  const form = useZodForm(rejectionSchema, { note: '' }, { mode: 'onSubmit' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onReject({ reason: values.reason, ...(values.note ? { note: values.note } : {}) });
    } catch (error) {
      handleFormError(form, error, { fallback: ADMIN_MESSAGES.reviewStatusFailed, rootError: false });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={MODERATION_MESSAGES.rejectTitle}>
        <FormField
          control={form.control}
          name="reason"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel id={`${id}-reason`}>{MODERATION_MESSAGES.reasonLabel}</FormLabel>
              <FormControl>
                <RadioGroup
                  aria-labelledby={`${id}-reason`}
                  aria-invalid={!!fieldState.error}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  name={field.name}
                  className="gap-2.5"
                >
                  {REJECTION_REASONS.map((r) => (
                    <div key={r} className="flex items-center gap-3">
                      <RadioGroupItem value={r} id={`${id}-${r}`} />
                      <Label htmlFor={`${id}-${r}`} className="font-normal">
                        {REJECTION_REASON_LABELS[r]}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextareaFormField
          control={form.control}
          name="note"
          label={reason === 'OTHER' ? MODERATION_MESSAGES.noteLabel : `${MODERATION_MESSAGES.noteLabel} (optional)`}
          placeholder={MODERATION_MESSAGES.notePlaceholder}
          rows={3}
          maxLength={REJECTION_NOTE_MAX}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            {MODERATION_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Rejecting...' : MODERATION_MESSAGES.confirmReject}
          </Button>
        </div>
      </form>
    </Form>
  );
}
