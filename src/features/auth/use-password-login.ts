import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-error';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { type LoginBody, useLoginUser } from './api/login-user';
import { landingPath } from './redirects';
import { startSession } from './session-user';
import { verificationTicketStore } from './verification-ticket';

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
        const unverified = unverifiedAnswer(error);
        if (!unverified) throw error;
        const { email, verificationTicket } = unverified;
        if (verificationTicket) verificationTicketStore.set(email, verificationTicket);
        toast.info(MESSAGES.accountNotVerified, { duration: LIMITS.formToastMs });
        await navigate({ to: '/verify-code', search: { email } });
        return;
      }
      startSession(data);
      toast.success(MESSAGES.loginSuccess, { duration: LIMITS.formToastMs });
      await navigate({ href: landingPath(data.user.role, redirect), replace: true });
    },
    [mutateAsync, navigate],
  );
}

/**
 * The login answer of an account that has not verified its email yet: 403 with data.email and the
 * ticket that lets this tab verify with the mailed code.
 */
function unverifiedAnswer(error: unknown): { email: string; verificationTicket?: string } | undefined {
  if (error instanceof ApiError && error.status === 403 && typeof error.data?.email === 'string') {
    const ticket = error.data.verificationTicket;
    return { email: error.data.email, verificationTicket: typeof ticket === 'string' ? ticket : undefined };
  }
  return undefined;
}
