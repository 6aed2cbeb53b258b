import { createRoute, z } from '@hono/zod-openapi';
import { REVIEW_MESSAGES } from '../../../shared/reviews';
import {
  TENANCY_PROOF_LIMITS,
  TENANCY_PROOF_MESSAGES as M,
  TENANCY_PROOF_TYPES,
  VERIFICATION_DECISIONS,
} from '../../../shared/tenancy-proof';
import { envelope, errorResponses, jsonBody, jsonResponse } from '../../lib/envelope';
import { AdminReviewDto } from '../../services/admin-review-dto';
import { adminGuard, guardResponses, idParam } from './admin-common';

const tags = ['Admin: reviews'];
const ReviewIdParam = idParam(REVIEW_MESSAGES.invalidId);

const binary = { schema: z.string().openapi({ type: 'string', format: 'binary' }) };

export const getTenancyProof = createRoute({
  method: 'get',
  path: '/admin/reviews/{id}/tenancy-proof',
  tags,
  summary: "Download a review's proof of tenancy",
  description: `The file as uploaded (PDF, JPEG or PNG), with \`Cache-Control: no-store\`, \`X-Content-Type-Options: nosniff\` and \`Content-Disposition: attachment\`. Admins only: no token 401, any renter (the author too) 403. 404 '${M.notFound}' when the review has none: never sent, decided (the proof is deleted with the decision) or older than ${TENANCY_PROOF_LIMITS.keepDays} days.`,
  ...adminGuard,
  request: { params: ReviewIdParam },
  responses: {
    200: {
      content: Object.fromEntries(TENANCY_PROOF_TYPES.map((type) => [type, binary])),
      description: 'The proof',
    },
    ...guardResponses,
    404: errorResponses[404],
  },
});

export const VerificationDecisionBody = z
  .object({ decision: z.enum(VERIFICATION_DECISIONS, { error: M.decisionInvalid }) })
  .openapi('VerificationDecision');

export const decideTenancy = createRoute({
  method: 'post',
  path: '/admin/reviews/{id}/verify',
  tags,
  summary: 'Verify or decline a review’s proof of tenancy',
  description: `'verified' gives the review the public 'Verified tenant' badge (anonymous reviews stay anonymous); 'declined' does not. Either way the proof file is deleted, and one moderation log row (REVIEW_VERIFY or REVIEW_VERIFY_DECLINE) is written in the same transaction. 409 '${M.noneWaiting}' when no proof waits (nothing changes, nothing is logged).`,
  ...adminGuard,
  request: { params: ReviewIdParam, body: jsonBody(VerificationDecisionBody) },
  responses: {
    200: jsonResponse(envelope(AdminReviewDto), 'The review with its new verification'),
    ...guardResponses,
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
