import { createRoute, z } from '@hono/zod-openapi';
import {
  adminReportListQuery,
  adminReviewListQuery,
  processReviewBodySchema,
  resolveReportBodySchema,
  reviewStatusBodySchema,
} from '../../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../../shared/admin-text';
import { REVIEW_MESSAGES } from '../../../shared/reviews';
import { MessageEnvelope, envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { AdminReportDto } from '../../services/admin-reports';
import { AdminReviewDto } from '../../services/admin-review-dto';
import { AdminPagination } from '../../services/admin-list-query';
import { LIST_NOTE, adminGuard, guardResponses, idParam } from './admin-common';

const tags = ['Admin: reviews'];
const ReviewIdParam = idParam(REVIEW_MESSAGES.invalidId);
const AdminReviewList = z
  .object({ reviews: z.array(AdminReviewDto), pagination: AdminPagination })
  .openapi('AdminReviewList');

const changeResponses = { ...guardResponses, 404: errorResponses[404], 409: errorResponses[409] } as const;

export const listReviews = createRoute({
  method: 'get',
  path: '/admin/admin-get-all-reviews',
  tags,
  summary: 'Every review, any status',
  description: `Searched by title, property name or author name. ${LIST_NOTE}`,
  ...adminGuard,
  request: { query: adminReviewListQuery },
  responses: { 200: jsonResponse(envelope(AdminReviewList), 'A page of reviews'), ...guardResponses },
});

export const listAnonymousReviews = createRoute({
  method: 'get',
  path: '/admin/admin-get-all-anonymous-reviews',
  tags,
  summary: 'Anonymous reviews, any status',
  description: `Searched by title, property name or author name. ${LIST_NOTE}`,
  ...adminGuard,
  request: { query: adminReviewListQuery },
  responses: { 200: jsonResponse(envelope(AdminReviewList), 'A page of anonymous reviews'), ...guardResponses },
});

export const updateReviewStatus = createRoute({
  method: 'put',
  path: '/admin/admin-update-reviews/{id}/status',
  tags,
  summary: 'Approve, reject (or return to pending) a review',
  description:
    "The property's rating aggregates change in the same transaction; the author is mailed on approve and reject. A review already in that status is a 409.",
  ...adminGuard,
  request: { params: ReviewIdParam, body: jsonBody(reviewStatusBodySchema) },
  responses: { 200: jsonResponse(envelope(AdminReviewDto), 'The updated review'), ...changeResponses },
});

export const deleteReview = createRoute({
  method: 'delete',
  path: '/admin/delete-review/{id}',
  tags,
  summary: 'Delete a review with its images',
  ...adminGuard,
  request: { params: ReviewIdParam },
  responses: { 200: jsonResponse(MessageEnvelope, 'Deleted'), ...guardResponses, 404: errorResponses[404] },
});

export const processAnonymousReview = createRoute({
  method: 'put',
  path: '/admin/reviews/anonymous/{id}/process',
  tags,
  summary: 'Approve or reject an anonymous review',
  description: 'Like the status route, for anonymous reviews only (404 for a named one).',
  ...adminGuard,
  request: { params: ReviewIdParam, body: jsonBody(processReviewBodySchema) },
  responses: { 200: jsonResponse(envelope(AdminReviewDto), 'The processed review'), ...changeResponses },
});

export const listReports = createRoute({
  method: 'get',
  path: '/admin/reviews/reported',
  tags,
  summary: 'Reports filed against reviews',
  description: `Searched by reason, review title or reporter. ${LIST_NOTE}`,
  ...adminGuard,
  request: { query: adminReportListQuery },
  responses: {
    200: jsonResponse(
      envelope(z.object({ reports: z.array(AdminReportDto), pagination: AdminPagination }).openapi('AdminReportList')),
      'A page of reports',
    ),
    ...guardResponses,
  },
});

export const resolveReport = createRoute({
  method: 'put',
  path: '/admin/reviews/reported/{id}/resolve',
  tags,
  summary: 'Resolve a report: dismiss it, or delete the review',
  description:
    "'delete' removes the review, its images and its reports, and updates the property's aggregates in the same transaction. A resolved report is a 409.",
  ...adminGuard,
  request: { params: idParam(ADMIN_MESSAGES.invalidReportId), body: jsonBody(resolveReportBodySchema) },
  responses: { 200: jsonResponse(envelope(AdminReportDto), 'The resolved report'), ...changeResponses },
});
