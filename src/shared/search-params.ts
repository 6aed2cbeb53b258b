import * as z from 'zod/mini';
import { PROPERTY_TYPES, REVIEW_SORTS } from './enums';
import { LIMITS } from './limits';

/**
 * The URL search params of the app's routes. Lenient on purpose: a hand-edited URL falls back to the
 * defaults instead of failing (the server re-validates whatever is sent). Written with zod/mini,
 * which tree-shakes, because route validators ship with the first page.
 */
const optionalText = (max = 2048) => z.catch(z.optional(z.string().check(z.trim(), z.maxLength(max))), undefined);
const optionalPage = z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined);

/** /properties-listing?q=&type=&page= */
export const propertyListingSearchSchema = z.object({
  q: optionalText(LIMITS.searchTextMax),
  type: z.catch(z.optional(z.enum(PROPERTY_TYPES)), undefined),
  page: optionalPage,
});

/** /property/{slug}?page=&sort= (the reviews pager and order; no sort = Most recent) */
export const propertyPageSearchSchema = z.object({
  page: optionalPage,
  sort: z.catch(z.optional(z.enum(REVIEW_SORTS)), undefined),
});

/** /sign-in?redirect=&error= */
export const signInSearchSchema = z.object({ redirect: optionalText(), error: optionalText(40) });

/** /verify-code?email=&from=forgot-password */
export const verifyCodeSearchSchema = z.object({
  email: optionalText(),
  from: z.catch(z.optional(z.enum(['forgot-password'])), undefined),
});

/** /verify-otp?userId=&redirect= */
// A userId that is not a UUID cannot be an admin's: the route sends the visitor back to /admin-login.
export const verifyOtpSearchSchema = z.object({
  userId: z.catch(z.optional(z.uuid()), undefined),
  redirect: optionalText(),
});

/** /admin-login?redirect= */
export const adminLoginSearchSchema = z.object({ redirect: optionalText() });

/** /auth-success?code= (the one-time code of a Google sign-in; a `token` parameter is ignored) */
export const authSuccessSearchSchema = z.object({ code: optionalText(128) });

/** /my-review?page= (the client-side pager of the renter's reviews) */
export const myReviewSearchSchema = z.object({ page: optionalPage });

/** /write-review[/{slug}]?draft= (the saved draft to resume, e.g. after signing in to publish) */
export const writeReviewSearchSchema = z.object({ draft: z.catch(z.optional(z.uuid()), undefined) });
