import { z } from '@hono/zod-openapi';
import { type SQL, and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_LIST_MAX_ROWS, type ADMIN_PROPERTY_SORT_KEYS, type SortOrder } from '../../shared/admin-tables';
import { PLANNED_FOR_EACH_EXECUTION, preparedVariants } from '../db/prepared';
import { ADMIN_MESSAGES } from '../../shared/admin-text';
import { PROPERTY_LIMITS, PROPERTY_MESSAGES, type UpdatePropertyValues } from '../../shared/properties';
import type { Db, DbOrTx } from '../db/client';
import { type PropertyRow, properties, propertyImages, reviewImages, reviews } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { AdminListOptions } from './admin-users';
import {
  type AdminPagination,
  SEARCHED,
  type SearchedMode,
  searchedPlan,
  adminPage,
  searchedPageFilter,
  ilikeAny,
  orderWithTieBreaker,
  searchPattern,
  type ListHead,
} from './admin-list-query';
import { addressFirstsByName, addressWordsAnswer } from './admin-address-words';
import { activeFrom, addressWay, inactiveSkipped } from './admin-property-ways';
import { columnContains } from './admin-column-grams';
import { type SearchSource, amongFirstMatches, idAndKey } from './admin-search-sources';
import { unsearchedStatements } from './admin-unsearched-statements';
import { ownValueFirsts } from './admin-value-firsts';
import { type StoredImage, removeImages, storeImage } from './images';
import { type ModerationActor, recordModeration } from './moderation-log';
import { buildAddress, loadPropertyImages, lockKey } from './properties';
import { type ImageDto, PropertyDto, toPropertyDto } from './property-dto';
import { normalizeName } from './slugs';
import type { Storage } from './storage';

/** The public Property plus what only the back office edits. */
export const AdminPropertyDto = PropertyDto.extend({
  ownerId: z.string().nullable(),
  agentId: z.string().nullable(),
}).openapi('AdminProperty');
export type AdminPropertyDto = z.infer<typeof AdminPropertyDto>;

// Extended in place: a spread copy of the public DTO's fields takes V8's slow path (decision 029).
const toAdminPropertyDto = (row: PropertyRow, images?: ImageDto[]): AdminPropertyDto =>
  Object.assign(toPropertyDto(row, images), { ownerId: row.ownerId, agentId: row.agentId });

type SortKey = (typeof ADMIN_PROPERTY_SORT_KEYS)[number];

const SORT_COLUMNS: Record<SortKey, AnyPgColumn> = {
  createdAt: properties.createdAt,
  name: properties.name,
  propertyType: properties.propertyType,
  overallRating: properties.overallRating,
  reviewCount: properties.reviewCount,
  isActive: properties.isActive,
};

/**
 * The ids of a searched page with every match sorted: each source's first matches with their keys
 * (amongFirstMatches). The name matches come from admin_search_values, each matching name's rows by one
 * descent (decision 030): sorted by name along (name, id); by another key from
 * properties_name_id_keys_idx, which holds every sort key, so a name's rows are sorted index-only
 * instead of fetched from the heap (21,882 'emerald' rows: 140-190 ms at page 1,000, now 20-30).
 */
function sortedSearchPage(db: DbOrTx, sortBy: SortKey, sortOrder: SortOrder, order: SQL[]): SQL {
  const { pattern, limit, offset, need, maxValues } = SEARCHED;
  const sortColumn = SORT_COLUMNS[sortBy];
  const matching =
    (match: SQL): SearchSource =>
    (key) =>
      db.select(idAndKey(properties.id, key)).from(properties).where(match).$dynamic();
  const byName = matching(ilike(properties.name, pattern));
  // Planned for the pattern's value: a term of one or two characters reads the addresses' grams index.
  const byAddress = matching(columnContains(properties.address, pattern, SEARCHED.gramIndex));
  return amongFirstMatches(
    properties.id,
    { any: ilikeAny(pattern, [properties.name, properties.address]), sources: [byName, byAddress] },
    { key: sortColumn, order: sortOrder },
    { limit, offset, need },
    [
      ownValueFirsts(
        { list: 'properties', pattern },
        { table: properties, column: properties.name, id: properties.id },
        { column: sortColumn, order: sortOrder, orderBy: order },
        { need, maxValues },
        byName,
      ),
      // Sorted by name, the address matches from the address words' postings in name order (decision 052).
      sortBy === 'name'
        ? addressFirstsByName(
            pattern,
            sortOrder,
            need,
            sql`${byAddress(sortColumn)
              .orderBy(...order)
              .limit(need)}`,
          )
        : undefined,
    ],
  );
}

/**
 * A searched page's statement, built once per database handle, sort key, direction and way of
 * reading (searchPageRows): `head`, the first matches among the head of the order (`headDeep` past
 * page 1, ids first), or `sorted`, every match sorted (sortedSearchPage). The pattern and the window
 * are placeholders, so a request binds and executes instead of building 100 KB of statement. Sent as
 * PostgreSQL's unnamed statement, planned for its values at every execution as before: the trigram
 * index scans depend on the pattern (decision 035).
 */
