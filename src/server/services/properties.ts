import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { PropertyType } from '../../shared/enums';
import { PROPERTY_MESSAGES, type CreatePropertyValues } from '../../shared/properties';
import type { Db, DbOrTx } from '../db/client';
import { constant } from '../db/generic-plan-sql';
import { preparedVariants } from '../db/prepared';
import { type PropertyRow, properties, propertyImages, readCounts } from '../db/schema';
import { isUniqueViolation } from '../lib/db-errors';
import { conflict, notFound } from '../lib/errors';
import { type Pagination, pagination } from '../lib/envelope';
import { refreshRecentRatingIfStale } from './aggregates';
import { type StoredImage, removeImages, storeImage } from './images';
import { type ModerationActor, recordModeration } from './moderation-log';
import { type ImageDto, type PropertyDto, propertyDtoColumns, toPropertyDto } from './property-dto';
import { normalizeName, slugify } from './slugs';
import type { Storage } from './storage';
import type { z } from '@hono/zod-openapi';

export interface PropertyPage {
  properties: PropertyDto[];
  pagination: z.infer<typeof Pagination>;
}

/** 'Block 1G, Cantonment Road, Singapore, 081001': the address line shown on cards and searched. */
export function buildAddress(p: {
  towerOrBlock?: string | null;
  unitNumber?: string | null;
  streetName: string;
  city?: string | null;
  stateRegion?: string | null;
  pincode: string;
}): string {
  const place =
    p.city && p.stateRegion && p.city !== p.stateRegion ? `${p.city}, ${p.stateRegion}` : p.city || p.stateRegion;
  return [p.unitNumber, p.towerOrBlock, p.streetName, place, p.pincode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Serialises, until the caller's transaction ends, everyone working on the same key (a slug base, a
 * property match key), so check-then-insert stays correct under concurrency on PostgreSQL.
 */
export async function lockKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * `base`, or `base-2`, `base-3`... whichever is free. Call inside a transaction: it holds a lock on the
 * base until commit, and the unique index still guards anything that skips this function.
 */
export async function uniqueSlug(db: DbOrTx, text: string): Promise<string> {
  const base = slugify(text);
  await lockKey(db, `property-slug:${base}`);
  const taken = await db
    .select({ slug: properties.slug })
    .from(properties)
    .where(or(eq(properties.slug, base), like(properties.slug, `${base}-%`)));
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function loadPropertyImages(db: DbOrTx, propertyId: string): Promise<ImageDto[]> {
  return db
    .select({ id: propertyImages.id, imageUrl: propertyImages.imageUrl, thumbUrl: propertyImages.thumbUrl })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}

/**
 * The gallery of the row's property, in order, as one JSON column. The outer column is written out with
 * its table: a one-table select renders columns unqualified, which here would mean pi.id.
 */
const galleryColumn = sql<ImageDto[]>`(SELECT coalesce(json_agg(json_build_object('id', pi.id, 'imageUrl', pi.image_url,
  'thumbUrl', pi.thumb_url) ORDER BY pi.position, pi.created_at), '[]'::json)
  FROM property_images pi WHERE pi.property_id = properties.id)`;

const publicPropertyStatement = preparedVariants((db, by: 'slug' | 'id') =>
  db
    .select({ ...propertyDtoColumns, gallery: galleryColumn })
    .from(properties)
    .where(
      and(eq(by === 'slug' ? properties.slug : properties.id, sql.placeholder('key')), sql`${properties.isActive}`),
    )
    .limit(1)
    .prepare(`public_property_by_${by}`),
);

/**
 * One active property with its gallery, by slug or id, in one statement; 404 'Property not found.'
 * otherwise.
 */
export async function getPublicProperty(db: DbOrTx, by: { slug: string } | { id: string }): Promise<PropertyDto> {
  const variant = 'slug' in by ? 'slug' : 'id';
  const read = () => publicPropertyStatement(db, variant).execute({ key: 'slug' in by ? by.slug : by.id });
  let [row] = await read();
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  if (row.recentAsOf !== todayUtc()) {
    await refreshRecentRatingIfStale(db, row.id);
    [row] = await read();
    if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  }
  // toPropertyDto reads its fields one by one: no copy of the row without its gallery is needed.
  return toPropertyDto(row, row.gallery, true);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** 404 'Property not found.' unless the property exists and is active. */
export async function assertPublicProperty(db: DbOrTx, id: string): Promise<void> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.isActive, true)))
    .limit(1);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
}

/** The stored review_count of an active property; 404 'Property not found.' otherwise. */
export async function publicReviewCount(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: properties.reviewCount })
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.isActive, true)))
    .limit(1);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  return row.n;
}

