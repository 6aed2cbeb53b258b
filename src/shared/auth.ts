import { z } from 'zod';
import { LIMITS } from './limits';

const AUTH_TEXT_GOOGLE_FAILED = 'Google sign-in failed. Please try again.';
const AUTH_TEXT_TICKET_MISSING = 'To verify your email, sign in with your email and password on this device first.';

/** Account schemas and messages (renter-app.md section 5), used by the forms and the server alike. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  emailAddressRequired: 'Email address is required',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be 55 characters or less',
  passwordTooLong: 'Password too long',
  firstNameRequired: 'First name is required',
  firstNameShort: 'First name too short',
  firstNameLong: 'First name too long',
  lastNameRequired: 'Last name is required',
  lastNameShort: 'Last name too short',
  lastNameLong: 'Last name too long',
  emailTooLong: 'Email must be 35 characters or less',
  codeRequired: 'Verification code is required.',
  codeLength: 'Code must be 6 digits long.',
  currentPasswordRequired: 'Please enter your current password.',
  newPasswordMin: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  otpRequired: 'OTP is required',
  otpLength: 'OTP must be exactly 6 digits',
  /** A mistyped gmail.com; `{host}` is the domain typed. */
  mistypedGmail: (host: string) => `${host} is not a valid email domain. Did you mean gmail.com?`,
} as const;

/** Trimmed, lower-cased email with the spec's messages and the gmail.co typo check. */
export const emailField = (max: number = LIMITS.emailMax, requiredMessage: string = AUTH_MESSAGES.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, max === LIMITS.signUpEmailMax ? AUTH_MESSAGES.emailTooLong : `Email must be ${max} characters or less`)
    .pipe(z.email(AUTH_MESSAGES.emailInvalid))
    .transform((v) => v.toLowerCase())
    .superRefine((value, ctx) => {
      const host = value.split('@')[1] ?? '';
      if (host.endsWith('gmail.co')) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.mistypedGmail(host) });
    });

export const passwordField = (maxMessage: string = AUTH_MESSAGES.passwordMax) =>
  z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(LIMITS.passwordMin, AUTH_MESSAGES.passwordMin)
    .max(LIMITS.passwordMax, maxMessage);

const nameField = (required: string, short: string, long: string) =>
  z.string({ error: required }).trim().min(1, required).min(LIMITS.nameMin, short).max(LIMITS.nameMax, long);

export const loginSchema = z.object({ email: emailField(), password: passwordField() });

export const registerSchema = z.object({
  firstName: nameField(AUTH_MESSAGES.firstNameRequired, AUTH_MESSAGES.firstNameShort, AUTH_MESSAGES.firstNameLong),
  lastName: nameField(AUTH_MESSAGES.lastNameRequired, AUTH_MESSAGES.lastNameShort, AUTH_MESSAGES.lastNameLong),
  email: emailField(LIMITS.signUpEmailMax),
  password: passwordField(AUTH_MESSAGES.passwordTooLong),
});

/** POST /users/auth/google/exchange: the one-time code from /auth-success?code=. */
export const googleExchangeSchema = z.object({
  code: z
    .string({ error: AUTH_TEXT_GOOGLE_FAILED })
    .trim()
    .min(1, AUTH_TEXT_GOOGLE_FAILED)
    .max(128, AUTH_TEXT_GOOGLE_FAILED),
});

export const codeField = z
  .string({ error: AUTH_MESSAGES.codeRequired })
  .trim()
  .min(1, AUTH_MESSAGES.codeRequired)
  .regex(/^\d{6}$/, AUTH_MESSAGES.codeLength);

/** The code form's fields; the request adds the ticket the sign-up or sign-in handed out. */
export const verifyCodeFormSchema = z.object({ email: emailField(), verificationCode: codeField });
export const verifyCodeSchema = verifyCodeFormSchema.extend({
  verificationTicket: z
    .string({ error: AUTH_TEXT_TICKET_MISSING })
    .min(1, AUTH_TEXT_TICKET_MISSING)
    .max(2048, AUTH_TEXT_TICKET_MISSING),
});
export const verifyResetCodeSchema = z.object({ email: emailField(), code: codeField });
export const emailOnlySchema = z.object({ email: emailField(LIMITS.emailMax, AUTH_MESSAGES.emailAddressRequired) });

