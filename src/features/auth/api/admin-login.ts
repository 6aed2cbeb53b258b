import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApi, unwrap } from '@/lib/api';
import { MESSAGES } from '@/shared/messages';
import type { adminLoginSchema } from '@/shared/auth';

export type AdminLoginBody = z.output<typeof adminLoginSchema>;

/** POST /admin/login: checks the credentials and mails a one-time code; answers the admin's id. */
export function adminLogin(body: AdminLoginBody) {
  return unwrap(publicApi.POST('/api/v1/admin/login', { body }), MESSAGES.invalidCredentials);
}

export function useAdminLogin() {
  return useMutation({ mutationFn: adminLogin });
}
