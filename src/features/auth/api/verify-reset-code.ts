import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT, type verifyResetCodeSchema } from '@/shared/auth';

export type VerifyResetCodeBody = z.output<typeof verifyResetCodeSchema>;

/** POST /users/verify-reset-code: trades the mailed reset code for a single-use reset token. */
export function verifyResetCode(body: VerifyResetCodeBody) {
  return unwrap(publicApi.POST('/api/v1/users/verify-reset-code', { body }), AUTH_TEXT.verificationFailed);
}

export function useVerifyResetCode() {
  return useMutation({ mutationFn: verifyResetCode });
}
