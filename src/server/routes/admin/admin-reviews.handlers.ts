import type { Context } from 'hono';
import { requestedPageSize } from '../../../shared/admin-lists';
import { ADMIN_MESSAGES, reviewStatusUpdated } from '../../../shared/admin-text';
import type { ReviewStatus } from '../../../shared/enums';
import type { RejectionValues } from '../../../shared/moderation';
import { ok } from '../../lib/envelope';
import type { AppEnv, AppRouteHandler } from '../../lib/types';
import { listReports, resolveReport } from '../../services/admin-reports';
import type { AdminReviewDto } from '../../services/admin-review-dto';
import { deleteReview, listReviews, setReviewStatus } from '../../services/admin-reviews';
import { notifyReviewDecision } from '../../services/review-decision-mail';
import type * as routes from './admin-reviews.routes';

export const listReviewsHandler: AppRouteHandler<typeof routes.listReviews> = async (c) => {
  const q = c.req.valid('query');
  const data = await listReviews(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) }, { anonymousOnly: false });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const listAnonymousReviewsHandler: AppRouteHandler<typeof routes.listAnonymousReviews> = async (c) => {
  const q = c.req.valid('query');
  const data = await listReviews(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) }, { anonymousOnly: true });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

/** Changes the status, then (after the commit) tells the author about an approval or rejection. */
async function moderate(
  c: Context<AppEnv>,
  id: string,
  status: ReviewStatus,
  opts: { anonymousOnly?: boolean; rejection?: RejectionValues } = {},
): Promise<AdminReviewDto> {
  const deps = c.get('deps');
  const review = await setReviewStatus(deps.db, c.get('user')!, id, status, opts);
  if (status !== 'PENDING') {
    await notifyReviewDecision(deps, {
      to: review.user.email,
      firstName: review.user.firstName,
      reviewTitle: review.title,
      propertyName: review.property.apartmentName,
      propertySlug: review.property.slug,
      approved: status === 'APPROVED',
      rejectionReason: review.rejectionReason,
      rejectionNote: review.rejectionNote,
    });
  }
  return review;
}

export const updateReviewStatusHandler: AppRouteHandler<typeof routes.updateReviewStatus> = async (c) => {
  const { status, reason, note } = c.req.valid('json');
  const data = await moderate(c, c.req.valid('param').id, status, { rejection: reason && { reason, note } });
  return c.json(ok(reviewStatusUpdated(status), data), 200);
};

export const processAnonymousReviewHandler: AppRouteHandler<typeof routes.processAnonymousReview> = async (c) => {
  const { action, reason, note } = c.req.valid('json');
  const status = action === 'approve' ? 'APPROVED' : 'REJECTED';
  const data = await moderate(c, c.req.valid('param').id, status, {
    anonymousOnly: true,
    rejection: reason && { reason, note },
  });
  return c.json(ok(reviewStatusUpdated(status), data), 200);
};

export const deleteReviewHandler: AppRouteHandler<typeof routes.deleteReview> = async (c) => {
  const { db, storage } = c.get('deps');
  await deleteReview(db, storage, c.get('user')!, c.req.valid('param').id);
  return c.json(ok(ADMIN_MESSAGES.reviewDeleted), 200);
};

export const listReportsHandler: AppRouteHandler<typeof routes.listReports> = async (c) => {
  const q = c.req.valid('query');
  const data = await listReports(c.get('deps').db, { ...q, pageSize: requestedPageSize(q) });
  return c.json(ok(ADMIN_MESSAGES.listFetched, data), 200);
};

export const resolveReportHandler: AppRouteHandler<typeof routes.resolveReport> = async (c) => {
  const { db, storage } = c.get('deps');
  const { action } = c.req.valid('json');
  const data = await resolveReport(db, storage, c.get('user')!, c.req.valid('param').id, action);
  return c.json(ok(ADMIN_MESSAGES.reportResolved, data), 200);
};
