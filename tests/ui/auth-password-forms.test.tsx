import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminChangePasswordForm } from '@/features/admin/components/admin-change-password-form';
import { AuthChangePasswordForm } from '@/features/auth/components/auth-change-password-form';
import { AuthForgotPasswordForm } from '@/features/auth/components/auth-forgot-password-form';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { sessionStore } from '@/lib/session';
import { AUTH_MESSAGES, AUTH_TEXT } from '@/shared/auth';
import { json, renderInRouter, stubFetch } from './harness';

afterEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

describe('forgot password form', () => {
  it('asks for a valid email before Send Reset Code enables', async () => {
    const { user } = renderInRouter(<AuthForgotPasswordForm />);
    const submit = await screen.findByRole('button', { name: 'Send Reset Code' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.emailAddressRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

describe('reset password page', () => {
  it('logged out with a reset token: Set New Password, new + confirm that must match', async () => {
    localStorage.setItem('resetToken', 'a-reset-token');
    const { user } = renderInRouter(<ResetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/forgot-password');

    const submit = screen.getByRole('button', { name: 'Set New Password' });
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.newPasswordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'defg');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefg');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('logged out without a reset token: explains and links to /forgot-password', async () => {
    renderInRouter(<ResetPasswordPage />);
    expect(await screen.findByText(AUTH_TEXT.resetLinkMissing)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('logged in: Change Your Password with current, new and confirm', async () => {
    sessionStore.set({
      token: 't',
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Tan',
        role: 'USER',
        isVerified: true,
        isSocialLogin: false,
      },
    });
    renderInRouter(<ResetPasswordPage />);
    expect(await screen.findByRole('heading', { name: 'Change Your Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
  });
});

describe('change password forms', () => {
  it('renter form: the current password is required', async () => {
    const { user } = renderInRouter(<AuthChangePasswordForm onDone={() => undefined} />);
    await user.click(await screen.findByLabelText('Current password'));
    await user.tab();
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
  });

  it('admin form: three password fields with their own toggles and Update Password', async () => {
    const { user } = renderInRouter(<AdminChangePasswordForm />);
    const submit = await screen.findByRole('button', { name: 'Update Password' });
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[1]!);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('type', 'password');
  });

  it('admin form: success ends the session and lands on /admin-login with the success message', async () => {
    sessionStore.set({
      token: 'admin-token',
      user: {
        id: '00000000-0000-4000-8000-000000000009',
        email: 'admin@example.com',
        firstName: 'Site',
        lastName: 'Admin',
        role: 'ADMIN',
        isVerified: true,
        isSocialLogin: false,
      },
    });
    const seen = stubFetch(() => json({ success: true, message: AUTH_TEXT.passwordUpdated }));
    const { user, router } = renderInRouter(<AdminChangePasswordForm />, { path: '/admin/change-password' });
    await user.type(await screen.findByLabelText('Current password'), 'old-pass');
    await user.type(screen.getByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(AUTH_TEXT.passwordUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(sessionStore.get()).toBeNull();
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/admin/change-password');
    expect(await seen[0]!.json()).toEqual({ currentPassword: 'old-pass', newPassword: 'new-pass-1' });
  });
});
