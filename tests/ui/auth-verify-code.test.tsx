import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyCodePage } from '@/features/auth/components/verify-code-page';
import { AUTH_MESSAGES, AUTH_TEXT } from '@/shared/auth';
import { renderInRouter } from './harness';

describe('verify code page', () => {
  it('shows Verify only once 6 characters are typed, and Resend always', async () => {
    const { user } = renderInRouter(<VerifyCodePage email="ada@example.com" />);
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.type(code, '12345');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await user.type(code, '6');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });

  it('says what is wrong with a code that is not 6 digits', async () => {
    const { user } = renderInRouter(<VerifyCodePage email="ada@example.com" />);
    await user.type(await screen.findByLabelText('Verification code'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(AUTH_MESSAGES.codeLength)).toBeInTheDocument();
  });

  it('without an email says so and goes to /sign-in (or /forgot-password in the reset flow)', async () => {
    const normal = renderInRouter(<VerifyCodePage />);
    expect(await screen.findByText(AUTH_TEXT.emailMissing)).toBeInTheDocument();
    await waitFor(() => expect(normal.router.state.location.pathname).toBe('/sign-in'), { timeout: 3000 });
    normal.unmount();

    const reset = renderInRouter(<VerifyCodePage from="forgot-password" />);
    expect(await screen.findByText(AUTH_TEXT.emailMissing)).toBeInTheDocument();
    await waitFor(() => expect(reset.router.state.location.pathname).toBe('/forgot-password'), { timeout: 3000 });
  });
});
