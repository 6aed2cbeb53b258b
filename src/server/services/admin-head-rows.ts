import type { DbOrTx } from '../db/client';
import type { PageRows } from './admin-list-query';
import type { SearchValues, SearchValuesCount } from './admin-search-values';

/**
 * How many rows of the head of a list's sort order a search page looks through, and in what turn, before
 * it sorts every match instead (split from admin-list-query.ts, which builds the pages' statements).
 */

/**
 * How many rows at the head of the sort order a search page looks through before it sorts all matches
 * instead: at least PROBE_MIN_ROWS (10 matches among 1,000 rows finds terms in 1 % of rows), 20 rows
 * per row the page needs, at most PROBE_MAX_ROWS.
 */
export const PROBE_MIN_ROWS = 1000;
export const PROBE_MAX_ROWS = 5000;
export function probeRows(window: { limit: number; offset: number }): number {
  return Math.min(PROBE_MAX_ROWS, Math.max(PROBE_MIN_ROWS, 20 * (window.offset + window.limit)));
}

/**
 * How many times the rows expected to hold a page's matches its head reads when the other ways' share
 * is estimated from their lists' grams (SearchValues.otherShare), not counted: matches are rarely
 * spread evenly, and a head that falls short costs its own read and then every match sorted.
 */
export const ESTIMATED_SHARE_MARGIN = 3;

/** The most rows of the head a search page reads when its matches are dense enough to fill it there (denseProbeRows). */
export const DENSE_PROBE_MAX_ROWS = 100_000;

/**
 * The head a page looks through when the count told how densely the list holds matches (at least
 * `matches` of its `rows`): `margin` times the rows expected to hold the page's matches (at most
 * DENSE_PROBE_MAX_ROWS), when that is longer than probeRows' head and half as many again as those rows
 * is shorter than what sorting every match reads (`sortReads`, sortedPageReads); otherwise undefined.
 * Users 'ra' (in 37,567 of 200,000 names) at page 1,000 read all 200,000 users through the names' and
 * the emails' trigram indexes and sorted 50,000 matches (315-575 ms); the first 80,000 users in the
 * page's order hold its 10,000 (about 80 ms).
 */
export function denseProbeRows(
  window: { limit: number; offset: number },
  density: { matches: number; rows: number; sortReads: number },
  /** How many times the rows expected to hold the page's matches: more for a share estimated, not counted. */
  margin = 1.5,
): number | undefined {
  if (density.matches <= 0) return undefined;
  const expected = ((window.offset + window.limit) * density.rows) / density.matches;
  if (Math.ceil(1.5 * expected) >= Math.min(density.sortReads, DENSE_PROBE_MAX_ROWS + 1)) return undefined;
  // A wider margin costs only where the matches are sparser than expected: the page stops at its rows.
  // It applies below probeRows' head too: reviews 'yo' by rating (in 1.7 % of property names) found 9 of
  // its 10 in the usual 1,000 rows, then sorted 49,871 matches (1.0 s).
  const rows = Math.min(Math.ceil(margin * expected), DENSE_PROBE_MAX_ROWS);
  return rows > probeRows(window) ? rows : undefined;
}

/** How many rows sorting every match must read (about 60 ms of them) for a page to try a longer head first. */
const LONGER_HEAD_MIN_SORT_READS = 25_000;

/**
 * The longest head a page reads (headLengths) when its first held too few matches, before it sorts
 * every match: as many rows as sorting would read (`sortReads`, at least LONGER_HEAD_MIN_SORT_READS), at
 * most DENSE_PROBE_MAX_ROWS, when the matches are dense enough (at least `matches` of `rows`, by the
 * count) for it to hold the page with the margin. Dense matches may still cluster in the order:
 * properties 'bengaluru' (in 140,000 addresses) sorted by rating held fewer than 10 among the
 * highest-rated 1,000 and sorted all 140,000 (300-680 ms), where 1,162 rows held the 10 (5-18 ms).
 */
export function longerHeadRows(
  window: { limit: number; offset: number },
  density: { matches: number; rows: number; sortReads: number },
): number | undefined {
  const rows = Math.min(DENSE_PROBE_MAX_ROWS, density.sortReads);
  if (density.matches <= 0 || rows < LONGER_HEAD_MIN_SORT_READS) return undefined;
  const expected = ((window.offset + window.limit) * density.rows) / density.matches;
  return Math.ceil(1.5 * expected) <= rows ? rows : undefined;
}

/**
 * The heads a page reads in turn before sorting: `probe` rows (none when 0), then, up to `longer`, each
 * ten times the last. A head's bound costs its length: 'bengaluru' by rating filled in 1,162 rows, and a
 * head of 100,000 found its last row's key first (10 of 12 ms).
 */
function headLengths(probe: number, longer: number | undefined): number[] {
  const heads = probe > 0 ? [probe] : [];
  while (longer !== undefined && heads.length && heads.at(-1)! < longer) {
    heads.push(Math.min(longer, heads.at(-1)! * 10));
  }
  return heads;
}

