import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { CodeInputField } from '@/components/form/code-input-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, verifyOtpSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useVerifyOtp } from '../api/verify-otp';
import { dropOtpTicket, otpTicketFor } from '../otp-ticket';
import { landingPath } from '../redirects';
import { startSession } from '../session-user';

/** Step two of admin sign-in: the mailed 6-digit code. Errors show inline and as a toast. */
export function AuthVerifyOtpForm({ userId, redirect }: { userId: string; redirect?: string }) {
  const navigate = useNavigate();
  const verifyOtp = useVerifyOtp();
  // Without the ticket from the password step (another tab, or it expired) the code cannot be checked.
  const [ticket] = useState(() => otpTicketFor(userId));
  const form = useZodForm(verifyOtpSchema, { userId, ticket, otp: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  // Every failure of this step belongs on the code input, inline and as a toast.
  const fail = (error: unknown, fallback: string) => handleFormError(form, error, { fallback, field: 'otp' });

  const onSubmit = form.handleSubmit(async (values) => {
    let session;
    try {
      ({ data: session } = await verifyOtp.mutateAsync(values));
    } catch (error) {
      fail(error, AUTH_TEXT.invalidOtp);
      return;
    }
    if (!session.token) {
      fail(undefined, AUTH_TEXT.otpFailed);
      return;
    }
    dropOtpTicket();
    startSession(session);
    toast.success(MESSAGES.loginSuccess, { duration: LIMITS.formToastMs });
    await navigate({ href: landingPath('ADMIN', redirect), replace: true });
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {(errors.userId || !ticket) && (
          <p role="alert" className="text-sm text-destructive">
            {AUTH_TEXT.otpUserMissing}
          </p>
        )}
        <CodeInputField
          control={form.control}
          name="otp"
          label="One-time code"
          normalize={(value) => value.replace(/\D/g, '').slice(0, LIMITS.codeLength)}
        />
        <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Verifying..." disabled={!isValid}>
          Verify OTP
        </SubmitButton>
      </form>
    </Form>
  );
}
