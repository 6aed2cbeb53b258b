import { z } from '@hono/zod-openapi';
import { and, count, eq } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { ADMIN_REPORT_SORT_KEYS } from '../../shared/admin-lists';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import { REPORT_STATUSES, REVIEW_STATUSES } from '../../shared/enums';
import type { Db, DbOrTx } from '../db/client';
import { properties, reviewReports, reviews, users } from '../db/schema';
import { type Pagination, pagination } from '../lib/envelope';
import { conflict, notFound } from '../lib/errors';
import type { AdminListOptions } from './admin-users';
import { containsAny, orderWithTieBreaker } from './admin-list-query';
import { deleteReviewIn } from './admin-reviews';
import { removeImages } from './images';
import type { Storage } from './storage';

const Person = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const AdminReportDto = z
  .object({
    id: z.string(),
    reason: z.string(),
    details: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    user: Person.openapi({ description: 'The renter who filed the report' }),
    review: z.object({
      id: z.string(),
      title: z.string(),
      body: z.string(),
      status: z.enum(REVIEW_STATUSES),
      isAnonymous: z.boolean(),
      property: z.object({ id: z.string(), slug: z.string(), apartmentName: z.string() }),
      user: Person.openapi({ description: 'The review author' }),
    }),
  })
  .openapi('AdminReport');
export type AdminReportDto = z.infer<typeof AdminReportDto>;

const reporter = alias(users, 'reporter');
const author = alias(users, 'author');

const SORT_COLUMNS: Record<(typeof ADMIN_REPORT_SORT_KEYS)[number], AnyPgColumn> = {
  createdAt: reviewReports.createdAt,
  reason: reviewReports.reason,
  status: reviewReports.status,
};

function reportsQuery(db: DbOrTx) {
  return db
    .select({
      id: reviewReports.id,
      reason: reviewReports.reason,
      details: reviewReports.details,
      status: reviewReports.status,
      createdAt: reviewReports.createdAt,
      resolvedAt: reviewReports.resolvedAt,
      user: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
      review: {
        id: reviews.id,
        title: reviews.title,
        body: reviews.body,
        status: reviews.status,
        isAnonymous: reviews.isAnonymous,
      },
      property: { id: properties.id, slug: properties.slug, apartmentName: properties.apartmentName },
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName, email: author.email },
    })
    .from(reviewReports)
    .innerJoin(reporter, eq(reporter.id, reviewReports.userId))
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(author, eq(author.id, reviews.userId))
    .innerJoin(properties, eq(properties.id, reviews.propertyId));
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['execute']>>[number];

function toAdminReportDto(r: ReportRow): AdminReportDto {
  return {
    id: r.id,
    reason: r.reason,
    details: r.details,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    user: r.user,
    review: { ...r.review, property: r.property, user: r.author },
  };
}

/** Every report (open ones and resolved ones), searched by reason, review title or reporter name. */
export async function listReports(
  db: DbOrTx,
  q: AdminListOptions<(typeof ADMIN_REPORT_SORT_KEYS)[number]>,
): Promise<{ reports: AdminReportDto[]; pagination: z.infer<typeof Pagination> }> {
  const where = containsAny(q.search, [
    reviewReports.reason,
    reviews.title,
    reporter.firstName,
    reporter.lastName,
    reporter.email,
  ]);
  const [rows, [total]] = await Promise.all([
    reportsQuery(db)
      .where(where)
      .orderBy(...orderWithTieBreaker(SORT_COLUMNS[q.sortBy], reviewReports.id, q.sortOrder))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(reviewReports)
      .innerJoin(reporter, eq(reporter.id, reviewReports.userId))
      .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
      .where(where),
  ]);
  return { reports: rows.map(toAdminReportDto), pagination: pagination(q.page, q.pageSize, total?.n ?? 0) };
}

/**
 * Resolves an open report. 'dismiss' keeps the review; 'delete' removes the review with its images
 * and refreshes the property's aggregates in the same transaction. The review's reports go with it
 * (the foreign key cascades), so the answer is the report as it was resolved.
 */
export async function resolveReport(
  db: Db,
  storage: Storage,
  adminId: string,
  id: string,
  action: 'dismiss' | 'delete',
): Promise<AdminReportDto> {
  const { report, files } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: reviewReports.status, reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(eq(reviewReports.id, id))
      .for('update');
    if (!locked) throw notFound(ADMIN_MESSAGES.reportNotFound);
    if (locked.status !== 'PENDING') throw conflict(ADMIN_MESSAGES.reportAlreadyResolved);
    const status = action === 'dismiss' ? 'RESOLVED_DISMISSED' : 'RESOLVED_REVIEW_DELETED';
    await tx
      .update(reviewReports)
      .set({ status, resolvedBy: adminId, resolvedAt: new Date() })
      .where(eq(reviewReports.id, id));
    const [row] = await reportsQuery(tx).where(and(eq(reviewReports.id, id)));
    const dto = toAdminReportDto(row!);
    return { report: dto, files: action === 'delete' ? await deleteReviewIn(tx, locked.reviewId) : [] };
  });
  await removeImages(storage, files);
  return report;
}
