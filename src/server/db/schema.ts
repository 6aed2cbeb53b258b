/**
 * The database schema (drizzle-kit reads this file): one module per area under tables/, and the
 * read tables kept by triggers in read-schema.ts, report-words-schema.ts and address-words-schema.ts.
 */
export * from './tables/accounts';
export * from './tables/properties';
export * from './tables/reviews';
export * from './tables/operations';
export * from './read-schema';
export * from './report-words-schema';
export * from './address-words-schema';
