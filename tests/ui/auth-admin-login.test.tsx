import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthAdminLoginForm } from '@/features/auth/components/auth-admin-login-form';
import { AuthVerifyOtpForm } from '@/features/auth/components/auth-verify-otp-form';
import { dropOtpTicket, keepOtpTicket } from '@/features/auth/otp-ticket';
import { AUTH_MESSAGES, AUTH_TEXT } from '@/shared/auth';
import { renderInRouter } from './harness';

const USER_ID = '00000000-0000-4000-8000-000000000001';

describe('admin login form', () => {
  it('needs email and password, with a show-password toggle', async () => {
    const { user } = renderInRouter(<AuthAdminLoginForm />);
    const submit = await screen.findByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('verify OTP form', () => {
  beforeEach(() => keepOtpTicket(USER_ID, 'signed-ticket-from-the-password-step'));
  afterEach(() => dropOtpTicket());

  it('keeps digits only, at most 6, and enables Verify OTP at 6', async () => {
    const { user } = renderInRouter(<AuthVerifyOtpForm userId={USER_ID} />);
    const otp = await screen.findByLabelText('One-time code');
    const submit = screen.getByRole('button', { name: 'Verify OTP' });
    expect(submit).toBeDisabled();
    await user.type(otp, '12a-3 4');
    expect(otp).toHaveValue('1234');
    expect(submit).toBeDisabled();
    await user.type(otp, '56789');
    expect(otp).toHaveValue('123456');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("says 'OTP is required' when emptied", async () => {
    const { user } = renderInRouter(<AuthVerifyOtpForm userId={USER_ID} />);
    const otp = await screen.findByLabelText('One-time code');
    await user.type(otp, '1');
    await user.clear(otp);
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.otpRequired)).toBeInTheDocument();
  });

  it('asks to sign in again when this tab holds no ticket from the password step', async () => {
    dropOtpTicket();
    const { user } = renderInRouter(<AuthVerifyOtpForm userId={USER_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_TEXT.otpUserMissing);
    await user.type(screen.getByLabelText('One-time code'), '123456');
    expect(screen.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  });
});
