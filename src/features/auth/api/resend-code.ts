import { useMutation } from '@tanstack/react-query';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT } from '@/shared/auth';

/** POST /users/resend-code: a new verification or reset code (the server knows which is pending). */
export function resendCode(email: string) {
  return unwrap(publicApi.POST('/api/v1/users/resend-code', { body: { email } }), AUTH_TEXT.resendFailed);
}

export function useResendCode() {
  return useMutation({ mutationFn: resendCode });
}
