import { z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { ADMIN_REPORT_SORT_KEYS, SortOrder } from '../../shared/admin-tables';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import { REPORT_STATUSES, REVIEW_STATUSES } from '../../shared/enums';
import type { Db, DbOrTx } from '../db/client';
import { fixedLimit, unseenByPlanner, unseenCount } from '../db/generic-plan-sql';
import { PLANNED_FOR_EACH_EXECUTION, preparedVariants } from '../db/prepared';
import { adminReportWords, properties, reviewReports, reviews, users } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import type { AdminListOptions } from './admin-users';
import {
  type AdminPagination,
  SEARCHED,
  type SearchedMode,
  searchedPlan,
  adminPage,
  searchedPageFilter,
  orderWithTieBreaker,
  searchPattern,
  type ListHead,
} from './admin-list-query';
import { cappedMatches } from './admin-search-sources';
import { emailFloor } from './admin-email-floor';
import { sampledFirst } from './admin-sampled-exists';
import { standsForGram } from './admin-column-grams';
import { SORTED_BY_MAX_VALUES } from './admin-value-firsts';
import { unsearchedStatements } from './admin-unsearched-statements';
import { deleteReviewIn } from './admin-reviews';
import { type OtherListWay, otherListReach, otherWaysShare } from './admin-other-lists';
import {
  type ReportOtherWays,
  type ReportWaysKey,
  reportIds,
  reportWaysKey,
  reportWaysOf,
  reportSearch,
  reportTitlesHolding,
  sortedSearchPage,
} from './admin-report-search';
import { type StatusGrams, firstStatusHolding, headFrom } from './admin-status-head';
import { firstReasonHolding } from './admin-report-reason-head';
import { type ModerationActor, recordModeration } from './moderation-log';
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
    reviewTitle: z.string().openapi({ description: "The review's title, or the title it had when it was deleted" }),
    review: z
      .object({
        id: z.string(),
        title: z.string(),
        body: z.string(),
        status: z.enum(REVIEW_STATUSES),
        isAnonymous: z.boolean(),
        property: z.object({ id: z.string(), slug: z.string(), apartmentName: z.string() }),
        user: Person.openapi({ description: 'The review author' }),
      })
      .nullable()
      .openapi({ description: 'The reported review; null once it has been deleted (the report stays as history)' }),
  })
  .openapi('AdminReport');
export type AdminReportDto = z.infer<typeof AdminReportDto>;

const reporter = alias(users, 'reporter');
const author = alias(users, 'author');

type SortKey = (typeof ADMIN_REPORT_SORT_KEYS)[number];

const SORT_COLUMNS: Record<SortKey, AnyPgColumn> = {
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
      reviewTitle: reviewReports.reviewTitle,
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
    .leftJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .leftJoin(author, eq(author.id, reviews.userId))
    .leftJoin(properties, eq(properties.id, reviews.propertyId));
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
    reviewTitle: r.review?.title ?? r.reviewTitle ?? '',
    // Author and property are NOT NULL on a review, so they are present whenever the review is.
    review: r.review && r.property && r.author ? { ...r.review, property: r.property, user: r.author } : null,
  };
}

/**
 * A searched page's statement, built once per database handle, sort key, direction and way of reading
 * (decision 035): among the head of the order (`head`, `headDeep` past page 1, ids first) or every
 * match sorted (sortedSearchPage). Sent as the unnamed statement: planned for its values every time.
 */
const searchedPages = preparedVariants((db, shape: `${SortKey}_${SortOrder}_${SearchedMode}_${ReportWaysKey}`) => {
  const [sortBy, sortOrder, mode, waysKey] = shape.split('_') as [SortKey, SortOrder, SearchedMode, ReportWaysKey];
  const ways = reportWaysOf(waysKey);
  const sortColumn = SORT_COLUMNS[sortBy];
  const order = orderWithTieBreaker(sortColumn, reviewReports.id, sortOrder, mode === 'sorted');
  const head: ListHead = {
    table: reviewReports,
    id: reviewReports.id,
    column: sortColumn,
    order: sortOrder,
    // Sorted by status or reason, the head starts at the first status or reason holding a match (SEARCHED.from).
    where: sortBy === 'status' || sortBy === 'reason' ? headFrom(sortColumn, sortOrder) : undefined,
  };
  const page = searchedPageFilter(db, head, mode, order, reportSearch(db, SEARCHED.pattern, ways).any, () =>
    sortedSearchPage(db, { by: sortBy, column: sortColumn, order: sortOrder, orderBy: order }, ways),
  );
  return reportsQuery(db)
    .where(page.where)
    .orderBy(...order)
    .limit(SEARCHED.limit)
    .offset(page.offset)
    .prepare(PLANNED_FOR_EACH_EXECUTION);
});

