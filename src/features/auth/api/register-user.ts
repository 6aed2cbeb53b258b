import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { AUTH_TEXT, type registerSchema } from '@/shared/auth';

export type RegisterBody = z.output<typeof registerSchema>;

/** POST /users/register: creates an unverified account and mails its code (a taken email answers the same; its owner is mailed). */
export function registerUser(body: RegisterBody) {
  return unwrap(publicApi.POST('/api/v1/users/register', { body }), AUTH_TEXT.signUpFailed);
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
