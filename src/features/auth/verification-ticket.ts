/**
 * The verification ticket of the sign-up or unverified sign-in this tab made (decision 017), kept
 * in sessionStorage per email until the code is verified. Not in the URL: /verify-code?email= links
 * may be shared or logged; a tab without the ticket is asked to sign in first.
 */
const key = (email: string) => `verifyTicket:${email.trim().toLowerCase()}`;

export const verificationTicketStore = {
  get: (email: string): string | null => sessionStorage.getItem(key(email)),
  set: (email: string, ticket: string) => sessionStorage.setItem(key(email), ticket),
  clear: (email: string) => sessionStorage.removeItem(key(email)),
};
