import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api';
import { CONTACT_MESSAGES, type ContactInput } from '@/shared/contact';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactInput) =>
      unwrap(api.POST('/api/v1/contact-us/contact-us-email-send', { body }), CONTACT_MESSAGES.failed),
  });
}
