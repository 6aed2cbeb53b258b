import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_LIST_MAX_ROWS, type ADMIN_REVIEW_SORT_KEYS, type SortOrder } from '../../shared/admin-tables';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import { REVIEW_STATUSES, type ReviewStatus } from '../../shared/enums';
import type { RejectionValues } from '../../shared/moderation';
import { REVIEW_MESSAGES } from '../../shared/reviews';
import type { Db, DbOrTx } from '../db/client';
import { PLANNED_FOR_EACH_EXECUTION, preparedVariants } from '../db/prepared';
import { reviewImages, reviews } from '../db/schema';
import { conflict, notFound } from '../lib/errors';
import { refreshPropertyAggregates } from './aggregates';
import type { AdminListOptions } from './admin-users';
import {
  type AdminPagination,
  type PageRows,
  SEARCHED,
  type SearchedMode,
  searchedPlan,
  adminPage,
  searchedPageFilter,
  orderWithTieBreaker,
  searchPattern,
  type ListHead,
} from './admin-list-query';
import {
  type ReviewOtherWays,
  type ReviewSearch,
  SKIP_SCAN_TITLES,
  TITLE_ONLY,
  nameWayFirsts,
  reviewSearch,
  titleFirstsBySkipScan,
} from './admin-review-search';
import { type SearchSources, amongFirstMatches, cappedMatches } from './admin-search-sources';
import type { OtherMatch } from './admin-search-values';
import type { AdminReviewDto } from './admin-review-dto';
import {
  REVIEW_SORT_COLUMNS as SORT_COLUMNS,
  UNSEARCHED_REVIEWS as UNSEARCHED,
  reviewRows,
  selectReviews,
  withImagesAndCopies,
} from './admin-review-rows';
import { type OtherListWay, otherListReach, otherWaysShare } from './admin-other-lists';
import { SORTED_BY_MAX_VALUES, byWordsOr, firstsByValues, firstsByValuesSortedBy } from './admin-value-firsts';
import { reviewWordFirsts } from './admin-word-rows';
import { type Reach, authorsFirst, nameWordsFloor, reviewsFloor } from './admin-review-floors';
import { type StatusGrams, firstStatusHolding, headFrom } from './admin-status-head';
import { type StoredImage, removeImages } from './images';
import { type ModerationActor, recordModeration } from './moderation-log';
import type { Storage } from './storage';

type SortKey = (typeof ADMIN_REVIEW_SORT_KEYS)[number];

/** The anonymous list's filter: a bare column, not `= $1`, so its partial indexes (WHERE is_anonymous) serve. */
const anonymousFilter = (anonymousOnly: boolean) => (anonymousOnly ? sql`${reviews.isAnonymous}` : undefined);

/**
 * A searched page's statement, built once per database handle, list (every review or the anonymous
 * ones), sort key, direction and way of reading (decision 035): among the head of the order, each row
 * probed for its title, property and author (`head`, `headDeep` past page 1), or every match sorted
 * from each source's first matches with their keys (`sorted`; by title the title skip scan, by another
 * key one descent per matching title of (title, key, id), migrations 0015 and 0016). Sent as the
 * unnamed statement: planned for its values at every execution, as the trigram scans need.
 */
