import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT, type verifyCodeSchema } from '@/shared/auth';

export type VerifyCodeBody = z.output<typeof verifyCodeSchema>;

/** POST /users/verify-code: verifies the account and answers a session. */
export function verifyCode(body: VerifyCodeBody) {
  return unwrap(publicApi.POST('/api/v1/users/verify-code', { body }), AUTH_TEXT.verificationFailed);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
