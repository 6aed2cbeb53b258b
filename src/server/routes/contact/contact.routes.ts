import { createRoute } from '@hono/zod-openapi';
import { contactSchema } from '../../../shared/contact';
import { MessageEnvelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';

export const sendContactMessage = createRoute({
  method: 'post',
  path: '/contact-us/contact-us-email-send',
  tags: ['Contact'],
  summary: 'Send a message to the HomeTruths team',
  request: { body: jsonBody(contactSchema.openapi('ContactMessage')) },
  responses: {
    200: jsonResponse(MessageEnvelope, 'Message received'),
    400: errorResponses[400],
    413: errorResponses[413],
    415: errorResponses[415],
    429: errorResponses[429],
  },
});
