import { CONTACT_MESSAGES } from '../../../shared/contact';
import { contactMessages } from '../../db/schema';
import type { AppRouteHandler } from '../../lib/types';
import { clientIp } from '../../services/rate-limit';
import type { sendContactMessage } from './contact.routes';

export const sendContactMessageHandler: AppRouteHandler<typeof sendContactMessage> = async (c) => {
  const input = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('contactIp', clientIp(c));
  await deps.db.insert(contactMessages).values(input);
  return c.json({ success: true as const, message: CONTACT_MESSAGES.sent }, 200);
};
