import type { ReactNode } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from './focus-first-invalid';
import { ReviewFormFields } from './review-form-fields';
import type { ReviewFieldName, ReviewFormFields as Fields } from './review-form-values';

interface ReviewFormProps<TOutput> {
  form: UseFormReturn<Fields, unknown, TOutput>;
  locked: ReadonlySet<ReviewFieldName>;
  /** The photo area (new photos; on the edit form also the existing ones). */
  photos: ReactNode;
  /** The optional proof of tenancy (issue 21), below the photos. */
  proof?: ReactNode;
  /** Above the fields: a failure no field owns. */
  notice?: ReactNode;
  busy: boolean;
  submitLabel?: string;
  onValid: (values: TOutput) => void;
}

/**
 * The write and edit forms' shared body. A failed submit scrolls to and focuses the first invalid
 * field in page order.
 */
export function ReviewForm<TOutput>({
  form,
  locked,
  photos,
  proof,
  notice,
  busy,
  submitLabel = 'Continue',
  onValid,
}: ReviewFormProps<TOutput>) {
  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => {
          const root = e.currentTarget;
          return form.handleSubmit(onValid, (errors) => focusFirstInvalid(root, Object.keys(errors)))(e);
        }}
        noValidate
        className="grid gap-6"
        aria-label="Review form"
      >
        {notice}
        <ReviewFormFields locked={locked} />
        <fieldset className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <legend className="px-1 text-lg font-semibold">Photos</legend>
          {photos}
        </fieldset>
        {proof && (
          <fieldset className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm">
            <legend className="px-1 text-lg font-semibold">Tenancy</legend>
            {proof}
          </fieldset>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Processing...' : submitLabel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
