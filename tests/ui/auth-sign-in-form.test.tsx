import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthSignInForm } from '@/features/auth/components/auth-sign-in-form';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { AUTH_MESSAGES } from '@/shared/auth';
import { renderInRouter } from './harness';

const SignIn = () => <AuthSignInForm />;

describe('sign-in form', () => {
  it('keeps Log in disabled until both fields are valid', async () => {
    const { user } = renderInRouter(<SignIn />);
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'renter@example.com');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(screen.getByLabelText('Password'));
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it("shows the spec's messages once a field is left", async () => {
    const { user } = renderInRouter(<SignIn />);
    const email = await screen.findByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeInTheDocument();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'someone@gmail.co');
    expect(await screen.findByText(AUTH_MESSAGES.mistypedGmail('gmail.co'))).toBeInTheDocument();

    const password = screen.getByLabelText('Password');
    await user.type(password, 'abc');
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.passwordMin)).toBeInTheDocument();
  });

  it('limits the inputs to 55 characters and toggles the password visibility', async () => {
    const { user } = renderInRouter(<SignIn />);
    const password = await screen.findByLabelText('Password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '55');
    expect(password).toHaveAttribute('maxlength', '55');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('sign-in page', () => {
  it('shows the headline, the Forgot Password and Sign Up links', async () => {
    renderInRouter(<SignInPage />);
    expect(
      await screen.findByRole('heading', { name: 'Read reviews. Write reviews. Find trusted home.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it('shows a success message from navigation state once, then drops it from history', async () => {
    const { router } = renderInRouter(<SignInPage />, {
      path: '/sign-in',
      state: { successMessage: 'All set.' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('All set.');
    await waitFor(() => expect(router.state.location.state.successMessage).toBeUndefined());
    expect(screen.getByRole('status')).toHaveTextContent('All set.');
  });
});
