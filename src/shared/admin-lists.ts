import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-text';
import { LIMITS } from './limits';
import {
  ADMIN_PROPERTY_SORT_KEYS,
  ADMIN_REPORT_SORT_KEYS,
  ADMIN_REVIEW_SORT_KEYS,
  ADMIN_USER_SORT_KEYS,
  MODERATION_LOG_SORT_KEYS,
  SORT_ORDERS,
} from './admin-tables';
import { LIST_QUERY_MESSAGES, pageField, searchTextField } from './list-query';
import { MODERATION_ACTIONS, MODERATION_MESSAGES } from './moderation';
import { rejectionNoteField, rejectionReasonField } from './rejection';

const adminPropertySortBy = z.enum(ADMIN_PROPERTY_SORT_KEYS, { error: ADMIN_MESSAGES.sortByInvalid });
const adminUserSortBy = z.enum(ADMIN_USER_SORT_KEYS, { error: ADMIN_MESSAGES.sortByInvalid });
const adminReviewSortBy = z.enum(ADMIN_REVIEW_SORT_KEYS, { error: ADMIN_MESSAGES.sortByInvalid });
const adminReportSortBy = z.enum(ADMIN_REPORT_SORT_KEYS, { error: ADMIN_MESSAGES.sortByInvalid });
const moderationLogSortBy = z.enum(MODERATION_LOG_SORT_KEYS, { error: ADMIN_MESSAGES.sortByInvalid });

const sortOrderField = z.enum(SORT_ORDERS, { error: ADMIN_MESSAGES.sortOrderInvalid }).default('desc');

/** `pageSize` and its alias `limit` (the spec uses both): 1..LIMITS.maxPageSize, a 400 beyond. */
const sizeField = z.coerce
  .number({ error: LIST_QUERY_MESSAGES.pageSizeInvalid })
  .int(LIST_QUERY_MESSAGES.pageSizeInvalid)
  .min(1, LIST_QUERY_MESSAGES.pageSizeMin)
  .max(LIMITS.maxPageSize, LIST_QUERY_MESSAGES.pageSizeMax)
  .optional();

/** The server's query schema of one admin list: page, pageSize or limit, search, sortBy, sortOrder. */
export function adminListQuerySchema<T extends Readonly<Record<string, string>>>(sortBy: z.ZodEnum<T>) {
  return z.object({
    page: pageField,
    pageSize: sizeField,
    limit: sizeField,
    search: searchTextField.optional(),
    // Each key list starts with createdAt, the default sort.
    sortBy: sortBy.default(sortBy.options[0]!),
    sortOrder: sortOrderField,
  });
}

export const adminPropertyListQuery = adminListQuerySchema(adminPropertySortBy);
export const adminUserListQuery = adminListQuerySchema(adminUserSortBy);
export const adminReviewListQuery = adminListQuerySchema(adminReviewSortBy);
export const adminReportListQuery = adminListQuerySchema(adminReportSortBy);

const isoDate = z.iso.date(MODERATION_MESSAGES.dateInvalid);
const moderationActionField = z.enum(MODERATION_ACTIONS, { error: ADMIN_MESSAGES.actionFilterInvalid });

/** GET /admin/moderation-log: the admin list query plus filters by admin, action and a date range (inclusive days, UTC). */
export const moderationLogListQuery = adminListQuerySchema(moderationLogSortBy).extend({
  adminId: z.uuid(MODERATION_MESSAGES.adminFilterInvalid).optional(),
  action: moderationActionField.optional(),
  // from after to is a 400 too (checked by the handler: a refine here would hide the object from OpenAPI).
  from: isoDate.optional(),
  to: isoDate.optional(),
});

/** The page size a list request asked for: pageSize, else limit, else the admin default. */
export const requestedPageSize = (q: { pageSize?: number; limit?: number }) =>
  q.pageSize ?? q.limit ?? LIMITS.adminPageSize;

/** PUT /admin/admin-update-reviews/{id}/status */
export const reviewStatusBodySchema = z
  .object({
    status: z.enum(['PENDING', 'APPROVED', 'REJECTED'], { error: 'Status must be PENDING, APPROVED or REJECTED.' }),
    reason: rejectionReasonField.optional(),
    note: rejectionNoteField.optional(),
  })
  .superRefine((v, ctx) => checkRejection(v.status === 'REJECTED', v, ctx));
/** PUT /admin/reviews/anonymous/{id}/process */
export const processReviewBodySchema = z
  .object({
    action: z.enum(['approve', 'reject'], { error: "Action must be 'approve' or 'reject'." }),
    reason: rejectionReasonField.optional(),
    note: rejectionNoteField.optional(),
  })
  .superRefine((v, ctx) => checkRejection(v.action === 'reject', v, ctx));

/** A reject needs a reason (and a note for OTHER); any other decision takes neither. */
function checkRejection(rejecting: boolean, v: { reason?: string; note?: string }, ctx: z.RefinementCtx) {
  if (rejecting && !v.reason) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.reasonRequired });
  } else if (!rejecting && (v.reason || v.note)) {
    ctx.addIssue({ code: 'custom', path: ['reason'], message: MODERATION_MESSAGES.reasonOnlyForReject });
  } else if (v.reason === 'OTHER' && !v.note) {
    ctx.addIssue({ code: 'custom', path: ['note'], message: MODERATION_MESSAGES.noteRequired });
  }
}
/** PUT /admin/reviews/reported/{id}/resolve */
export const resolveReportBodySchema = z.object({
  action: z.enum(['dismiss', 'delete'], { error: "Action must be 'dismiss' or 'delete'." }),
});
