import { count, sql } from 'drizzle-orm';
import type { Storage } from '../services/storage';
import { refreshPropertyAggregates } from '../services/aggregates';
import { hashPassword } from '../services/passwords';
import { normalizeName, slugify } from '../services/slugs';
import {
  NOISE_LEVELS,
  PEST_ISSUES,
  PRIVACY_RATINGS,
  REPAIRS_DONE,
  REPORT_REASONS,
  STAYED_WITH,
  type ReviewStatus,
} from '../../shared/enums';
import type { Db } from './client';
import { properties, propertyImages, reviewImages, reviewLikes, reviewReports, reviews, users } from './schema';
import { DEMO_PASSWORD, REVIEW_BODIES, REVIEW_TITLES, SEED_PROPERTIES, SEED_RENTERS } from './seed-data';
import { generateSeedImages } from './seed-images';

/** A small deterministic PRNG (mulberry32), so every demo seed is the same. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const BASE_TIME = Date.UTC(2026, 9, 1); // 1 Oct 2026: demo reviews are dated before this.
const DAY = 86_400_000;

export interface SeedSummary {
  properties: number;
  reviews: number;
  approved: number;
  renters: number;
}

/** Seeds the demo data set into an empty database; does nothing when properties already exist. */
export async function seedDemoIfEmpty(db: Db, storage: Storage): Promise<SeedSummary | null> {
  const [row] = await db.select({ n: count() }).from(properties);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, storage);
}

