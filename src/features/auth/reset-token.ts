/** The single-use reset token between /verify-code (reset flow) and /reset-password: localStorage `resetToken`. */
const RESET_TOKEN_KEY = 'resetToken';

export const resetTokenStore = {
  get: (): string | null => localStorage.getItem(RESET_TOKEN_KEY),
  set: (token: string) => localStorage.setItem(RESET_TOKEN_KEY, token),
  clear: () => localStorage.removeItem(RESET_TOKEN_KEY),
};
