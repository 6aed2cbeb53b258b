import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from '@/lib/api';
import { MESSAGES } from '@/shared/messages';
import type { changePasswordSchema } from '@/shared/auth';

export type ChangeAdminPasswordBody = z.output<typeof changePasswordSchema>;

/** POST /admin/change-password (admin): every session of the admin ends, this one included. */
export function changeAdminPassword(body: ChangeAdminPasswordBody) {
  return unwrap(api.POST('/api/v1/admin/change-password', { body }), MESSAGES.unexpected);
}

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
