import { z } from 'zod';
import { SORT_ORDERS } from './admin-tables';
import { LIMITS } from './limits';

// The query parameters every list shares (public lists now, the admin tables next): paging, sorting
// and search text. One field per parameter, so each list says only which columns it sorts by.

export const LIST_QUERY_MESSAGES = {
  pageMin: 'Page must be 1 or more',
  pageInvalid: 'Page must be a whole number',
  pageSizeMin: 'Page size must be 1 or more',
  pageSizeMax: `Page size must be ${LIMITS.maxPageSize} or less`,
  pageSizeInvalid: 'Page size must be a whole number',
  limitMin: 'Limit must be 1 or more',
  limitMax: (max: number) => `Limit must be ${max} or less`,
  limitInvalid: 'Limit must be a whole number',
  sortByInvalid: (columns: readonly string[]) => `Sort by must be one of: ${columns.join(', ')}`,
  sortOrderInvalid: "Sort order must be 'asc' or 'desc'",
  searchTextMax: `Search text must be ${LIMITS.searchTextMax} characters or less`,
} as const;

/** `page`: a whole number, 1 or more. Query strings arrive as text. */
export const pageField = z.coerce
  .number({ error: LIST_QUERY_MESSAGES.pageInvalid })
  .int(LIST_QUERY_MESSAGES.pageInvalid)
  .min(1, LIST_QUERY_MESSAGES.pageMin)
  .default(1);

/** `pageSize`: 1..LIMITS.maxPageSize (larger is a 400, not silently clamped). */
export const pageSizeField = (fallback: number = LIMITS.listingPageSize) =>
  z.coerce
    .number({ error: LIST_QUERY_MESSAGES.pageSizeInvalid })
    .int(LIST_QUERY_MESSAGES.pageSizeInvalid)
    .min(1, LIST_QUERY_MESSAGES.pageSizeMin)
    .max(LIMITS.maxPageSize, LIST_QUERY_MESSAGES.pageSizeMax)
    .default(fallback);

/** `limit` of a list without pages (the home sections): 1..max. */
export const limitField = (fallback: number, max: number) =>
  z.coerce
    .number({ error: LIST_QUERY_MESSAGES.limitInvalid })
    .int(LIST_QUERY_MESSAGES.limitInvalid)
    .min(1, LIST_QUERY_MESSAGES.limitMin)
    .max(max, LIST_QUERY_MESSAGES.limitMax(max))
    .default(fallback);

/** Free search text, trimmed; blank means "no filter" to the lists. */
export const searchTextField = z.string().trim().max(LIMITS.searchTextMax, LIST_QUERY_MESSAGES.searchTextMax);

/** `sortBy`: only the columns a table lists (anything else is a 400, never passed to SQL). */
export const sortByField = <const C extends readonly [string, ...string[]]>(columns: C, fallback: C[number]) =>
  z.enum(columns, { error: LIST_QUERY_MESSAGES.sortByInvalid(columns) }).default(fallback);

/** `sortOrder`: asc or desc, newest-first lists by default. */
export const sortOrderField = z.enum(SORT_ORDERS, { error: LIST_QUERY_MESSAGES.sortOrderInvalid }).default('desc');

/**
 * The query of an admin table: page, pageSize, sortBy (one of `sortable`), sortOrder and search.
 * A table extends it with its own filters: `listQuerySchema(['createdAt', 'name'], 'createdAt').extend({ ... })`.
 */
export const listQuerySchema = <const C extends readonly [string, ...string[]]>(
  sortable: C,
  defaultSort: C[number],
  pageSize: number = LIMITS.adminPageSize,
) =>
  z.object({
    page: pageField,
    pageSize: pageSizeField(pageSize),
    sortBy: sortByField(sortable, defaultSort),
    sortOrder: sortOrderField,
    search: searchTextField.optional(),
  });
