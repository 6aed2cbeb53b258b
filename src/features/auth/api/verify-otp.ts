import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT, type verifyOtpSchema } from '@/shared/auth';

export type VerifyOtpBody = z.output<typeof verifyOtpSchema>;

/** POST /admin/verify-otp: trades the mailed one-time code for an admin session. */
export function verifyOtp(body: VerifyOtpBody) {
  return unwrap(publicApi.POST('/api/v1/admin/verify-otp', { body }), AUTH_TEXT.invalidOtp);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
