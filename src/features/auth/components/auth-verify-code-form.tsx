import { useNavigate } from '@tanstack/react-router';
import { useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { CodeInputField } from '@/components/form/code-input-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, verifyCodeFormSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useResendCode } from '../api/resend-code';
import { useVerifyCode } from '../api/verify-code';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { resetTokenStore } from '../reset-token';
import { startSession } from '../session-user';
import { verificationTicketStore } from '../verification-ticket';

/**
 * The 6-character code from the mail. Normal flow: verifies the account and signs in. Reset flow
 * (`resetFlow`): trades the code for a reset token and moves on to /reset-password.
 */
export function AuthVerifyCodeForm({ email, resetFlow }: { email: string; resetFlow: boolean }) {
  const navigate = useNavigate();
  const verify = useVerifyCode();
  const verifyReset = useVerifyResetCode();
  const resend = useResendCode();
  const form = useZodForm(
    verifyCodeFormSchema,
    { email, verificationCode: '' },
    // Checked on Verify only: a message appearing on blur would shift Resend away from the pointer.
    { mode: 'onSubmit', reValidateMode: 'onChange' },
  );
  const code = useWatch({ control: form.control, name: 'verificationCode' });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email: address, verificationCode }) => {
    try {
      if (resetFlow) {
        const { data } = await verifyReset.mutateAsync({ email: address, code: verificationCode });
        resetTokenStore.set(data.resetToken);
        toast.success(AUTH_TEXT.codeVerifiedForReset, { duration: LIMITS.formToastMs });
        await navigate({ to: '/reset-password', replace: true });
      } else {
        const verificationTicket = verificationTicketStore.get(address) ?? '';
        const { data } = await verify.mutateAsync({ email: address, verificationCode, verificationTicket });
        verificationTicketStore.clear(address);
        startSession(data);
        toast.success(AUTH_TEXT.verified, { duration: LIMITS.formToastMs });
        await navigate({ to: '/', replace: true });
      }
    } catch (error) {
      handleFormError(form, error, { fallback: AUTH_TEXT.verificationFailed, field: 'verificationCode' });
    }
  });

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success(AUTH_TEXT.newCodeSent, { duration: LIMITS.formToastMs }),
      onError: (error) => toast.error(errorMessage(error, AUTH_TEXT.resendFailed), { duration: LIMITS.formToastMs }),
    });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {errors.email && (
          <p role="alert" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
        <CodeInputField
          control={form.control}
          name="verificationCode"
          label="Verification code"
          normalize={(value) => value.replace(/\s/g, '')}
        />
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          {code.length === LIMITS.codeLength && (
            <SubmitButton className="flex-1" pending={isSubmitting} pendingLabel="Verifying...">
              Verify
            </SubmitButton>
          )}
          <Button type="button" variant="outline" className="flex-1" onClick={onResend} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
