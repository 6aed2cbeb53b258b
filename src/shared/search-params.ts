import { MODERATION_LOG_SORT_KEYS, SORT_ORDERS } from './admin-tables';
import { PROPERTY_TYPES, REVIEW_SORTS } from './enums';
import { LIMITS } from './limits';
import { MODERATION_ACTIONS } from './moderation-actions';

/**
 * The URL search params of the app's routes. Lenient on purpose: a hand-edited URL falls back to the
 * defaults instead of failing (the server re-validates whatever is sent). Plain functions, not zod:
 * every route's validator ships with the first page, and zod's core alone is 15 KB gzip there.
 * Each schema has the `parse` the router calls; the allowed values and limits come from src/shared.
 */
type Field<T> = (value: unknown) => T;

/**
 * A validator in the router's adapter shape (what @tanstack/zod-adapter makes of a zod schema):
 * `parse` reads any input; `types` tells the router that links may leave out any param (input)
 * while the route always reads every field (output). `types` exists for the type checker only.
 */
function searchSchema<F extends Record<string, Field<unknown>>>(fields: F) {
  type Output = { [K in keyof F]: ReturnType<F[K]> };
  return {
    types: undefined as unknown as { input: Partial<Output>; output: Output },
    parse: (input: unknown): Output => {
      const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field(raw[key])])) as Output;
    },
  };
}

// The router reads `?q=560001` as the number 560001: text fields take numbers as their digits.
const optionalText =
  (max = 2048): Field<string | undefined> =>
  (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const text = String(value).trim();
    return text.length <= max ? text : undefined;
  };

const optionalPage: Field<number | undefined> = (value) => {
  const page = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 ? page : undefined;
};

const optionalOneOf =
  <const T extends readonly string[]>(values: T): Field<T[number] | undefined> =>
  (value) =>
    values.find((allowed) => allowed === value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalUuid: Field<string | undefined> = (value) =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** YYYY-MM-DD naming a real day. */
const optionalDate: Field<string | undefined> = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
    ? value
    : undefined;

const withDefault =
  <T>(field: Field<T | undefined>, fallback: NoInfer<T>): Field<T> =>
  (value) =>
    field(value) ?? fallback;

/** /properties-listing?q=&type=&page= */
export const propertyListingSearchSchema = searchSchema({
  q: optionalText(LIMITS.searchTextMax),
  type: optionalOneOf(PROPERTY_TYPES),
  page: optionalPage,
});

/** /property/{slug}?page=&sort= (the reviews pager and order; no sort = Most recent) */
export const propertyPageSearchSchema = searchSchema({ page: optionalPage, sort: optionalOneOf(REVIEW_SORTS) });

/** /sign-in?redirect=&error= */
export const signInSearchSchema = searchSchema({ redirect: optionalText(), error: optionalText(40) });

/** /verify-code?email=&from=forgot-password */
export const verifyCodeSearchSchema = searchSchema({
  email: optionalText(),
  from: optionalOneOf(['forgot-password'] as const),
});

/** /verify-otp?userId=&redirect= */
// A userId that is not a UUID cannot be an admin's: the route sends the visitor back to /admin-login.
export const verifyOtpSearchSchema = searchSchema({ userId: optionalUuid, redirect: optionalText() });

/** /admin-login?redirect= */
export const adminLoginSearchSchema = searchSchema({ redirect: optionalText() });

/** /auth-success?code= (the one-time code of a Google sign-in; a `token` parameter is ignored) */
export const authSuccessSearchSchema = searchSchema({ code: optionalText(128) });

/** /my-review?page= (the client-side pager of the renter's reviews) */
export const myReviewSearchSchema = searchSchema({ page: optionalPage });

/** /write-review[/{slug}]?draft= (the saved draft to resume, e.g. after signing in to publish) */
export const writeReviewSearchSchema = searchSchema({ draft: optionalUuid });

const adminTableFields = <const K extends readonly [string, ...string[]]>(sortKeys: K) => ({
  page: withDefault(optionalPage, 1),
  search: withDefault(optionalText(LIMITS.searchTextMax), ''),
  sortBy: withDefault(optionalOneOf(sortKeys), sortKeys[0]),
  sortOrder: withDefault(optionalOneOf(SORT_ORDERS), 'desc'),
});

/**
 * /admin/... table URLs: ?page=&search=&sortBy=&sortOrder=, sortBy one of the table's keys (the
 * first, createdAt, by default). The keys are the ones the server's strict query schemas accept.
 */
export const adminTableSearchSchema = <const K extends readonly [string, ...string[]]>(sortKeys: K) =>
  searchSchema(adminTableFields(sortKeys));

/** /admin/moderation-log: the table's params plus its filters by admin, action and date range. */
export const moderationLogSearchSchema = searchSchema({
  ...adminTableFields(MODERATION_LOG_SORT_KEYS),
  adminId: optionalUuid,
  action: optionalOneOf(MODERATION_ACTIONS),
  from: optionalDate,
  to: optionalDate,
});