/** Active properties in total, or of one type: a maintained counter (migration 0007). */
export async function countActiveProperties(db: DbOrTx, type?: PropertyType): Promise<number> {
  const [row] = await db
    .select({ n: readCounts.n })
    .from(readCounts)
    .where(eq(readCounts.key, type ? `properties:${type}` : 'properties'));
  return Number(row?.n ?? 0);
}

/**
 * Active properties, newest first, optionally of one type. The page's keys come from an index-only
 * scan of the partial index on exactly this order (properties_active_[type_]created_id_idx), and
 * only its rows are then read (decision 015). A deep page does not skip every index entry above it:
 * it starts at the bucket of list_anchors holding its rows and reads at most that bucket upwards,
 * then reverses (decision 019). The buckets are walked from the newest end, so a page near the top
 * stops after a few of them, and any page past the first two spans (a bucket holds at most two)
 * starts from one (decision 032). One statement, so the counter, the buckets and the index are read
 * in one snapshot; when the buckets do not add up to the counter it skips from the top with OFFSET
 * instead, as it does whenever that is the shorter walk.
 *
 * The page's offset and size reach the plan only through `arg`, a materialized row: a plan for the
 * values then costs what the generic plan costs, and PostgreSQL keeps the generic one after five
 * executions instead of planning every request (about a millisecond, as long as the execution).
 */
const listingStatement = preparedVariants((db, variant: PropertyType | 'ALL') => {
  const list = constant(variant === 'ALL' ? 'properties' : `properties:${variant}`);
  const ofType = variant === 'ALL' ? sql`` : sql`AND p.property_type = ${constant(variant)}`;
  const keys = sql`(
    WITH arg AS MATERIALIZED (
      SELECT ${sql.placeholder('offset')}::int AS skip, ${sql.placeholder('pageSize')}::int AS size
    ),
    total AS (SELECT coalesce((SELECT n FROM read_counts WHERE key = ${list}), 0) AS t),
    -- The page covers positions [lo, hi) counted from the oldest key; 'reach' is how many keys lie
    -- from the page's oldest position to the newest end.
    span AS (
      SELECT greatest(t - a.skip - a.size, 0) AS lo, greatest(t - a.skip, 0) AS hi,
             least(a.skip + a.size, t) AS reach, a.skip
      FROM total, arg a
    ),
    bucket AS (
      SELECT created_at, id, sum(n) OVER w AS from_top,
             lead(created_at, 1, '-infinity') OVER w AS after_at,
             lead(id, 1, '00000000-0000-0000-0000-000000000000') OVER w AS after_id
      FROM list_anchors WHERE list = ${list} WINDOW w AS (ORDER BY created_at DESC, id DESC)
    ),
    start AS (
      SELECT f.* FROM (
        SELECT b.after_at, b.after_id, b.from_top - s.reach AS skip, s.hi - s.lo AS take, s.skip AS page_skip
        FROM bucket b, span s WHERE b.from_top >= s.reach ORDER BY b.created_at DESC, b.id DESC LIMIT 1
      ) f
      WHERE f.page_skip >= 2 * list_anchor_span() AND f.skip < f.page_skip
        AND (SELECT sum(n) FROM list_anchors WHERE list = ${list}) = (SELECT t FROM total)
    )
    SELECT k.id, k.created_at FROM start, LATERAL (
      SELECT p.id, p.created_at FROM properties p
      WHERE p.is_active ${ofType} AND (p.created_at, p.id) > (start.after_at, start.after_id)
      ORDER BY p.created_at, p.id OFFSET start.skip LIMIT start.take
    ) k
    UNION ALL
    SELECT d.id, d.created_at FROM (
      SELECT p.id, p.created_at FROM properties p WHERE p.is_active ${ofType}
      ORDER BY p.created_at DESC, p.id DESC LIMIT (SELECT size FROM arg) OFFSET (SELECT skip FROM arg)
    ) d WHERE NOT EXISTS (SELECT FROM start)
    LIMIT (SELECT size FROM arg)
  ) AS page_keys`;
  return (
    db
      // The total rides along from the counter, read in the same snapshot as the page.
      .select({ ...propertyDtoColumns, total: sql<string>`(SELECT n FROM read_counts WHERE key = ${list})` })
      .from(properties)
      .innerJoin(keys, sql`page_keys.id = ${properties.id}`)
      .orderBy(sql`page_keys.created_at DESC, page_keys.id DESC`)
      .prepare(`listing_${variant.toLowerCase()}`)
  );
});

export async function listProperties(
  db: DbOrTx,
  opts: { page: number; pageSize: number; type?: PropertyType },
): Promise<PropertyPage> {
  const rows = await listingStatement(db, opts.type ?? 'ALL').execute({
    offset: (opts.page - 1) * opts.pageSize,
    pageSize: opts.pageSize,
  });
  // Only a page past the end asks the counter on its own.
  const total = rows[0] ? Number(rows[0].total) : await countActiveProperties(db, opts.type);
  return {
    properties: rows.map((row) => toPropertyDto(row)),
    pagination: pagination(opts.page, opts.pageSize, total),
  };
}

const blankToNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/**
 * Runs `insert` (a transaction that creates a property through `uniqueSlug`) again when a racing
 * create took the same free slug first; the second attempt picks the next one.
 */
export async function retryOnSlugClash<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert();
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err, 'properties_slug_unique')) throw err;
    }
  }
}

/**
 * The property with the same country + pincode + normalised apartment name, if any. Takes a lock on
 * that match key until the caller's transaction ends, so two creates for one place cannot both miss
 * each other and insert twins.
 */
export async function lockAndFindMatchingProperty(
  tx: DbOrTx,
  place: { country: string; pincode: string; apartmentName: string },
): Promise<{ id: string } | undefined> {
  const normalizedName = normalizeName(place.apartmentName);
  await lockKey(tx, `property-match:${place.country}|${place.pincode}|${normalizedName}`);
  const [match] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.country, place.country),
        eq(properties.pincode, place.pincode),
        eq(properties.normalizedName, normalizedName),
      ),
    )
    .limit(1);
  return match;
}

/** What a new property row needs; the optional parts are blank-to-null. */
export interface NewPropertyFields {
  propertyType: PropertyType;
  apartmentName: string;
  streetName: string;
  pincode: string;
  country: string;
  city?: string | null;
  stateRegion?: string | null;
  unitNumber?: string;
  towerOrBlock?: string;
  ownerName?: string;
  ownerId?: string;
  agentName?: string;
  agentId?: string;
}

/** Inserts a property row with a unique slug. Call inside a transaction, after the match check. */
export async function insertPropertyRow(
  tx: DbOrTx,
  input: NewPropertyFields,
  extra: { thumbnailUrl: string | null; createdBy: string | null },
): Promise<PropertyRow> {
  const unitNumber = blankToNull(input.unitNumber);
  const towerOrBlock = blankToNull(input.towerOrBlock);
  const [row] = await tx
    .insert(properties)
    .values({
      slug: await uniqueSlug(tx, input.apartmentName),
      name: input.apartmentName,
      address: buildAddress({
        towerOrBlock,
        unitNumber,
        streetName: input.streetName,
        city: input.city,
        stateRegion: input.stateRegion,
        pincode: input.pincode,
      }),
      propertyType: input.propertyType,
      apartmentName: input.apartmentName,
      normalizedName: normalizeName(input.apartmentName),
      unitNumber,
      towerOrBlock,
      streetName: input.streetName,
      pincode: input.pincode,
      city: input.city ?? null,
      stateRegion: input.stateRegion ?? null,
      country: input.country,
      ownerName: blankToNull(input.ownerName),
      ownerId: blankToNull(input.ownerId),
      agentName: blankToNull(input.agentName),
      agentId: blankToNull(input.agentId),
      thumbnailUrl: extra.thumbnailUrl,
      createdBy: extra.createdBy,
    })
    .returning();
  return row!;
}

/**
 * Creates a property with its gallery (first image = thumbnail). Images are stored first, the rows in
 * one transaction; if anything fails the stored files are removed again, so nothing is orphaned.
 */
export async function createProperty(
  db: Db,
  storage: Storage,
  input: CreatePropertyValues,
  files: Buffer[],
  actor: ModerationActor,
): Promise<PropertyDto> {
  const stored: StoredImage[] = [];
  try {
    for (const bytes of files) stored.push(await storeImage(storage, 'properties', bytes));
    return await retryOnSlugClash(() => insertProperty(db, input, stored, actor));
  } catch (err) {
    await removeImages(storage, stored);
    throw err;
  }
}

async function insertProperty(
  db: Db,
  input: CreatePropertyValues,
  stored: StoredImage[],
  actor: ModerationActor,
): Promise<PropertyDto> {
  return db.transaction(async (tx) => {
    if (await lockAndFindMatchingProperty(tx, input)) throw conflict(PROPERTY_MESSAGES.duplicate);
    const row = await insertPropertyRow(
      tx,
      { ...input, stateRegion: input.state_region },
      { thumbnailUrl: stored[0]?.imageUrl ?? null, createdBy: actor.id },
    );
    await recordModeration(tx, actor, {
      action: 'PROPERTY_CREATE',
      objectType: 'PROPERTY',
      objectId: row.id,
      objectLabel: row.name,
    });
    const images = stored.length
      ? await tx
          .insert(propertyImages)
          .values(stored.map((img, position) => ({ propertyId: row.id, ...img, position })))
          .returning({ id: propertyImages.id, imageUrl: propertyImages.imageUrl, thumbUrl: propertyImages.thumbUrl })
      : [];
    return toPropertyDto(row, images);
  });
}
