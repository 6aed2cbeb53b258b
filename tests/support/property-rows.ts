import type { properties } from '../../src/server/db/schema';

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
