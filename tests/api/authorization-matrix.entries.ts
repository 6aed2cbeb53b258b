import { type RequestBuilder, req } from './authorization-matrix.fixtures';

/**
 * The authorization matrix: for every operation of the OpenAPI document, the status each caller
 * gets, in the order
 *
 *     anonymous  renterA  renterB  deactivated  unverified  admin
 *
 * against objects owned by renter A (req.* in authorization-matrix.fixtures.ts says which). Public
 * account flows (login, codes) are called with the caller's own email. `fresh` rebuilds the
 * fixtures for every call of an operation that destroys or rewrites them. A refused call (4xx) must
 * leave the database as it was. A new operation needs one line here (authorization-matrix.test.ts
 * fails on a document operation without an entry, and on an entry without an operation).
 */
export interface MatrixEntry {
  /** Six statuses separated by spaces, in the caller order above. */
  expect: string;
  request: RequestBuilder;
  fresh?: boolean;
  /**
   * Tables a refused call writes on purpose: a wrong code counts against the code's attempts, and
   * an unverified account's sign-in mails a fresh code. Anything else written on refusal fails.
   */
  refusalWrites?: string[];
  /** A success answers with the file itself (a download), not the JSON envelope; refusals still do. */
  download?: boolean;
}

const row = (expect: string, request: RequestBuilder = req.none, opts: Partial<MatrixEntry> = {}): MatrixEntry => ({
  expect,
  request,
  ...opts,
});
const fresh = { fresh: true };
const download = { download: true };
const countsCodeAttempts = { refusalWrites: ['verification_codes'] };

