import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VerifyCodePage } from '@/features/auth/components/verify-code-page';
import { AUTH_MESSAGES, AUTH_TEXT } from '@/shared/auth';
import { verificationTicketStore } from '@/features/auth/verification-ticket';
import { json, renderInRouter, stubFetch } from './harness';

describe('verify code page', () => {
  // The tab that signed up keeps the sign-up's ticket (decision 017).
  beforeEach(() => verificationTicketStore.set('ada@example.com', 'ticket-from-sign-up'));
  afterEach(() => sessionStorage.clear());

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

  it('sends the code with the ticket this tab got at sign-up', async () => {
    let sent: unknown;
    stubFetch(async (request) => {
      sent = await request.json();
      return json({ success: false, message: AUTH_TEXT.invalidCode }, 400);
    });
    const { user } = renderInRouter(<VerifyCodePage email="ada@example.com" />);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findAllByText(AUTH_TEXT.invalidCode);
    expect(sent).toEqual({
      email: 'ada@example.com',
      verificationCode: '123456',
      verificationTicket: 'ticket-from-sign-up',
    });
  });

  it('in a tab that did not sign up or sign in, asks to sign in instead of taking a code', async () => {
    sessionStorage.clear();
    renderInRouter(<VerifyCodePage email="ada@example.com" />);
    expect(await screen.findByText(AUTH_TEXT.verificationTicketMissing)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('takes a reset code without a ticket: the reset flow proves the mailbox only', async () => {
    sessionStorage.clear();
    renderInRouter(<VerifyCodePage email="ada@example.com" from="forgot-password" />);
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
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
