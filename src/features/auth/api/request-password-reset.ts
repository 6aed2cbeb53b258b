import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import type { emailOnlySchema } from '@/shared/auth';
import { MESSAGES } from '@/shared/messages';

export type ForgotPasswordBody = z.output<typeof emailOnlySchema>;

/** POST /users/forgot-password: mails a reset code (same answer for unknown emails). */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return unwrap(publicApi.POST('/api/v1/users/forgot-password', { body }), MESSAGES.genericError);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
