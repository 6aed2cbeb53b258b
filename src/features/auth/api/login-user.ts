import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { MESSAGES } from '@/shared/messages';
import type { loginSchema } from '@/shared/auth';

export type LoginBody = z.output<typeof loginSchema>;

/** POST /users/login. An unverified account fails with 403 and `data.email` (see ApiError.data). */
export function loginUser(body: LoginBody) {
  return unwrap(publicApi.POST('/api/v1/users/login', { body }), MESSAGES.invalidCredentials);
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