const searchedPages = preparedVariants(
  (
    db,
    shape: `${'all' | 'anonymous'}_${SortKey}_${SortOrder}_${SearchedMode}_${OtherListWay}-${OtherListWay}_${'words' | 'any'}`,
  ) => {
    const [list, sortBy, sortOrder, mode, matches, read] = shape.split('_') as [
      'all' | 'anonymous',
      SortKey,
      SortOrder,
      SearchedMode,
      `${OtherListWay}-${OtherListWay}`,
      'words' | 'any',
    ];
    // The count told the words answer every way: no read for a term they cannot answer (PagePlan.byWords).
    const byWordsOnly = read === 'words';
    const anonymousOnly = list === 'anonymous';
    const { pattern, limit, offset, need, maxValues } = SEARCHED;
    const sortColumn = SORT_COLUMNS[sortBy];
    const order = orderWithTieBreaker(sortColumn, reviews.id, sortOrder, mode === 'sorted');
    const anonymous = anonymousFilter(anonymousOnly);
    const [property, author] = matches.split('-') as [OtherListWay, OtherListWay];
    const search = reviewSearch(db, pattern, anonymous, { property, author });
    const wordList = anonymousOnly ? 'anonymous' : 'reviews';
    const titles = { list: wordList, pattern } as const;
    // Sorted by status, the anonymous list's head starts at the first status holding a match (SEARCHED.from).
    const from = anonymousOnly && sortBy === 'status' ? headFrom(sortColumn, sortOrder) : undefined;
    const head: ListHead = {
      table: reviews,
      id: reviews.id,
      column: sortColumn,
      order: sortOrder,
      where: and(anonymous, from),
    };
    // The title source's first matches sorted whole, with their keys: the fallback of the descents by key below.
    const titleMatchesSorted = sql`${search.sources[0]!(sortColumn)
      .orderBy(...order)
      .limit(need)}`;
    const page = searchedPageFilter(db, head, mode, order, search.any, () =>
      and(
        anonymous,
        amongFirstMatches(reviews.id, search, { key: sortColumn, order: sortOrder }, { limit, offset, need }, [
          sortBy === 'title'
            ? // The matching titles from the words' postings; for a term they cannot answer, the skip scan.
              firstsByValues(
                titles,
                { table: reviews, column: reviews.title, id: reviews.id, where: anonymous },
                sortOrder,
                need,
                byWordsOnly
                  ? 'none'
                  : (collected) => titleFirstsBySkipScan(pattern, anonymousOnly, sortOrder, need, collected, maxValues),
              )
            : // The rows of the words containing the term in the page's order; for a term they cannot
              // answer, one descent per matching title, or past maxValues titles every title match sorted.
              byWordsOr(
                titles,
                reviewWordFirsts(wordList, sortBy, sortOrder, need),
                byWordsOnly
                  ? undefined
                  : firstsByValuesSortedBy(
                      titles,
                      { table: reviews, column: reviews.title, sortColumn, id: reviews.id, where: anonymous },
                      sortOrder,
                      need,
                      titleMatchesSorted,
                      maxValues,
                    ),
              ),
          ...nameWayFirsts(
            search,
            { property, author },
            { list: wordList, pattern, sortBy, sortOrder, need },
            byWordsOnly ? undefined : order,
          ),
        ]),
      ),
    );
    return reviewRows(db, page.where)
      .orderBy(...order)
      .limit(limit)
      .offset(page.offset)
      .prepare(PLANNED_FOR_EACH_EXECUTION);
  },
);

/**
 * What tells the anonymous list's statuses holding a match: its authors' grams per status; its titles'
 * and properties' grams count matches in any status (migrations 0026, 0033 and 0035).
 */
const ANONYMOUS_STATUS_GRAMS: StatusGrams = {
  statuses: REVIEW_STATUSES,
  whole: ['anonymous', 'anonymous.property_name'],
  perStatus: ['anonymous.author_name'],
};

/** The indexes of a search's property and author sources (those its ways keep), in the order its count reads them (cappedUnion). */
function countOrder(search: SearchSources, reach: Reach): number[] {
  const others = search.sources.map((_, i) => i).slice(1);
  return authorsFirst(reach) ? [others[1]!, others[0]!] : others;
}

/**
 * A search's other ways for its values' count, each with its grams (migrations 0032 and 0033) and the
 * floor its names' words tell (nameWordsFloor), counted in reviews.
 */
function otherMatches(search: ReviewSearch, reach: Reach, pattern: string): OtherMatch[] {
  return countOrder(search, reach).map((i) => {
    const grams = search.grams[i]!;
    return { select: search.sources[i]!(), grams, floor: nameWordsFloor(grams, reach, pattern) };
  });
}

