import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { loginSchema } from '@/shared/auth';
import { MESSAGES } from '@/shared/messages';
import { applyServerFieldErrors, showFormError } from '../form-errors';
import { usePasswordLogin } from '../use-password-login';
import { EmailFormField } from './email-form-field';
import { FormRootError } from './form-root-error';
import { PasswordFormField } from './password-form-field';

type Values = z.input<typeof loginSchema>;

export function AuthSignInForm({ redirect }: { redirect?: string }) {
  const login = usePasswordLogin();
  const form = useForm<Values, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login(values, redirect);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      const message = errorMessage(error, MESSAGES.unexpected);
      showFormError(form, message);
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
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </Form>
  );
}
