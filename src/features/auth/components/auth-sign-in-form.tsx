import { Link } from '@tanstack/react-router';
import { SubmitButton } from '@/components/form/submit-button';
import { EmailFormField } from '@/components/form/email-form-field';
import { FormRootError } from '@/components/form/form-root-error';
import { PasswordFormField } from '@/components/form/password-form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Form } from '@/components/ui/form';
import { handleFormError } from '@/lib/form-errors';
import { loginSchema } from '@/shared/auth';
import { MESSAGES } from '@/shared/messages';
import { usePasswordLogin } from '../use-password-login';

export function AuthSignInForm({ redirect }: { redirect?: string }) {
  const login = usePasswordLogin();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values, redirect);
    } catch (error) {
      handleFormError(form, error, { fallback: MESSAGES.unexpected });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <EmailFormField control={form.control} name="email" />
        <PasswordFormField
          control={form.control}
          name="password"
          label="Password"
          autoComplete="current-password"
          labelAside={
            <Link to="/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
              Forgot Password?
            </Link>
          }
        />
        <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Logging in..." disabled={!isValid}>
          Log in
        </SubmitButton>
      </form>
    </Form>
  );
}