/** Every review (or only the anonymous ones), searched by title, property or author name. */
export async function listReviews(
  db: DbOrTx,
  q: AdminListOptions<SortKey>,
  opts: { anonymousOnly: boolean },
  cap = ADMIN_LIST_MAX_ROWS,
): Promise<{ reviews: AdminReviewDto[]; pagination: AdminPagination }> {
  const pattern = searchPattern(q.search);
  const list = opts.anonymousOnly ? 'anonymous' : 'all';
  const unsearched = UNSEARCHED[list](q.sortBy, q.sortOrder);
  const anonymous = anonymousFilter(opts.anonymousOnly);
  // A term in no property name and no author's name ('mould', 'pests') matches by title alone: the
  // title values' sum is the total, and its page reads the title source alone, a head probed by title
  // only (a head of 1,000 reviews by rating, each probed for the property and author too, took 70 ms to
  // find none). In few titles the title descents answer without a head (headlessUpTo below). So is
  // a way whose list holds no value with the term ('ku' in author names only: the property names'
  // EXISTS scanned all 1,000,000 for none, 670 ms).
  const [reach, from] = pattern
    ? await Promise.all([
        otherListReach(
          db,
          ['properties', 'users'] as const,
          pattern,
          opts.anonymousOnly
            ? { properties: 'anonymous.property_name', users: 'anonymous.author_name' }
            : { properties: 'reviews.property_name', users: 'reviews.author_name' },
          { words: true },
        ),
        opts.anonymousOnly && q.sortBy === 'status'
          ? firstStatusHolding(db, pattern, q.sortOrder, ANONYMOUS_STATUS_GRAMS)
          : null,
      ])
    : [undefined, null];
  const ways: ReviewOtherWays = reach ? { property: reach.properties.way, author: reach.users.way } : TITLE_ONLY;
  const titleOnly = ways.property === 'none' && ways.author === 'none';
  // Every other way kept reads its first rows in any order from its names' words (reviewNameWordFirsts).
  const othersByWords =
    !titleOnly && [reach!.properties, reach!.users].every((other) => other.way === 'none' || other.byWords);
  // How densely the other ways match, as their lists' grams tell (a term of one or two characters only).
  const otherShare = reach && otherWaysShare([reach.properties, reach.users]);
  const search = pattern ? reviewSearch(db, pattern, anonymous, ways) : undefined;
  const maxValues = q.skipScanTitles ?? (q.sortBy === 'title' ? SKIP_SCAN_TITLES : SORTED_BY_MAX_VALUES);
  const rows: PageRows<AdminReviewDto> = async (tx, plan) => {
    if (!pattern) return unsearched.rows(tx, plan);
    const { mode, values } = searchedPlan(pattern, plan, maxValues, from);
    return withImagesAndCopies(
      tx,
      await searchedPages(
        tx,
        `${list}_${q.sortBy}_${q.sortOrder}_${mode}_${ways.property}-${ways.author}_${plan.byWords ? 'words' : 'any'}`,
      ).execute(values),
    );
  };
  const { items, pagination } = await adminPage(
    db,
    // Sorted by title, the title skip scan finds the first title matches: no head to probe first, unless
    // a property or author matches a term of one or two characters too that their names' words cannot
    // answer (sorting every such match by title: 2.3-9 s for 'e' at 3 M reviews).
    q.sortBy === 'title' && (otherShare === undefined || othersByWords) ? { ...q, probeRows: 0 } : q,
    rows,
    search
      ? cappedMatches(
          { ...search, sources: [search.sources[0]!, ...countOrder(search, reach!).map((i) => search.sources[i]!)] },
          cap,
        )
      : // Author and property are NOT NULL foreign keys: the inner joins never drop a row, so the count skips them.
        db.select({ id: reviews.id }).from(reviews).where(anonymous).$dynamic(),
    cap,
    {
      // Anonymous matches are counted through the partial indexes of migration 0012 (see cappedCount).
      bitmapScans: Boolean(search && opts.anonymousOnly),
      // Title matches are counted from admin_search_values; a property or author match may add rows.
      values: search && {
        list: opts.anonymousOnly ? 'anonymous' : 'reviews',
        pattern: pattern!,
        others: titleOnly ? [] : otherMatches(search, reach!, pattern!),
        // A title-only term (or one whose property and author ways their names' words answer:
        // othersByWords) in at most maxValues titles: the title descents find its first matches in
        // any order, one descent per title, so no head is probed first. In more titles (real titles
        // rarely repeat: 'deposit' in 76,000 distinct titles of 300,000 reviews) the descents would give
        // way to sorting every match (1.1-1.5 s at 3 M reviews), and the head of the order, where a
        // common term's first matches are, answers page 1 in a few ms (bench/RESULTS.md, seventh machine).
        headlessUpTo: titleOnly || othersByWords ? maxValues : undefined,
        // A title-only term the words answer: the reviews' word rows give its first matches in every
        // order ('pests' by rating, whose matches sit past any head: 37 ms spent finding none there);
        // so do the names' word rows for its property and author ways ('priya' by rating ascending,
        // every one of its 150,000 reviews past 2.1 M others on the scale seed: 0.7-0.9 s sorted).
        headlessByWords: titleOnly || othersByWords,
        othersByWords,
        otherShare,
        atLeast: reviewsFloor(pattern!, reach!, opts.anonymousOnly),
      },
    },
    unsearched,
  );
  return { reviews: items, pagination };
}

