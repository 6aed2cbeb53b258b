import { type APIRequestContext, expect } from '@playwright/test';
import { REPORT_REASONS } from '../../src/shared/enums';
import { REVIEW_PARTS } from '../../tests/support/review-parts';
import { createVerifiedRenter } from './auth';

/**
 * Reviews made through the API for the moderation journeys: each has a title no seeded review shares,
 * so a spec finds exactly its own row instead of the first of several seeded look-alikes.
 */

let counter = 0;
export const uniqueTitle = (label: string) => `${label} ${Date.now().toString(36)}${counter++}`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh verified renter, signed in through the API: their credentials and bearer token. */
async function signedInRenter(request: APIRequestContext, label: string) {
  const renter = await createVerifiedRenter(request, label);
  const login = await request.post('/api/v1/users/login', { data: { email: renter.email, password: renter.password } });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { email: renter.email, password: renter.password, token };
}

/** A fresh verified renter, signed in through the API: their bearer token. */
export async function renterToken(request: APIRequestContext, label: string): Promise<string> {
  return (await signedInRenter(request, label)).token;
}

/**
 * A new PENDING review by a fresh renter, with a unique title, on a property created or reused by
 * address. `author` holds the renter's credentials, for journeys that sign in as them.
 */
export async function writePendingReview(request: APIRequestContext, title: string) {
  const author = await signedInRenter(request, 'author');
  const token = author.token;
  const res = await request.post('/api/v1/reviews/create-anonymoous-review-property', {
    headers: bearer(token),
    multipart: {
      ...REVIEW_PARTS,
      apartmentName: 'Moderation Court',
      pincode: '098001',
      title,
      body: 'Written by the moderation journey so that its row is the only one with this title.',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const review = ((await res.json()) as { data: { id: string; property: { id: string } } }).data;
  return { id: review.id, propertyId: review.property.id, author: { email: author.email, password: author.password } };
}

/** Approves a review as the admin and files an open report on it as another fresh renter. */
export async function approveAndReport(request: APIRequestContext, adminToken: string, reviewId: string) {
  const approved = await request.put(`/api/v1/admin/admin-update-reviews/${reviewId}/status`, {
    headers: bearer(adminToken),
    data: { status: 'APPROVED' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const reporter = await renterToken(request, 'reporter');
  const flagged = await request.post(`/api/v1/reviews/${reviewId}/flag`, {
    headers: bearer(reporter),
    data: { reason: REPORT_REASONS[0] },
  });
  expect(flagged.status(), await flagged.text()).toBe(201);
}
