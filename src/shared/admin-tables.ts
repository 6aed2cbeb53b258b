// The admin tables' constants and URL state, without zod: the route validators and query options
// that load with the first page import these, and the server's schemas in ./admin-lists build on them.

export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * The admin tables' sort keys, one list per table. The server maps each key to a column and the
 * table's URL validation accepts exactly these, so a key exists once. Every list defaults to
 * createdAt descending (admin-back-office.md section 4).
 */
export const ADMIN_PROPERTY_SORT_KEYS = [
  'createdAt',
  'name',
  'propertyType',
  'overallRating',
  'reviewCount',
  'isActive',
] as const;
export const ADMIN_USER_SORT_KEYS = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'role',
  'isActive',
  'isVerified',
] as const;
export const ADMIN_REVIEW_SORT_KEYS = ['createdAt', 'title', 'status', 'overallRating'] as const;
export const ADMIN_REPORT_SORT_KEYS = ['createdAt', 'reason', 'status'] as const;
export const MODERATION_LOG_SORT_KEYS = ['createdAt', 'action', 'actorName', 'objectType', 'objectLabel'] as const;

export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * How many rows of one admin list (with its search) are counted and reachable by paging. Beyond it
 * the total reads as this number with `totalItemsCapped` set, and pages past it are empty: narrow the
 * search or flip the sort to reach further rows (docs/decisions/006-admin-tables.md).
 */
export const ADMIN_LIST_MAX_ROWS = 10_000;

export type AdminTableSearch<K extends string = string> = {
  page: number;
  search: string;
  sortBy: K;
  sortOrder: SortOrder;
};