const searchedPages = preparedVariants((db, shape: `${SortKey}_${SortOrder}_${SearchedMode}`) => {
  const [sortBy, sortOrder, mode] = shape.split('_') as [SortKey, SortOrder, SearchedMode];
  const sortColumn = SORT_COLUMNS[sortBy];
  const order = orderWithTieBreaker(sortColumn, properties.id, sortOrder, mode === 'sorted');
  const head: ListHead = {
    table: properties,
    id: properties.id,
    column: sortColumn,
    order: sortOrder,
    where: sortBy === 'isActive' && sortOrder === 'asc' ? inactiveSkipped() : undefined,
  };
  const page = searchedPageFilter(
    db,
    head,
    mode,
    order,
    ilikeAny(SEARCHED.pattern, [properties.name, properties.address]),
    () => sortedSearchPage(db, sortBy, sortOrder, order),
  );
  return db
    .select()
    .from(properties)
    .where(page.where)
    .orderBy(...order)
    .limit(SEARCHED.limit)
    .offset(page.offset)
    .prepare(PLANNED_FOR_EACH_EXECUTION);
});

const unsearchedProperties = unsearchedStatements(
  'properties',
  { table: properties, id: properties.id },
  SORT_COLUMNS,
  (db, where, { order, limit, offset }) =>
    db
      .select()
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  (_db, rows) => rows.map((r) => toAdminPropertyDto(r)),
);

/** Every property, active or not, searched by name or address (each has a trigram index). */
export async function listAdminProperties(
  db: DbOrTx,
  q: AdminListOptions<SortKey>,
  cap?: number,
): Promise<{ properties: AdminPropertyDto[]; pagination: AdminPagination }> {
  const pattern = searchPattern(q.search);
  const where = pattern ? ilikeAny(pattern, [properties.name, properties.address]) : undefined;
  const unsearched = unsearchedProperties(q.sortBy, q.sortOrder);
  // Sorted by name, a term the address words answer reads its first matches from the names' and the
  // addresses' words: no head (decision 052). Otherwise the head (cheap here: no per-row EXISTS) goes
  // first: a term common in addresses is answered there, where sorting every address match would not be.
  const need = Math.min(q.page * q.pageSize, cap ?? ADMIN_LIST_MAX_ROWS);
  const byWords = pattern !== undefined && q.sortBy === 'name' && (await addressWordsAnswer(db, pattern, need));
  // Sorted by activity ascending, a head after the first starts at the active properties when no inactive
  // one holds the term (inactiveSkipped): asked once, only when the first head fell short.
  const skipsInactive = q.sortBy === 'isActive' && q.sortOrder === 'asc';
  let from: Promise<string | null> | undefined;
  const { items, pagination } = await adminPage<AdminPropertyDto>(
    db,
    byWords ? { ...q, probeRows: q.probeRows ?? 0 } : q,
    async (tx, plan) => {
      if (!pattern) return unsearched.rows(tx, plan);
      const { mode, values } = searchedPlan(
        pattern,
        plan,
        q.skipScanTitles,
        skipsInactive && plan.later ? await (from ??= activeFrom(tx, pattern)) : null,
      );
      // Sorted by name, page 1's head too is read ids first: its walk then reads names and addresses from
      // properties_name_id_keys_idx alone (migration 0037), not each row from the table.
      const shape = q.sortBy === 'name' && mode === 'head' ? 'headDeep' : mode;
      const rows = await searchedPages(tx, `${q.sortBy}_${q.sortOrder}_${shape}`).execute(values);
      return rows.map((r) => toAdminPropertyDto(r));
    },
    db.select({ id: properties.id }).from(properties).where(where).$dynamic(),
    cap,
    // Name matches are counted from admin_search_values; an address match may add rows.
    pattern
      ? {
          values: {
            list: 'properties',
            pattern,
            // Sorted by name, a term in no address whose words answer it reads its first names from
            // the words: no head first, however many names hold it ('marina' by name descending walked
            // 1,800 names from 'Z' for none, 7 ms of a 17 ms request).
            headlessByWords: q.sortBy === 'name',
            othersPastCap: q.sortBy === 'name',
            others: [addressWay(db, pattern)],
          },
        }
      : {},
    unsearched,
  );
  return { properties: items, pagination };
}

/** One property, active or not, with its gallery, by id or (the edit screen's URL) by slug. */
export async function getAdminProperty(db: DbOrTx, by: { id: string } | { slug: string }): Promise<AdminPropertyDto> {
  const match = 'slug' in by ? eq(properties.slug, by.slug) : eq(properties.id, by.id);
  const [row] = await db.select().from(properties).where(match).limit(1);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
  return toAdminPropertyDto(row, await loadPropertyImages(db, row.id));
}

const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v.trim() === '' ? null : v.trim());

/**
 * Updates fields, removes the images named in `deleteImageIds` and appends new ones; the first image
 * of the result is the thumbnail. New files are stored first and removed again if anything fails;
 * removed images' files go only after the commit. The slug stays, so shared links keep working.
 */