export async function getReview(db: DbOrTx, id: string): Promise<AdminReviewDto> {
  const [row] = await selectReviews(db, eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  return row;
}

const STATUS_ACTIONS = {
  APPROVED: 'REVIEW_APPROVE',
  REJECTED: 'REVIEW_REJECT',
  PENDING: 'REVIEW_RESET_PENDING',
} as const;

/**
 * Moves a review to `status`, stores the rejection reason (cleared for any other status), refreshes
 * its property's aggregates and writes the moderation log row, all in one transaction. A review
 * already in that status is a 409 and nothing changes.
 */
export async function setReviewStatus(
  db: Db,
  actor: ModerationActor,
  id: string,
  status: ReviewStatus,
  opts: { anonymousOnly?: boolean; rejection?: RejectionValues } = {},
): Promise<AdminReviewDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: reviews.status,
        propertyId: reviews.propertyId,
        isAnonymous: reviews.isAnonymous,
        title: reviews.title,
      })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for('update');
    if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
    if (opts.anonymousOnly && !row.isAnonymous) throw notFound(ADMIN_MESSAGES.reviewNotAnonymous);
    if (row.status === status) throw conflict(ADMIN_MESSAGES.reviewAlreadyInStatus);
    const rejection = status === 'REJECTED' ? opts.rejection : undefined;
    await tx
      .update(reviews)
      .set({
        status,
        rejectionReason: rejection?.reason ?? null,
        rejectionNote: rejection?.note || null,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, id));
    await refreshPropertyAggregates(tx, row.propertyId);
    await recordModeration(tx, actor, {
      action: STATUS_ACTIONS[status],
      objectType: 'REVIEW',
      objectId: id,
      objectLabel: row.title,
      reason: rejection?.reason,
      note: rejection?.note,
    });
    return getReview(tx, id);
  });
}

/**
 * Deletes a review inside `tx` (its likes and image rows go with it by cascade; its reports stay as
 * history, closed by the reviews_keep_report_history trigger) and refreshes the property's aggregates.
 * Returns the review's title and the image files to remove once the transaction commits.
 */
export async function deleteReviewIn(tx: DbOrTx, id: string): Promise<{ title: string; files: StoredImage[] }> {
  const [row] = await tx
    .select({ propertyId: reviews.propertyId, title: reviews.title })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound);
  const images = await tx
    .select({ imageUrl: reviewImages.imageUrl, thumbUrl: reviewImages.thumbUrl })
    .from(reviewImages)
    .where(eq(reviewImages.reviewId, id));
  await tx.delete(reviews).where(eq(reviews.id, id));
  await refreshPropertyAggregates(tx, row.propertyId);
  return { title: row.title, files: images.map((i) => ({ imageUrl: i.imageUrl, thumbUrl: i.thumbUrl ?? i.imageUrl })) };
}

/** Deletes a review (logged in the same transaction) and, after the commit, its image files. */
export async function deleteReview(db: Db, storage: Storage, actor: ModerationActor, id: string): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const { title, files } = await deleteReviewIn(tx, id);
    await recordModeration(tx, actor, {
      action: 'REVIEW_DELETE',
      objectType: 'REVIEW',
      objectId: id,
      objectLabel: title,
    });
    return files;
  });
  await removeImages(storage, files);
}
