import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { LIMITS } from '@/shared/limits';
import { ApiError, errorMessage } from './api-error';

export interface FormErrorOptions<T extends FieldValues> {
  /** The message when the failure carries none of its own (a network failure still says so). */
  fallback?: string;
  /** A field that owns every failure the server did not pin on a field (a code form's code input). */
  field?: Path<T>;
  /** The field one particular answer belongs to (sign-up's 409 → email); undefined falls through. */
  fieldFor?: (error: ApiError) => Path<T> | undefined;
  /** false for forms without a root slot (dialogs): the toast alone carries the message. */
  rootError?: boolean;
}

/**
 * The one way a form shows a failed request. The server's field errors (400 `errors[]`) land on
 * their fields, the first one focused, and nothing else is shown. Any other failure lands on the
 * field that owns it (`field` / `fieldFor`) or above the form (FormRootError), and as a toast.
 */
export function handleFormError<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  options: FormErrorOptions<T> = {},
): void {
  if (applyServerFieldErrors(form, error)) return;
  const message = errorMessage(error, options.fallback);
  const field = (error instanceof ApiError ? options.fieldFor?.(error) : undefined) ?? options.field;
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else if (options.rootError !== false) form.setError('root', { type: 'server', message });
  toast.error(message, { duration: LIMITS.formToastMs });
}

/** Puts the server's field errors on the matching fields; true when at least one landed. */
function applyServerFieldErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.keys(form.getValues());
  let applied = false;
  for (const { path, message } of error.errors) {
    if (!fields.includes(path)) continue;
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
