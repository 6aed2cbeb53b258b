import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { focusFirstInvalid } from './focus-first-invalid';
import { REVIEW_FORM_STEPS, ReviewFormFields } from './review-form-fields';
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
  /**
   * Mount the form in REVIEW_FORM_STEPS steps, one task each, rather than at once (the write page,
   * where the form is the first render's largest part: issue 22). The submit button comes last.
   */
  revealInSteps?: boolean;
}

/** How many of `total` steps to render: all, or one more per task after each commit. */
function useStepwiseReveal(total: number, inSteps: boolean): number {
  const [shown, setShown] = useState(inSteps ? 1 : total);
  useEffect(() => {
    if (!inSteps || shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [inSteps, shown, total]);
  return inSteps ? shown : total;
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
  revealInSteps = false,
}: ReviewFormProps<TOutput>) {
  const shown = useStepwiseReveal(REVIEW_FORM_STEPS, revealInSteps);
  const complete = shown >= REVIEW_FORM_STEPS;
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
        <ReviewFormFields locked={locked} shown={shown} />
        {complete && (
          <>
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
          </>
        )}
      </form>
    </FormProvider>
  );
}
