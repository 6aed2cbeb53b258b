import { useNavigate } from '@tanstack/react-router';
import { toast } from '@/lib/toast';
import { SubmitButton } from '@/components/form/submit-button';
import { EmailFormField } from '@/components/form/email-form-field';
import { FormRootError } from '@/components/form/form-root-error';
import { PasswordFormField } from '@/components/form/password-form-field';
import { TextFormField } from '@/components/form/text-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { AUTH_TEXT, registerSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { MESSAGES } from '@/shared/messages';
import { useRegisterUser } from '../api/register-user';
import { usePasswordLogin } from '../use-password-login';
import { verificationTicketStore } from '../verification-ticket';

/** Registers, then signs in with the same credentials: the unverified answer leads to /verify-code. */
export function AuthSignUpForm() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const login = usePasswordLogin();
  const form = useZodForm(registerSchema, { firstName: '', lastName: '', email: '', password: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await register.mutateAsync(values);
      verificationTicketStore.set(values.email, data.verificationTicket);
    } catch (error) {
      // A taken email answers like a new one (its owner is mailed), so only input and rate errors land here.
      handleFormError(form, error, { fallback: AUTH_TEXT.signUpFailed });
      return;
    }
    try {
      await login({ email: values.email, password: values.password });
    } catch {
      // The account exists and its code is in the mail: verifying is still the way forward.
      toast.info(MESSAGES.accountNotVerified, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-code', search: { email: values.email } });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField
            control={form.control}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={LIMITS.nameMax}
          />
          <TextFormField
            control={form.control}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={LIMITS.nameMax}
          />
        </div>
        <EmailFormField control={form.control} name="email" maxLength={LIMITS.signUpEmailMax} />
        <PasswordFormField control={form.control} name="password" label="Password" autoComplete="new-password" />
        <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Signing up..." disabled={!isValid}>
          Sign Up
        </SubmitButton>
      </form>
    </Form>
  );
}
