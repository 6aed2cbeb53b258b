import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { AUTH_TEXT, registerSchema } from '@/shared/auth';
import { LIMITS } from '@/shared/limits';
import { useRegisterUser } from '../api/register-user';
import { applyServerFieldErrors } from '../form-errors';
import { usePasswordLogin } from '../use-password-login';
import { EmailFormField } from './email-form-field';
import { FormRootError } from './form-root-error';
import { PasswordFormField } from './password-form-field';

type Values = z.input<typeof registerSchema>;

/** Registers, then signs in with the same credentials: the unverified answer leads to /verify-code. */
export function AuthSignUpForm() {
  const navigate = useNavigate();
  const register = useRegisterUser();
  const login = usePasswordLogin();
  const form = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { isValid, isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      const message = errorMessage(error, AUTH_TEXT.signUpFailed);
      if (error instanceof ApiError && error.status === 409) form.setError('email', { message }, { shouldFocus: true });
      else form.setError('root', { message });
      toast.error(message, { duration: LIMITS.formToastMs });
      return;
    }
    try {
      await login({ email: values.email, password: values.password });
    } catch {
      // The account exists and its code is in the mail: verifying is still the way forward.
      toast.info(AUTH_TEXT.checkEmail, { duration: LIMITS.formToastMs });
      await navigate({ to: '/verify-code', search: { email: values.email } });
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormRootError message={errors.root?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>First name</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" maxLength={LIMITS.nameMax} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Last name</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" maxLength={LIMITS.nameMax} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <EmailFormField control={form.control} name="email" maxLength={LIMITS.signUpEmailMax} />
        <PasswordFormField control={form.control} name="password" label="Password" autoComplete="new-password" />
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
    </Form>
  );
}