export async function updateAdminProperty(
  db: Db,
  storage: Storage,
  actor: ModerationActor,
  id: string,
  input: UpdatePropertyValues,
  files: Buffer[],
  deleteImageIds: string[],
): Promise<AdminPropertyDto> {
  const stored: StoredImage[] = [];
  try {
    for (const bytes of files) stored.push(await storeImage(storage, 'properties', bytes));
    const { dto, removed } = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
      if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
      const existing = await tx
        .select()
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, id))
        .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
      const existingIds = new Set(existing.map((i) => i.id));
      if (deleteImageIds.some((imageId) => !existingIds.has(imageId))) {
        throw badRequest(ADMIN_MESSAGES.deleteImageIdsInvalid);
      }
      const removedRows = existing.filter((i) => deleteImageIds.includes(i.id));
      const kept = existing.filter((i) => !deleteImageIds.includes(i.id));
      if (kept.length + stored.length > PROPERTY_LIMITS.imagesMax) throw badRequest(PROPERTY_MESSAGES.imagesMax);

      const next = {
        apartmentName: input.apartmentName ?? row.apartmentName,
        streetName: input.streetName ?? row.streetName,
        pincode: input.pincode ?? row.pincode,
        city: input.city ?? row.city,
        stateRegion: input.state_region ?? row.stateRegion,
        country: input.country ?? row.country,
        unitNumber: blankToNull(input.unitNumber) ?? (input.unitNumber === undefined ? row.unitNumber : null),
        towerOrBlock: blankToNull(input.towerOrBlock) ?? (input.towerOrBlock === undefined ? row.towerOrBlock : null),
      };
      const normalizedName = normalizeName(next.apartmentName);
      if (normalizedName !== row.normalizedName || next.pincode !== row.pincode || next.country !== row.country) {
        await lockKey(tx, `property-match:${next.country}|${next.pincode}|${normalizedName}`);
        const [duplicate] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(
            and(
              eq(properties.country, next.country),
              eq(properties.pincode, next.pincode),
              eq(properties.normalizedName, normalizedName),
              ne(properties.id, id),
            ),
          )
          .limit(1);
        if (duplicate) throw conflict(PROPERTY_MESSAGES.duplicate);
      }

      if (removedRows.length) {
        await tx.delete(propertyImages).where(
          inArray(
            propertyImages.id,
            removedRows.map((i) => i.id),
          ),
        );
      }
      for (const [position, image] of kept.entries()) {
        if (image.position !== position) {
          await tx.update(propertyImages).set({ position }).where(eq(propertyImages.id, image.id));
        }
      }
      if (stored.length) {
        await tx
          .insert(propertyImages)
          .values(stored.map((img, i) => ({ propertyId: id, ...img, position: kept.length + i })));
      }
      const images = await loadPropertyImages(tx, id);
      const [updated] = await tx
        .update(properties)
        .set({
          ...next,
          name: next.apartmentName,
          normalizedName,
          address: buildAddress(next),
          propertyType: input.propertyType ?? row.propertyType,
          ownerName: blankToNull(input.ownerName),
          ownerId: blankToNull(input.ownerId),
          agentName: blankToNull(input.agentName),
          agentId: blankToNull(input.agentId),
          thumbnailUrl: images[0]?.imageUrl ?? null,
          updatedAt: new Date(),
        })
        .where(eq(properties.id, id))
        .returning();
      await recordModeration(tx, actor, {
        action: 'PROPERTY_EDIT',
        objectType: 'PROPERTY',
        objectId: id,
        objectLabel: updated!.name,
      });
      return {
        dto: toAdminPropertyDto(updated!, images),
        removed: removedRows.map((i) => ({ imageUrl: i.imageUrl, thumbUrl: i.thumbUrl ?? i.imageUrl })),
      };
    });
    await removeImages(storage, removed);
    return dto;
  } catch (err) {
    await removeImages(storage, stored);
    throw err;
  }
}

/**
 * Deletes a property; its reviews, images and reports go with it (foreign keys cascade), so it leaves
 * every public answer at once. Its files and its reviews' files are removed after the commit.
 */
export async function deleteAdminProperty(db: Db, storage: Storage, actor: ModerationActor, id: string): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
    const own = await tx
      .select({ imageUrl: propertyImages.imageUrl, thumbUrl: propertyImages.thumbUrl })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id));
    const ofReviews = await tx
      .select({ imageUrl: reviewImages.imageUrl, thumbUrl: reviewImages.thumbUrl })
      .from(reviewImages)
      .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
      .where(eq(reviews.propertyId, id));
    await tx.delete(properties).where(eq(properties.id, id));
    await recordModeration(tx, actor, {
      action: 'PROPERTY_DELETE',
      objectType: 'PROPERTY',
      objectId: id,
      objectLabel: row.name,
    });
    return [...own, ...ofReviews].map((i) => ({ imageUrl: i.imageUrl, thumbUrl: i.thumbUrl ?? i.imageUrl }));
  });
  await removeImages(storage, files);
}
