import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, verifyOtpSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useVerifyOtp } from '../api/verify-otp';
import { landingPath } from '../redirects';
import { startSession } from '../session-user';
import { CodeInputField } from './code-input-field';

type Values = z.input<typeof verifyOtpSchema>;

/** Step two of admin sign-in: the mailed 6-digit code. Errors show inline and as a toast. */
export function AuthVerifyOtpForm({ userId, redirect }: { userId: string; redirect?: string }) {
  const navigate = useNavigate();
  const verifyOtp = useVerifyOtp();
  const form = useForm<Values, unknown, z.output<typeof verifyOtpSchema>>({
    resolver: zodResolver(verifyOtpSchema),
    mode: 'onTouched',
    defaultValues: { userId, otp: '' },
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const fail = (message: string) => {
    form.setError('otp', { message }, { shouldFocus: true });
    toast.error(message, { duration: LIMITS.formToastMs });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    let session;
    try {
      ({ data: session } = await verifyOtp.mutateAsync(values));
    } catch (error) {
      fail(errorMessage(error, AUTH_TEXT.invalidOtp));
      return;
    }
    if (!session.token) {
      fail(AUTH_TEXT.otpFailed);
      return;
    }
    startSession(session);
    toast.success(AUTH_TEXT.loginSuccess, { duration: LIMITS.formToastMs });
    await navigate({ href: landingPath('ADMIN', redirect), replace: true });
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {errors.userId && (
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
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify OTP'}
        </Button>
      </form>
    </Form>
  );
}
