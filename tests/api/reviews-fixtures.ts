import { randomUUID } from 'node:crypto';
import type { PropertyType, ReviewStatus, UserRole } from '../../src/shared/enums';
import { properties, propertyImages, reviewImages, reviews, users } from '../../src/server/db/schema';
import { refreshPropertyAggregates } from '../../src/server/services/aggregates';
import { normalizeName, slugify } from '../../src/server/services/slugs';
import type { TestContext } from '../support/test-app';

/** Data builders for the read-side API tests: each test file builds exactly what it asserts on. */

export interface TestUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  token: string;
  auth: { authorization: string };
}

export async function makeUser(
  t: TestContext,
  opts: { role?: UserRole; verified?: boolean; firstName?: string; lastName?: string; profileImageUrl?: string } = {},
): Promise<TestUser> {
  const tag = randomUUID().slice(0, 8);
  const [row] = await t.deps.db
    .insert(users)
    .values({
      firstName: opts.firstName ?? `First${tag}`,
      lastName: opts.lastName ?? `Last${tag}`,
      email: `user-${tag}@example.test`,
      role: opts.role ?? 'USER',
      isVerified: opts.verified ?? true,
      profileImageUrl: opts.profileImageUrl ?? null,
    })
    .returning();
  const token = await t.deps.tokens.sign({ sub: row!.id, role: row!.role, tv: row!.tokenVersion });
  return {
    id: row!.id,
    email: row!.email,
    firstName: row!.firstName,
    lastName: row!.lastName,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function makeProperty(
  t: TestContext,
  opts: {
    name?: string;
    type?: PropertyType;
    pincode?: string;
    isActive?: boolean;
    createdAt?: Date;
    images?: number;
  } = {},
) {
  const name = opts.name ?? `Test Residences ${randomUUID().slice(0, 6)}`;
  const pincode = opts.pincode ?? '123456';
  const [row] = await t.deps.db
    .insert(properties)
    .values({
      slug: slugify(name),
      name,
      address: `1 Test Street, Singapore, ${pincode}`,
      propertyType: opts.type ?? 'CONDO',
      apartmentName: name,
      normalizedName: normalizeName(name),
      streetName: '1 Test Street',
      pincode,
      city: 'Singapore',
      stateRegion: 'Singapore',
      country: 'Singapore',
      isActive: opts.isActive ?? true,
      thumbnailUrl: opts.images ? '/uploads/test/p0.webp' : null,
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  if (opts.images) {
    await t.deps.db.insert(propertyImages).values(
      Array.from({ length: opts.images }, (_, i) => ({
        propertyId: row!.id,
        imageUrl: `/uploads/test/p${i}.webp`,
        thumbUrl: `/uploads/test/p${i}-480.webp`,
        position: i,
      })),
    );
  }
  return row!;
}

export async function makeReview(
  t: TestContext,
  opts: {
    userId: string;
    propertyId: string;
    status?: ReviewStatus;
    rating?: number;
    isAnonymous?: boolean;
    createdAt?: Date;
    title?: string;
    body?: string;
    images?: number;
  },
) {
  const [row] = await t.deps.db
    .insert(reviews)
    .values({
      userId: opts.userId,
      propertyId: opts.propertyId,
      status: opts.status ?? 'APPROVED',
      title: opts.title ?? 'A fair place to live',
      body: opts.body ?? 'Quiet block, responsive agent, deposit returned in full.',
      overallRating: opts.rating ?? 4,
      isAnonymous: opts.isAnonymous ?? false,
      stayStartDate: '2024-01-01',
      stayEndDate: '2025-01-01',
      stayedWith: 'SOLO',
      createdAt: opts.createdAt ?? new Date(),
    })
    .returning();
  if (opts.images) {
    await t.deps.db.insert(reviewImages).values(
      Array.from({ length: opts.images }, (_, i) => ({
        reviewId: row!.id,
        imageUrl: `/uploads/test/r${i}.webp`,
        thumbUrl: `/uploads/test/r${i}-480.webp`,
        position: i,
      })),
    );
  }
  await refreshPropertyAggregates(t.deps.db, opts.propertyId);
  return row!;
}

/** Minutes before now, for ordering assertions. */
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