const newPasswordField = z
  .string({ error: AUTH_MESSAGES.newPasswordMin })
  .min(LIMITS.passwordMin, AUTH_MESSAGES.newPasswordMin)
  .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax);

/** The reset form (logged out): new + confirm. The server receives newPassword + resetToken. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export const resetPasswordSchema = z.object({
  newPassword: newPasswordField,
  // Lazy messages: AUTH_TEXT is declared below.
  resetToken: z.string({ error: () => AUTH_TEXT.resetExpired }).min(1, { error: () => AUTH_TEXT.resetExpired }),
});

/** The change form (logged in): current + new + confirm. The server receives the first two. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    newPassword: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDoNotMatch,
  });
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: AUTH_MESSAGES.currentPasswordRequired })
    .min(1, AUTH_MESSAGES.currentPasswordRequired),
  newPassword: newPasswordField,
});

export const adminLoginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(LIMITS.passwordMax, AUTH_MESSAGES.passwordMax),
});
export const verifyOtpSchema = z.object({
  userId: z.string().uuid('Invalid user.'),
  /** The signed ticket /admin/login gave with the userId. */
  ticket: z.string({ error: 'Invalid user.' }).min(1, 'Invalid user.').max(2048, 'Invalid user.'),
  otp: z
    .string({ error: AUTH_MESSAGES.otpRequired })
    .min(1, AUTH_MESSAGES.otpRequired)
    .regex(/^\d{6}$/, AUTH_MESSAGES.otpLength),
});

/** Auth success/info messages shown by the app. */
export const AUTH_TEXT = {
  verified: 'Account verified successfully!',
  codeVerifiedForReset: 'Code verified! You can now reset your password.',
  resetDone: 'Password reset successfully! You are now logged in.',
  passwordChanged: 'Password changed successfully!',
  newCodeSent: 'A new code has been sent to your email.',
  otpSent: 'OTP sent successfully!',
  signUpFailed: 'Failed to sign up.',
  verificationFailed: 'Verification failed.',
  resendFailed: 'Failed to resend code.',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  otpFailed: 'OTP verification failed.',
  invalidOtp: 'Invalid OTP. Please try again.',
  adminUnexpected: 'Unexpected error, please try again.',
  authenticating: 'Authenticating, please wait...',
  emailMissing: 'Email is missing. Redirecting...',
  registered: 'Registration successful. Please check your email for the verification code.',
  /** One answer for a wrong, expired, used-up or unknown code: nothing about the account leaks. */
  invalidCode: 'Invalid or expired code.',
  /**
   * The code is right but the sign-up it belongs to was replaced, or this browser did not start it
   * (decision 017): the account stays unverified.
   */
  verificationTicketStale:
    'This account was signed up again with another password. Sign in with the password you chose, or reset it, to get a new code.',
  /** /verify-code opened in a tab that did not sign up or sign in (no ticket for this email). */
  verificationTicketMissing: AUTH_TEXT_TICKET_MISSING,
  useAdminLogin: 'Please sign in through the admin login.',
  /** Forgot-password answer, the same whether or not the email belongs to an account. */
  resetCodeSent: 'If an account exists for this email, a reset code has been sent to it.',
  resetExpired: 'Your reset session has expired. Please request a new code.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  noPasswordToChange: 'This account signs in with Google and has no password to change.',
  passwordUpdated: 'Password updated successfully!',
  sessionValid: 'Session is valid.',
  signedOutEverywhere: 'You have been signed out on all devices.',
  googleDisabled: 'Google sign-in is not enabled.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** App-only texts for cases the spec leaves unworded. */
  googleFailed: AUTH_TEXT_GOOGLE_FAILED,
  signedOut: 'You have been signed out.',
  resetLinkMissing: 'Your reset session has expired or was already used. Request a new code to set a new password.',
  otpUserMissing: 'Your admin sign-in has expired. Please sign in again.',
  codeNotSent: 'The code could not be sent. Please try again.',
} as const;
