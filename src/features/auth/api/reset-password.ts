import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT, type resetPasswordSchema } from '@/shared/auth';

export type ResetPasswordBody = z.output<typeof resetPasswordSchema>;

/** POST /users/reset-password: sets the new password with the reset token and answers a session. */
export function resetPassword(body: ResetPasswordBody) {
  return unwrap(publicApi.POST('/api/v1/users/reset-password', { body }), AUTH_TEXT.passwordUpdateFailed);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
