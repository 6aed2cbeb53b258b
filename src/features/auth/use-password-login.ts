import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { AUTH_TEXT } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { type LoginBody, useLoginUser } from './api/login-user';
import { unverifiedEmail } from './form-errors';
import { landingPath } from './redirects';
import { startSession } from './session-user';

/**
 * Email + password sign-in shared by the sign-in and sign-up forms. Success stores the session and
 * lands on the safe redirect target; an unverified account goes to /verify-code. Other failures are
 * thrown back for the form to show.
 */
export function usePasswordLogin() {
  const navigate = useNavigate();
  const { mutateAsync } = useLoginUser();
  return useCallback(
    async (credentials: LoginBody, redirect?: string): Promise<void> => {
      let data;
      try {
        ({ data } = await mutateAsync(credentials));
      } catch (error) {
        const email = unverifiedEmail(error);
        if (!email) throw error;
        toast.info(AUTH_TEXT.checkEmail, { duration: LIMITS.formToastMs });
        await navigate({ to: '/verify-code', search: { email } });
        return;
      }
      startSession(data);
      toast.success(AUTH_TEXT.loginSuccess, { duration: LIMITS.formToastMs });
      await navigate({ href: landingPath(data.user.role, redirect), replace: true });
    },
    [mutateAsync, navigate],
  );
}
