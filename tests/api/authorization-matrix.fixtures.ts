import { eq } from 'drizzle-orm';
import { reviewImages, reviewReports, reviews, tenancyProofs, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/passwords';
import { type Operation, fillPath } from '../support/openapi-operations';
import { rawRequest } from '../support/raw-request';
import type { TestContext } from '../support/test-app';
import { REVIEW_PARTS } from '../support/review-parts';
import { EDIT_PARTS, jpeg } from './review-write-fixtures';
import { makeProperty, makeReview } from './reviews-fixtures';

/**
 * The callers and objects of the authorization matrix (authorization-matrix.entries.ts): every
 * operation is called as each caller against objects owned by renter A.
 */
export const CALLERS = ['anonymous', 'renterA', 'renterB', 'deactivated', 'unverified', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
type Account = Exclude<Caller, 'anonymous'>;

export const MATRIX_PASSWORD = 'matrix-pass-1';

export interface MatrixUser {
  id: string;
  email: string;
  firstName: string;
}

export interface MatrixFixtures {
  users: Record<Account, MatrixUser>;
  /** The user whose credentials a public operation (sign-in, codes) is called with: A for anonymous. */
  caller: MatrixUser;
  property: { id: string; slug: string };
  /** A's approved, named review on `property`, with one photo (`imageA`). */
  reviewA: { id: string };
  imageA: { id: string };
  /** A's anonymous review, waiting for the admin. */
  anonymousReviewA: { id: string };
  /** B's approved review on `property`, which A has reported (`reportA`). */
  reviewB: { id: string };
  reportA: { id: string };
  /** A small JPEG for photo uploads. */
  jpeg: Uint8Array<ArrayBuffer>;
}

let jpegBytes: Promise<Uint8Array<ArrayBuffer>> | undefined;
/** One argon2 hash for every fixture account: hashing is the slow part of making users. */
let passwordHash: Promise<string> | undefined;

async function makeAccount(t: TestContext, label: string, values: Partial<typeof users.$inferInsert>) {
  passwordHash ??= hashPassword(MATRIX_PASSWORD);
  const tag = `${label}.${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await t.deps.db
    .insert(users)
    .values({
      firstName: `First ${label}`,
      lastName: 'Matrix',
      email: `${tag}@example.test`,
      passwordHash: await passwordHash,
      isVerified: true,
      ...values,
    })
    .returning();
  return { id: row!.id, email: row!.email, firstName: row!.firstName };
}

/** A fresh set of callers and A-owned objects (built once per file, or per call for destructive entries). */
export async function buildFixtures(t: TestContext): Promise<Omit<MatrixFixtures, 'caller'>> {
  jpegBytes ??= jpeg().then((b) => new Uint8Array(b));
  const renterA = await makeAccount(t, 'a', {});
  const renterB = await makeAccount(t, 'b', {});
  const deactivated = await makeAccount(t, 'deactivated', { isActive: false });
  const unverified = await makeAccount(t, 'unverified', { isVerified: false });
  const admin = await makeAccount(t, 'admin', { role: 'ADMIN' });
  const property = await makeProperty(t, { images: 1 });
  const reviewA = await makeReview(t, { userId: renterA.id, propertyId: property.id, images: 1 });
  const [imageA] = await t.deps.db.select().from(reviewImages).where(eq(reviewImages.reviewId, reviewA.id));
  // A's review waits for a tenancy decision, with its proof in private storage.
  const proofKey = `tenancy-proofs/${reviewA.id}.pdf`;
  await t.deps.storage.putPrivate(proofKey, Buffer.from('%PDF-1.4\n%matrix\n'), 'application/pdf');
  await t.deps.db
    .insert(tenancyProofs)
    .values({ reviewId: reviewA.id, storageKey: proofKey, mime: 'application/pdf', sizeBytes: 18 });
  await t.deps.db.update(reviews).set({ verification: 'PENDING' }).where(eq(reviews.id, reviewA.id));
  const anonymousReviewA = await makeReview(t, {
    userId: renterA.id,
    propertyId: property.id,
    isAnonymous: true,
    status: 'PENDING',
  });
  const reviewB = await makeReview(t, { userId: renterB.id, propertyId: property.id });
  const [reportA] = await t.deps.db
    .insert(reviewReports)
    .values({ reviewId: reviewB.id, userId: renterA.id, reason: 'Duplicate or incorrect listing', details: 'x' })
    .returning();
  return {
    users: { renterA, renterB, deactivated, unverified, admin },
    property: { id: property.id, slug: property.slug },
    reviewA: { id: reviewA.id },
    imageA: { id: imageA!.id },
    anonymousReviewA: { id: anonymousReviewA.id },
    reviewB: { id: reviewB.id },
    reportA: { id: reportA!.id },
    jpeg: await jpegBytes,
  };
}

/** A session token for the caller, minted now with the account's current token version. */
export async function tokenFor(t: TestContext, user: MatrixUser | undefined): Promise<string | undefined> {
  if (!user) return undefined;
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
  if (!row) return undefined;
  return t.deps.tokens.sign({ sub: row.id, role: row.role, tv: row.tokenVersion });
}

/** What one matrix call sends besides the caller's token. */
export interface MatrixRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  /** Multipart parts. */
  form?: Record<string, string | File>;
  headers?: Record<string, string>;
}

export type RequestBuilder = (fx: MatrixFixtures) => MatrixRequest;

/** The request builders the entries name: each fills an operation's path and body from the fixtures. */
const EDIT_FORM = { ...EDIT_PARTS, title: 'Edited by the matrix' };
const PROPERTY_FORM = {
  propertyType: 'CONDO',
  apartmentName: 'Matrix Towers',
  streetName: '1 Matrix Road',
  pincode: '238801',
  city: 'Singapore',
  state_region: 'Singapore',
  country: 'Singapore',
};
const PLACE_PARTS = ['propertyType', 'apartmentName', 'streetName', 'pincode', 'country'];
const OWN_REVIEW_PARTS = Object.fromEntries(Object.entries(REVIEW_PARTS).filter(([k]) => !PLACE_PARTS.includes(k)));
let unique = 0;
const credentials = (fx: MatrixFixtures) => ({ email: fx.caller.email, password: MATRIX_PASSWORD });

export const req = {
  none: (): MatrixRequest => ({}),
  // Public account flows are called with the caller's own email (renter A's for anonymous).
  register: (): MatrixRequest => ({
    json: {
      firstName: 'New',
      lastName: 'Renter',
      email: `new.${unique++}.${Date.now()}@example.test`,
      password: MATRIX_PASSWORD,
    },
  }),
  login: (fx: MatrixFixtures): MatrixRequest => ({ json: credentials(fx) }),
  email: (fx: MatrixFixtures): MatrixRequest => ({ json: { email: fx.caller.email } }),
  verifyCode: (fx: MatrixFixtures): MatrixRequest => ({
    json: { email: fx.caller.email, verificationCode: '000000', verificationTicket: 'not-a-ticket' },
  }),
  verifyResetCode: (fx: MatrixFixtures): MatrixRequest => ({ json: { email: fx.caller.email, code: '000000' } }),
  resetPassword: (): MatrixRequest => ({ json: { newPassword: 'matrix-pass-2', resetToken: 'not-a-reset-token' } }),
  changePassword: (): MatrixRequest => ({ json: { currentPassword: MATRIX_PASSWORD, newPassword: 'matrix-pass-2' } }),
  googleExchange: (): MatrixRequest => ({ json: { code: 'not-a-code' } }),
  adminOtp: (fx: MatrixFixtures): MatrixRequest => ({
    json: { userId: fx.caller.id, ticket: 'not-a-ticket', otp: '000000' },
  }),
  contact: (fx: MatrixFixtures): MatrixRequest => ({
    json: { name: 'Matrix', email: fx.caller.email, subject: 'Hello', message: 'A message from the matrix test.' },
  }),
  // Objects owned by renter A.
  userA: (fx: MatrixFixtures): MatrixRequest => ({ params: { id: fx.users.renterA.id, userId: fx.users.renterA.id } }),
  editUserA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.users.renterA.id },
    json: { firstName: 'Edited' },
  }),
  deactivateA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.users.renterA.id },
    json: { isActive: false },
  }),
  detailsOfA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.users.renterA.id },
    json: { firstName: 'Edited', lastName: 'Matrix', about: 'Edited by the matrix.' },
  }),
  photoOfA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.users.renterA.id },
    form: { profileImage: new File([fx.jpeg], 'me.jpg', { type: 'image/jpeg' }) },
  }),
  adminDetails: (): MatrixRequest => ({ json: { firstName: 'Edited', lastName: 'Admin' } }),
  reviewA: (fx: MatrixFixtures): MatrixRequest => ({ params: { id: fx.reviewA.id } }),
  editReviewA: (fx: MatrixFixtures): MatrixRequest => ({ params: { id: fx.reviewA.id }, form: EDIT_FORM }),
  rejectReviewA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.reviewA.id },
    json: { status: 'REJECTED', reason: 'SPAM' },
  }),
  flagReviewA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.reviewA.id },
    json: { reason: 'Duplicate or incorrect listing', details: 'Seen twice.' },
  }),
  imageA: (fx: MatrixFixtures): MatrixRequest => ({ params: { imageId: fx.imageA.id } }),
  verifyTenancyA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.reviewA.id },
    json: { decision: 'verified' },
  }),
  approveAnonymousA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.anonymousReviewA.id },
    json: { action: 'approve' },
  }),
  dismissReportA: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.reportA.id },
    json: { action: 'dismiss' },
  }),
  property: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.property.id, propertyId: fx.property.id, slug: fx.property.slug },
  }),
  editProperty: (fx: MatrixFixtures): MatrixRequest => ({
    params: { id: fx.property.id },
    form: { apartmentName: 'Matrix Renamed' },
  }),
  createProperty: (): MatrixRequest => ({ form: { ...PROPERTY_FORM, apartmentName: `Matrix Towers ${unique++}` } }),
  publishToProperty: (fx: MatrixFixtures): MatrixRequest => ({
    params: { propertyId: fx.property.id },
    form: OWN_REVIEW_PARTS,
  }),
  publishNewPlace: (): MatrixRequest => ({ form: { ...REVIEW_PARTS, apartmentName: `Matrix Place ${unique++}` } }),
  suggestions: (): MatrixRequest => ({ query: { q: 'Test' } }),
  search: (): MatrixRequest => ({ query: { query: 'Test' } }),
  list: (): MatrixRequest => ({ query: { search: 'Matrix', sortBy: 'createdAt', sortOrder: 'asc' } }),
} satisfies Record<string, RequestBuilder>;

/** One call of `op` with the request's params, query and body, and the caller's token. */
export async function sendAs(t: TestContext, op: Operation, r: MatrixRequest, token: string | undefined) {
  const headers: Record<string, string> = { ...r.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (r.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(r.json);
  } else if (r.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(r.form)) form.append(k, v);
    body = form;
  }
  const query = r.query ? `?${new URLSearchParams(r.query).toString()}` : '';
  return rawRequest(t, `${fillPath(op.path, r.params ?? {})}${query}`, { method: op.method, headers, body });
}
