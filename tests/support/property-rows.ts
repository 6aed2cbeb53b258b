import type { DbOrTx } from '../../src/server/db/client';
import type { properties } from '../../src/server/db/schema';
import { addressWay } from '../../src/server/services/admin-property-ways';
import { countBySearchValues } from '../../src/server/services/admin-search-values';

/**
 * A condo row for tests that need properties by name and address only: `key` makes its slug and its
 * other unique fields, the rest are fixed.
 */
export function condoRow(key: string, name: string, address: string): typeof properties.$inferInsert {
  return {
    slug: key,
    name,
    address,
    propertyType: 'CONDO',
    apartmentName: key.replace('-', ' '),
    normalizedName: key.replace('-', ''),
    streetName: 'street',
    pincode: '123456',
    country: 'Singapore',
  };
}

/** The floor a properties search for `term` gives the matches of its address way, read up to the cap. */
export const addressFloor = async (db: DbOrTx, term: string, cap: number): Promise<number> =>
  (
    await countBySearchValues(
      db,
      { list: 'properties', pattern: `%${term}%`, others: [addressWay(db, `%${term}%`)] },
      cap,
    )
  ).otherFloor;
