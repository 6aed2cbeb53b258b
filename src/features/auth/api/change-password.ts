import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '@/lib/api';
import { AUTH_TEXT, type changePasswordSchema } from '@/shared/auth';

export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

/** POST /users/change-password (private): older sessions die, the answer carries this one's new token. */
export function changePassword(body: ChangePasswordBody) {
  return unwrap(api.POST('/api/v1/users/change-password', { body }), AUTH_TEXT.passwordUpdateFailed);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
