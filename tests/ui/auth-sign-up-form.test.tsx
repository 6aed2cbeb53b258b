import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthSignUpForm } from '@/features/auth/components/auth-sign-up-form';
import { AUTH_MESSAGES } from '@/shared/auth';
import { renderInRouter } from './harness';

describe('sign-up form', () => {
  it('has the spec input limits (names 30, email 35, password 55)', async () => {
    renderInRouter(<AuthSignUpForm />);
    expect(await screen.findByLabelText('First name')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '35');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxlength', '55');
  });

  it('validates every field with the shared messages and enables Sign Up only when valid', async () => {
    const { user } = renderInRouter(<AuthSignUpForm />);
    const submit = await screen.findByRole('button', { name: 'Sign Up' });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('First name'), 'A');
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.firstNameShort)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Last name'));
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.lastNameRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'da');
    await user.type(screen.getByLabelText('Last name'), 'Tan');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(AUTH_MESSAGES.firstNameShort)).not.toBeInTheDocument();
  });

  it('has a show/hide toggle on the password', async () => {
    const { user } = renderInRouter(<AuthSignUpForm />);
    const password = await screen.findByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
