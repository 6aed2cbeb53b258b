import { z } from 'zod';
import { AUTH_MESSAGES } from './auth';
import { LIMITS } from './limits';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  tooLong: (field: string) => `${field} must be ${LIMITS.contactFieldMax} characters or less`,
  messageTooLong: 'Message must be 2000 characters or less',
  sent: 'Message sent successfully!',
} as const;

export const CONTACT_MESSAGE_MAX = 2000;

const required = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** The contact form (renter-app.md section 5): every field required; name, email, subject max 40. */
export const contactSchema = z.object({
  name: required(CONTACT_MESSAGES.nameRequired, LIMITS.contactFieldMax, CONTACT_MESSAGES.tooLong('Name')),
  email: required(AUTH_MESSAGES.emailRequired, LIMITS.contactFieldMax, CONTACT_MESSAGES.tooLong('Email')).pipe(
    z.email(AUTH_MESSAGES.emailInvalid),
  ),
  subject: required(CONTACT_MESSAGES.subjectRequired, LIMITS.contactFieldMax, CONTACT_MESSAGES.tooLong('Subject')),
  message: required(CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.input<typeof contactSchema>;

/** Where renters reach the team (contact page, policies). */
export const SUPPORT_EMAIL = 'support@hometruths.sg';
