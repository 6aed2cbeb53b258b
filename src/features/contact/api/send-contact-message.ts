import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import type { ContactInput } from '@/shared/contact';
import { MESSAGES } from '@/shared/messages';

/** POST /contact-us/contact-us-email-send: mails the message to the team. */
export function sendContactMessage(body: ContactInput) {
  return unwrap(api.POST('/api/v1/contact-us/contact-us-email-send', { body }), MESSAGES.genericError);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
