import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-error';
import { AUTH_TEXT } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';

/**
 * Puts the server's field errors (400 `errors[]`) on the matching fields. Returns true when at least
 * one landed, so the caller can skip a duplicate toast.
 */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.keys(form.getValues());
  let applied = false;
  for (const { path, message } of error.errors) {
    if (fields.includes(path)) {
      form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** True for the login answer of an account that has not verified its email yet (403 with data.email). */
export function unverifiedEmail(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 403 && typeof error.data?.email === 'string') {
    return error.data.email;
  }
  return undefined;
}

/** The server's 'Current password is incorrect.' belongs on the current-password field. */
export function wrongCurrentPassword<T extends { currentPassword: string }>(
  form: UseFormReturn<T>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || error.message !== AUTH_TEXT.currentPasswordIncorrect) return false;
  form.setError('currentPassword' as Path<T>, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}

/** A failed request that no field owns: shown above the form (FormRootError) and as a toast. */
export function showFormError<T extends FieldValues>(form: UseFormReturn<T>, message: string) {
  form.setError('root', { message });
  toast.error(message, { duration: LIMITS.formToastMs });
}