export async function seedDemo(db: Db, storage: Storage): Promise<SeedSummary> {
  const rnd = random(20261122);
  const propertyPhotos = await generateSeedImages(storage, 'property', 16);
  const roomPhotos = await generateSeedImages(storage, 'room', 24);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const renterRows = await tx
      .insert(users)
      .values(
        SEED_RENTERS.map(([firstName, lastName], i) => ({
          firstName,
          lastName,
          email: `renter${i + 1}@hometruths.local`,
          passwordHash,
          isVerified: true,
          country: i % 2 === 0 ? 'Singapore' : 'India',
          city: i % 2 === 0 ? 'Singapore' : 'Bengaluru',
          createdAt: new Date(BASE_TIME - (400 - i) * DAY),
        })),
      )
      .returning({ id: users.id });

    const propertyRows = await tx
      .insert(properties)
      .values(
        SEED_PROPERTIES.map((p, i) => ({
          slug: slugify(p.name),
          name: p.name,
          address: [p.block, p.street, p.city === p.state ? p.city : `${p.city}, ${p.state}`, p.pincode]
            .filter(Boolean)
            .join(', '),
          propertyType: p.type,
          apartmentName: p.name,
          normalizedName: normalizeName(p.name),
          towerOrBlock: p.block,
          streetName: p.street,
          pincode: p.pincode,
          city: p.city,
          stateRegion: p.state,
          country: p.country,
          thumbnailUrl: i % 7 === 6 ? null : propertyPhotos[i % propertyPhotos.length]!.imageUrl,
          createdAt: new Date(BASE_TIME - (300 - i) * DAY),
        })),
      )
      .returning({ id: properties.id, thumbnailUrl: properties.thumbnailUrl });

    await tx.insert(propertyImages).values(
      propertyRows.flatMap((p, i) =>
        p.thumbnailUrl
          ? [0, 1].map((k) => {
              const photo = propertyPhotos[(i + k * 5) % propertyPhotos.length]!;
              return { propertyId: p.id, imageUrl: photo.imageUrl, thumbUrl: photo.thumbUrl, position: k };
            })
          : [],
      ),
    );

    // 176 reviews: 150 APPROVED, 16 PENDING, 10 REJECTED; about one in five anonymous.
    const statuses: ReviewStatus[] = [
      ...Array<ReviewStatus>(150).fill('APPROVED'),
      ...Array<ReviewStatus>(16).fill('PENDING'),
      ...Array<ReviewStatus>(10).fill('REJECTED'),
    ];
    const reviewValues = statuses.map((status, i) => {
      // Spread reviews over properties, leaving the last two without any review.
      const propertyIndex = i < 40 ? i : rnd.int(0, propertyRows.length - 3);
      const rating = rnd.pick([5, 5, 4, 4, 4, 3, 3, 2, 1]);
      const start = new Date(BASE_TIME - rnd.int(400, 1500) * DAY);
      const end = rnd.next() < 0.85 ? new Date(start.getTime() + rnd.int(180, 720) * DAY) : null;
      const sub = () => Math.max(1, Math.min(5, rating + rnd.int(-1, 1)));
      return {
        userId: renterRows[i % renterRows.length]!.id,
        propertyId: propertyRows[propertyIndex]!.id,
        status,
        title: rnd.pick(REVIEW_TITLES[rating]!),
        body: rnd.pick(REVIEW_BODIES[rating]!),
        overallRating: rating,
        isAnonymous: i % 5 === 2,
        stayStartDate: start.toISOString().slice(0, 10),
        stayEndDate: end && end.getTime() < BASE_TIME ? end.toISOString().slice(0, 10) : null,
        stayedWith: rnd.pick(STAYED_WITH),
        unitNumber: `${rnd.int(2, 30)}-${rnd.int(1, 12)}`,
        agentName: rnd.next() < 0.6 ? rnd.pick(['Jason Lee', 'Anita Rao', 'Farah Aziz', 'Rohan Das']) : null,
        responsivenessRating: sub(),
        depositFairnessRating: sub(),
        agentHonestyRating: sub(),
        agentHelpfulnessRating: sub(),
        agentProfessionalismRating: sub(),
        conditionOnMoveInRating: sub(),
        cleanlinessRating: sub(),
        privacyRating: rnd.pick(PRIVACY_RATINGS),
        noiseLevel: rnd.pick(NOISE_LEVELS),
        pestIssue: rnd.pick(PEST_ISSUES),
        repairsDone: rnd.pick(REPAIRS_DONE),
        createdAt: new Date(BASE_TIME - ((i * 37) % 360) * DAY - i * 3_600_000),
      };
    });
    const reviewRows = await tx
      .insert(reviews)
      .values(reviewValues)
      .returning({ id: reviews.id, status: reviews.status });

    await tx.insert(reviewImages).values(
      reviewRows.flatMap((r, i) => {
        const n = i % 4 === 3 ? 0 : rnd.int(1, 6);
        return Array.from({ length: n }, (_, k) => {
          const photo = roomPhotos[(i * 3 + k) % roomPhotos.length]!;
          return { reviewId: r.id, imageUrl: photo.imageUrl, thumbUrl: photo.thumbUrl, position: k };
        });
      }),
    );

    // Likes on approved reviews (distinct users), with likes_count matching the rows.
    const approved = reviewRows.filter((r) => r.status === 'APPROVED');
    const likes = approved.flatMap((r, i) => renterRows.slice(0, i % 6).map((u) => ({ reviewId: r.id, userId: u.id })));
    await tx.insert(reviewLikes).values(likes);
    await tx.execute(sql`UPDATE reviews r SET likes_count = l.n
      FROM (SELECT review_id, count(*)::int AS n FROM review_likes GROUP BY review_id) l
      WHERE r.id = l.review_id`);

    await tx.insert(reviewReports).values(
      approved.slice(0, 6).map((r, i) => ({
        reviewId: r.id,
        userId: renterRows[(i + 3) % renterRows.length]!.id,
        reason: REPORT_REASONS[i % REPORT_REASONS.length]!,
        details: i % REPORT_REASONS.length === 4 ? 'The review names a person who is not the landlord.' : null,
      })),
    );

    for (const p of propertyRows) await refreshPropertyAggregates(tx, p.id);

    return {
      properties: propertyRows.length,
      reviews: reviewRows.length,
      approved: approved.length,
      renters: renterRows.length,
    };
  });
}