/**
 * A head between `head`, which held `found` of a page's rows (some, not all), and the next of
 * headLengths (`next`): half as many rows again as the density `head` showed says hold the page, when
 * that is shorter than `next`; otherwise undefined. A head's bound reads its length in index entries
 * first: properties 'bengaluru' by rating held 8 of 10 in the usual 1,000 rows and filled at row 1,162,
 * where the next head of 10,000 read 10,000 entries for its bound (2 of its 6 ms); 1,875 read a fifth.
 * Past page 1 a head yields only the window's rows (idsFirst), so those found follow `offset` matches.
 */
function sizedHead(
  head: number,
  next: number | undefined,
  window: { limit: number; offset: number },
  found: number,
): number | undefined {
  if (next === undefined || found <= 0 || found >= window.limit) return undefined;
  const rows = Math.ceil((1.5 * head * (window.offset + window.limit)) / (window.offset + found));
  return rows < next ? rows : undefined;
}

/**
 * A search's page. PostgreSQL serves an ORDER BY ... LIMIT either by walking the sort column's index
 * and filtering row by row, which assumes matches spread evenly through the order (clustered ones,
 * 'marina' in names sorted by name, read 556,251 rows for ten), or by collecting every match and
 * sorting (300,000 for 'deposit' in review titles). Neither is safe, so a page first looks only at the
 * head of the order (probeRows: at most a few thousand rows, a few ms): if the page fills there, its
 * rows are the first matches of the whole order. Otherwise matches are rare or sit elsewhere in the
 * order, and the page sorts all of them (bounded by how many there are). Same statements on the
 * embedded database, no timeouts.
 */
export async function searchPageRows<T>(
  db: DbOrTx,
  rows: PageRows<T>,
  window: { limit: number; offset: number },
  probe = probeRows(window),
  /** The longest head read when the first falls short, before sorting (longerHeadRows). */
  longer?: number,
): Promise<T[]> {
  // No head (probe 0): the list's sorted matches are cheap already (firstsByValues). A page deeper
  // than a head (offset + limit past its rows) cannot fill there: not that head.
  const heads = headLengths(probe, longer).filter((n) => window.offset + window.limit <= n);
  for (let i = 0, sized = false; i < heads.length; i++) {
    const found = await rows(db, { ...window, sortAll: false, probe: heads[i], later: i > 0 });
    if (found.length >= window.limit) return found;
    // Once, a head sized by what this one held, before the next ten times as long (sizedHead).
    const between = sized ? undefined : sizedHead(heads[i]!, heads[i + 1], window, found.length);
    if (between !== undefined) {
      heads.splice(i + 1, 0, between);
      sized = true;
    }
  }
  return rows(db, { ...window, sortAll: true });
}

/**
 * Whether the usual head (probeRows) would not hold a page even if the most rows the count allows
 * (`most`, from the grams) matched, spread evenly through the list's `rows`: the page then sorts its
 * matches at once. The head's statement walks the order with a range the planner cannot size, so for
 * a term it expects in few rows it reads the whole table instead (properties 'qx', in 11,000 of
 * 1,000,000, at page 500: a parallel sequential scan, 400-570 ms, for a head that held 58).
 */
export function headTooSparse(window: { limit: number; offset: number }, most: number | undefined, rows: number) {
  return most !== undefined && probeRows(window) * most < (window.offset + window.limit) * rows;
}

/**
 * About how many rows a sorted search page reads, from what the count told: the matching words'
 * first rows when the words answer, with the rows the other ways' grams count for a term of one or
 * two characters (their grams' index reads those: users 'an', in 3 name words, at page 100 read the
 * 200,000 emails through their trigram index, 150 ms) or at least their floor (the properties'
 * addresses); the matches themselves when a trigram index narrows them; every row for a term of one or
 * two characters the words do not answer.
 */
export function sortedPageReads(told: SearchValuesCount, matches: number): number {
  if (told.byGrams && !told.byWords) return told.rows;
  return told.byWords ? told.wordRows + Math.max(told.otherGramRows, told.otherFloor) : matches;
}

/**
 * Whether a search page reads no head of its order (`headless`): only the list's own values match (or
 * the other ways' words answer them, or the page's own statement reads them in its order:
 * SearchValues.othersByWords, othersInOrder), few enough for its bounded path (a
 * descent per value), or its words answer (headlessByWords); capped total or not. `byWords`: the words
 * answer every way the page reads, so its statement needs no read for a term they cannot answer.
 */
export function headlessRead(
  told: SearchValuesCount | undefined,
  values: SearchValues | undefined,
): { headless: boolean; byWords: boolean } {
  const headless =
    told !== undefined &&
    (told.othersMatch === false || values?.othersByWords === true || values?.othersInOrder === true) &&
    (told.values <= (values?.headlessUpTo ?? -1) || (told.byWords && values?.headlessByWords === true));
  return { headless, byWords: headless && told.byWords && values?.headlessByWords === true };
}
