import { createRoute } from '@hono/zod-openapi';
import { envelope, jsonResponse } from '../../lib/envelope';
import { AdminOverviewCountsDto } from '../../services/admin-counts';
import { adminGuard, guardResponses } from './admin-common';

export const getOverviewCounts = createRoute({
  method: 'get',
  path: '/admin/overview-counts',
  tags: ['Admin: reviews'],
  summary: 'How many reviews wait for moderation and how many reports are open',
  description: 'The numbers beside the back-office sidebar entries; cheap enough to poll.',
  ...adminGuard,
  responses: { 200: jsonResponse(envelope(AdminOverviewCountsDto), 'The counts'), ...guardResponses },
});
