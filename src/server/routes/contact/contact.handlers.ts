import { CONTACT_MESSAGES } from '../../../shared/contact';
import { contactMessages } from '../../db/schema';
import { ok } from '../../lib/envelope';
import type { AppRouteHandler } from '../../lib/types';
import { clientIp } from '../../lib/client-ip';
import type { sendContactMessage } from './contact.routes';

export const sendContactMessageHandler: AppRouteHandler<typeof sendContactMessage> = async (c) => {
  const input = c.req.valid('json');
  const deps = c.get('deps');
  await deps.rateLimits.consume('contactIp', clientIp(c));
  await deps.db.insert(contactMessages).values(input);
  return c.json(ok(CONTACT_MESSAGES.sent), 200);
};