/**
 * A search of three or more characters sorted by reason, reading every match sorted, when no
 * reporter's name holds it and at most MAX_TERM_WORDS title words do (bound as they are:
 * OtherListReach.words): a named statement per order and email way, its values kept from the planner
 * (unseenByPlanner), so each connection plans it once and keeps its generic plan (decision 061).
 * Planned for its values it spent 2.1-2.5 ms planning for a 0.5-0.7 ms run on the scale seed. No ILIKE
 * of a large list is left in it: the reasons' values and words are a handful, the emails are read
 * through their trigram index, and a generic plan of the title words' ILIKE read every word of a large
 * vocabulary (189 ms at 80,000).
 */
const REASON_BY_WORDS = {
  pattern: unseenByPlanner('pattern', 'text'),
  titleWords: unseenByPlanner('words', 'text[]'),
  limit: unseenCount('limit'),
  offset: unseenCount('offset'),
  need: unseenCount('need'),
  maxValues: fixedLimit(SORTED_BY_MAX_VALUES),
};
const reasonPagesByWords = preparedVariants((db, shape: `${SortOrder}_${OtherListWay}`) => {
  const [sortOrder, email] = shape.split('_') as [SortOrder, OtherListWay];
  const ways: ReportOtherWays = { title: 'trigrams', titleWords: true, name: 'none', email };
  const order = orderWithTieBreaker(reviewReports.reason, reviewReports.id, sortOrder, true);
  const sort = { by: 'reason', column: reviewReports.reason, order: sortOrder, orderBy: order } as const;
  return reportsQuery(db)
    .where(sortedSearchPage(db, sort, ways, REASON_BY_WORDS))
    .orderBy(...order)
    .limit(REASON_BY_WORDS.limit)
    .prepare(`report_reason_words_${shape}`);
});

const unsearchedReports = unsearchedStatements(
  'reports',
  { table: reviewReports, id: reviewReports.id },
  SORT_COLUMNS,
  (db, where, { order, limit, offset }) =>
    reportsQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  (_db, rows) => rows.map(toAdminReportDto),
);

/**
 * What tells the statuses holding a report search's match: the reporter's copies' grams per status;
 * the reasons' and the title copies' grams (live and deleted reviews' titles alike, migration 0046)
 * count matches in any status (migrations 0026 and 0035): any of them matching skips nothing.
 */
export const reportStatusGrams: StatusGrams = {
  statuses: REPORT_STATUSES,
  whole: ['reports', 'report_titles'],
  perStatus: ['review_reports.reporter_name', 'review_reports.reporter_email'],
  // A longer term the title copies' words answer: the statuses of its words' rows (migration 0047).
  wordRows: {
    list: 'report_titles',
    table: adminReportWords,
    word: adminReportWords.word,
    status: adminReportWords.status,
  },
};

/**
 * The reporters' copies' grams (migration 0030) bound how many reports a reporter way reaches: a term
 * with a gram in no reporter's name or email reaches none that way (`none`), however many users' do.
 */
const REPORTER_BOUNDS = {
  users: 'review_reports.reporter_name',
  'users.email': 'review_reports.reporter_email',
} as const;

/**
 * Past how many reports a reporter way may reach (its bound) a reason-sorted page of a longer term reads
 * the head of the order first, as the other sorts do, instead of sorting every match: 10,000 sort in
 * about 9 ms.
 */
const REASON_SORTED_REPORTER_ROWS = 10_000;

/**
 * Every report, open or resolved, also those whose review has since been deleted (`review` null),
 * searched by reason, review title or reporter.
 */
