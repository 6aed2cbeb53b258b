import { createRouter } from '../../lib/create-app';
import { sendContactMessageHandler } from './contact.handlers';
import { sendContactMessage } from './contact.routes';

export const contactRouter = createRouter().openapi(sendContactMessage, sendContactMessageHandler);