// prettier-ignore
export const MATRIX: Record<string, MatrixEntry> = {
  //                                                              anon A   B   deact unver admin
  'GET /api/v1/meta/config':                                  row('200 200 200 200 200 200'),
  'POST /api/v1/users/register':                              row('201 201 201 201 201 201', req.register),
  'POST /api/v1/users/login':                                 row('200 200 200 403 403 403', req.login, countsCodeAttempts),
  'GET /api/v1/users/check-token':                            row('401 200 200 403 403 200'),
  'POST /api/v1/users/verify-code':                           row('400 400 400 400 400 400', req.verifyCode, countsCodeAttempts),
  'POST /api/v1/users/resend-code':                           row('200 200 200 200 200 200', req.email),
  'POST /api/v1/users/forgot-password':                       row('200 200 200 200 200 200', req.email),
  'POST /api/v1/users/verify-reset-code':                     row('400 400 400 400 400 400', req.verifyResetCode, countsCodeAttempts),
  'POST /api/v1/users/reset-password':                        row('400 400 400 400 400 400', req.resetPassword),
  'POST /api/v1/users/change-password':                       row('401 200 200 403 403 200', req.changePassword, fresh),
  'POST /api/v1/users/logout':                                row('401 200 200 403 200 200'),
  'POST /api/v1/users/logout-everywhere':                     row('401 200 200 403 200 200'),
  'GET /api/v1/users/auth/google':                            row('404 404 404 404 404 404'),
  'GET /api/v1/users/auth/google/callback':                   row('404 404 404 404 404 404'),
  'POST /api/v1/users/auth/google/exchange':                  row('404 404 404 404 404 404', req.googleExchange),
  'POST /api/v1/admin/login':                                 row('401 401 401 401 401 200', req.login),
  'POST /api/v1/admin/verify-otp':                            row('400 400 400 400 400 400', req.adminOtp),
  'POST /api/v1/admin/change-password':                       row('401 403 403 403 403 200', req.changePassword, fresh),
  'GET /api/v1/admin/overview-counts':                        row('401 403 403 403 403 200'),
  'GET /api/v1/admin/admin-get-all-users':                    row('401 403 403 403 403 200', req.list),
  'GET /api/v1/admin/admin-get-user-by/{id}':                 row('401 403 403 403 403 200', req.userA),
  'PUT /api/v1/admin/admin-update-user/{id}':                 row('401 403 403 403 403 200', req.editUserA),
  'PUT /api/v1/admin/admin-update-user-active-status/{id}':   row('401 403 403 403 403 200', req.deactivateA, fresh),
  'DELETE /api/v1/admin/admin-delete-user/{id}':              row('401 403 403 403 403 200', req.userA, fresh),
  'DELETE /api/v1/admin/delete-user/{id}':                    row('401 403 403 403 403 200', req.userA, fresh),
  'GET /api/v1/admin/admin-get-all-reviews':                  row('401 403 403 403 403 200', req.list),
  'GET /api/v1/admin/admin-get-all-anonymous-reviews':        row('401 403 403 403 403 200', req.list),
  'PUT /api/v1/admin/admin-update-reviews/{id}/status':       row('401 403 403 403 403 200', req.rejectReviewA, fresh),
  'DELETE /api/v1/admin/delete-review/{id}':                  row('401 403 403 403 403 200', req.reviewA, fresh),
  'PUT /api/v1/admin/reviews/anonymous/{id}/process':         row('401 403 403 403 403 200', req.approveAnonymousA, fresh),
  'GET /api/v1/admin/reviews/{id}/tenancy-proof':            row('401 403 403 403 403 200', req.reviewA, download),
  'POST /api/v1/admin/reviews/{id}/verify':                   row('401 403 403 403 403 200', req.verifyTenancyA, fresh),
  'GET /api/v1/admin/reviews/reported':                       row('401 403 403 403 403 200', req.list),
  'PUT /api/v1/admin/reviews/reported/{id}/resolve':          row('401 403 403 403 403 200', req.dismissReportA, fresh),
  'GET /api/v1/admin/admin-get-all-properties':               row('401 403 403 403 403 200', req.list),
  'GET /api/v1/admin/properties/{id}':                        row('401 403 403 403 403 200', req.property),
  'PUT /api/v1/admin/properties/{id}':                        row('401 403 403 403 403 200', req.editProperty),
  'GET /api/v1/admin/properties/by-slug/{slug}':              row('401 403 403 403 403 200', req.property),
  'DELETE /api/v1/admin/admin-delete-properties/{id}':        row('401 403 403 403 403 200', req.property, fresh),
  'GET /api/v1/admin/moderation-log':                         row('401 403 403 403 403 200', req.list),
  'GET /api/v1/admin/moderation-log/admins':                  row('401 403 403 403 403 200'),
  'POST /api/v1/contact-us/contact-us-email-send':            row('200 200 200 200 200 200', req.contact),
  'GET /api/v1/properties/get-suggestions':                   row('200 200 200 200 200 200', req.suggestions),
  'GET /api/v1/properties/get-suggestions-detail/{id}':       row('200 200 200 200 200 200', req.property),
  'GET /api/v1/properties/get-all-properties':                row('200 200 200 200 200 200'),
  'GET /api/v1/properties/search-properties':                 row('200 200 200 200 200 200', req.search),
  'GET /api/v1/properties/get-properties-by-slug/{slug}':     row('200 200 200 200 200 200', req.property),
  'POST /api/v1/properties/create-properties':                row('401 403 403 403 403 201', req.createProperty),
  'GET /api/v1/reviews/most-recent-reviews':                  row('200 200 200 200 200 200'),
  'GET /api/v1/reviews/get-condo-reviews/condo':              row('200 200 200 200 200 200'),
  'GET /api/v1/reviews/get-hdb-reviews/hdb':                  row('200 200 200 200 200 200'),
  'GET /api/v1/reviews/property/{propertyId}':                row('200 200 200 200 200 200', req.property),
  'POST /api/v1/reviews/property/{propertyId}':               row('401 201 201 403 403 403', req.publishToProperty, fresh),
  'GET /api/v1/reviews/my-reviews':                           row('401 200 200 403 403 403'),
  'GET /api/v1/reviews/user/{userId}/stats':                  row('401 200 403 403 403 200', req.userA),
  'POST /api/v1/reviews/create-anonymoous-review-property':   row('401 201 201 403 403 403', req.publishNewPlace),
  'DELETE /api/v1/reviews/review-img/{imageId}':              row('401 200 404 403 403 403', req.imageA, fresh),
  'POST /api/v1/reviews/{id}/like':                           row('401 200 200 403 403 403', req.reviewA, fresh),
  'POST /api/v1/reviews/{id}/flag':                           row('401 201 201 403 403 403', req.flagReviewA, fresh),
  'GET /api/v1/reviews/{id}':                                 row('401 200 404 403 403 200', req.reviewA),
  'PUT /api/v1/reviews/{id}':                                 row('401 200 404 403 403 403', req.editReviewA, fresh),
  'DELETE /api/v1/reviews/{id}':                              row('401 200 404 403 403 403', req.reviewA, fresh),
  'GET /api/v1/profile/me/{userId}':                          row('401 200 403 403 403 200', req.userA),
  'PUT /api/v1/profile/update-details/{id}':                  row('401 200 403 403 403 200', req.detailsOfA, fresh),
  'PUT /api/v1/profile/update-user-profile/{id}':             row('401 200 403 403 403 200', req.photoOfA, fresh),
  'DELETE /api/v1/profile/delete-image/{id}':                 row('401 404 403 403 403 404', req.userA),
  'GET /api/v1/admin/profile':                                row('401 403 403 403 403 200'),
  'PUT /api/v1/admin/update-profile':                         row('401 403 403 403 403 200', req.adminDetails, fresh),
};
