import { createRoute, z } from '@hono/zod-openapi';
import { envelope, jsonResponse } from '../../lib/envelope';

export const ClientConfig = z
  .object({
    appName: z.string(),
    googleSignIn: z.boolean().openapi({ description: 'True when Google sign-in is configured' }),
  })
  .openapi('ClientConfig');

export const getConfig = createRoute({
  method: 'get',
  path: '/meta/config',
  tags: ['Meta'],
  summary: 'Public settings the app needs at start-up',
  responses: { 200: jsonResponse(envelope(ClientConfig), 'Client settings') },
});