export async function listReports(
  db: DbOrTx,
  q: AdminListOptions<(typeof ADMIN_REPORT_SORT_KEYS)[number]>,
  cap?: number,
): Promise<{ reports: AdminReportDto[]; pagination: AdminPagination }> {
  const pattern = searchPattern(q.search);
  // The ways through other lists a term can match: none through a list holding no value with it.
  const [reach, from] = pattern
    ? await Promise.all([
        otherListReach(db, ['reviews', 'users', 'users.email', 'report_titles'] as const, pattern, REPORTER_BOUNDS, {
          words: true,
        }),
        q.sortBy === 'status'
          ? firstStatusHolding(db, pattern, q.sortOrder, reportStatusGrams)
          : q.sortBy === 'reason'
            ? firstReasonHolding(db, pattern, q.sortOrder)
            : null,
      ])
    : [undefined, null];
  const ways: ReportOtherWays = reach
    ? {
        // The report's copy of the title is read however a live title holds the term: only whether one does matters.
        title: reach.reviews.way === 'none' ? 'none' : 'trigrams',
        titleWords: reach.report_titles.byWords,
        name: reach.users.way,
        email: reach['users.email'].way,
      }
    : { title: 'none', titleWords: false, name: 'none', email: 'none' };
  const search = pattern ? reportSearch(db, pattern, ways) : undefined;
  // A longer term sorted by reason in at most MAX_TERM_WORDS title words and no reporter's name: its
  // sorted page is the generic statement's (reasonPagesByWords), given those words.
  const titleWords =
    reach && q.sortBy === 'reason' && !standsForGram(pattern!) && ways.titleWords && ways.name === 'none'
      ? reach.report_titles.words
      : undefined;
  const reportersMayBeMany =
    reach !== undefined &&
    [reach.users, reach['users.email']].some(
      (way) => way.way !== 'none' && (way.bound ?? Infinity) > REASON_SORTED_REPORTER_ROWS,
    );
  // How densely the live titles and reporters match, as their lists' grams tell (a term of one or two characters only).
  const otherShare = reach && otherWaysShare([reach.reviews, reach.users, reach['users.email']]);
  const unsearched = unsearchedReports(q.sortBy, q.sortOrder);
  const { items, pagination } = await adminPage(
    db,
    // Sorted by reason, the first reason matches come from admin_search_values: no head to probe first,
    // unless a live title or a reporter matches a term of one or two characters too (sorting every such
    // match by reason: 4.2 s for 'e'), or a longer term may be in more reporters' copies than
    // REASON_SORTED_REPORTER_ROWS (every reporter's email domain, 'scale' on the scale seed: its 100,000
    // reports sorted by reason, 90 ms a page, where the head of the order holds the page).
    q.sortBy === 'reason' && otherShare === undefined && !reportersMayBeMany ? { ...q, probeRows: 0 } : q,
    async (tx, plan) => {
      if (!pattern) return unsearched.rows(tx, plan);
      const { mode, values } = searchedPlan(pattern, plan, q.skipScanTitles, from);
      if (mode === 'sorted' && titleWords) {
        const rows = await reasonPagesByWords(tx, `${q.sortOrder}_${ways.email}`).execute({
          ...values,
          words: titleWords,
        });
        return rows.map(toAdminReportDto);
      }
      const shape = `${q.sortBy}_${q.sortOrder}_${mode}_${reportWaysKey(ways)}` as const;
      const rows = await searchedPages(tx, shape).execute(values);
      return rows.map(toAdminReportDto);
    },
    search ? cappedMatches(search, cap) : db.select({ id: reviewReports.id }).from(reviewReports).$dynamic(),
    cap,
    // Reason matches are counted from admin_search_values; a review title (copied or live) or a
    // reporter match may add rows.
    search
      ? {
          values: {
            list: 'reports',
            pattern: pattern!,
            others: [
              {
                select: reportIds(db, search.title)(),
                floor: (cap) => reportTitlesHolding(pattern!, cap),
                exactFloor: true,
              },
              // The reporter's copies with their grams' counts: a term of one or two characters in more
              // reporters' names than the cap is capped without a report read.
              // Whether any matches, first among a sample of reports (every reporter's email domain); the
              // emails or domains starting with the term floor the email way ('scale.test': no count).
              ...search.sources.slice(1).map((source, i) => ({
                select: source(),
                grams: search.grams[i + 1],
                exists: sampledFirst(
                  { table: reviewReports, id: reviewReports.id, column: search.columns[i + 1]! },
                  pattern!,
                  source(),
                ),
                floor:
                  search.columns[i + 1] === reviewReports.reporterEmail
                    ? emailFloor({ table: reviewReports, column: reviewReports.reporterEmail }, pattern!)
                    : undefined,
                floorOfWay: true,
              })),
            ],
            otherShare,
          },
        }
      : {},
    unsearched,
  );
  return { reports: items, pagination };
}

/**
 * Resolves an open report. 'dismiss' keeps the review; 'delete' removes the review with its images
 * and refreshes the property's aggregates in the same transaction. The report stays (its review_id
 * becomes null and it keeps the review's title), as do the review's other reports, which the delete
 * closes as RESOLVED_REVIEW_DELETED too; the answer is the report as it now stands.
 */
export async function resolveReport(
  db: Db,
  storage: Storage,
  actor: ModerationActor,
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
    // A report whose review is gone was closed when the review was deleted, so it is never PENDING here.
    if (locked.status !== 'PENDING' || !locked.reviewId) throw conflict(ADMIN_MESSAGES.reportAlreadyResolved);
    const status = action === 'dismiss' ? 'RESOLVED_DISMISSED' : 'RESOLVED_REVIEW_DELETED';
    await tx
      .update(reviewReports)
      .set({ status, resolvedBy: actor.id, resolvedAt: new Date() })
      .where(eq(reviewReports.id, id));
    const [live] = await tx.select({ title: reviews.title }).from(reviews).where(eq(reviews.id, locked.reviewId));
    const removed = action === 'delete' ? (await deleteReviewIn(tx, locked.reviewId)).files : [];
    await recordModeration(tx, actor, {
      action: action === 'dismiss' ? 'REPORT_DISMISS' : 'REPORT_DELETE_REVIEW',
      objectType: 'REPORT',
      objectId: id,
      objectLabel: live?.title ?? '',
    });
    const [row] = await reportsQuery(tx).where(eq(reviewReports.id, id));
    return { report: toAdminReportDto(row!), files: removed };
  });
  await removeImages(storage, files);
  return report;
}
