import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  ADMIN_PROPERTY_SORT_KEYS,
  ADMIN_REPORT_SORT_KEYS,
  ADMIN_REVIEW_SORT_KEYS,
  ADMIN_USER_SORT_KEYS,
  MODERATION_LOG_SORT_KEYS,
} from '../src/shared/admin-tables';
import type { DbOrTx } from '../src/server/db/client';
import { getPublicProperty, listProperties } from '../src/server/services/properties';
import { readSessionUser } from '../src/server/lib/auth';
import { homeSection, myReviews, propertyReviewPage } from '../src/server/services/reviews-query';
import { searchProperties } from '../src/server/services/search';
import { suggestProperties } from '../src/server/services/suggestions';

/** The rows the endpoints below read, looked up once in the benchmark database. */
export interface Fixtures {
  typicalSlug: string;
  typicalId: string;
  busiestId: string;
  busiestReviews: number;
  userId: string;
  userTv: number;
  adminId: string;
  adminTv: number;
}

export async function loadFixtures(databaseUrl: string): Promise<Fixtures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <T>(text: string): Promise<T> => (await client.query(text)).rows[0] as T;
    // Ids the API accepts (RFC 9562): databases filled before seed_uuid also hold md5-shaped ones.
    const valid = `id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab]'`;
    const typical = await one<{ slug: string; id: string }>(
      `SELECT slug, id FROM properties WHERE is_active AND review_count = 3 AND ${valid} ORDER BY id LIMIT 1`,
    );
    const busiest = await one<{ id: string; review_count: number }>(
      `SELECT id, review_count FROM properties WHERE is_active AND ${valid} ORDER BY review_count DESC, id DESC LIMIT 1`,
    );
    const user = await one<{ id: string; tv: number }>(
      `SELECT u.id, u.token_version AS tv FROM users u WHERE u.role = 'USER' AND u.is_active AND u.is_verified
         AND EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id) ORDER BY u.id LIMIT 1`,
    );
    const admin = await one<{ id: string; tv: number }>(
      `SELECT id, token_version AS tv FROM users WHERE role = 'ADMIN' AND is_active AND is_verified ORDER BY id LIMIT 1`,
    );
    return {
      typicalSlug: typical.slug,
      typicalId: typical.id,
      busiestId: busiest.id,
      busiestReviews: busiest.review_count,
      userId: user.id,
      userTv: user.tv,
      adminId: admin.id,
      adminTv: admin.tv,
    };
  } finally {
    await client.end();
  }
}

export interface Endpoint {
  name: string;
  group: 'suggest' | 'search' | 'listing' | 'property' | 'home' | 'mine' | 'admin';
  path: string;
  auth?: 'user' | 'admin';
  /** p95 / p99 targets at 10 connections, in ms (issue 22). */
  p95?: number;
  p99: number;
  /** The endpoint's own SQL, run through the same service code with a capturing logger. */
  sql?: (db: DbOrTx) => Promise<unknown>;
}

const enc = encodeURIComponent;

export function endpoints(f: Fixtures): Endpoint[] {
  const suggest = (label: string, q: string): Endpoint => ({
    name: `suggest ${label} '${q}'`,
    group: 'suggest',
    path: `/api/v1/properties/get-suggestions?q=${enc(q)}`,
    p95: 20,
    p99: 50,
    sql: (db) => suggestProperties(db, q),
  });
  const listing = (page: number, type?: 'HDB'): Endpoint => ({
    name: `listing page ${page}${type ? ` ${type}` : ''}`,
    group: 'listing',
    path: `/api/v1/properties/get-all-properties?page=${page}&pageSize=10${type ? `&type=${type}` : ''}`,
    p99: page <= 1000 ? 40 : 250,
    sql: (db) => listProperties(db, { page, pageSize: 10, type }),
  });
  const search = (label: string, query: string, page = 1, type?: 'CO_LIVING_SPACE'): Endpoint => ({
    name: `search ${label} '${query}' page ${page}${type ? ` ${type}` : ''}`,
    group: 'search',
    path: `/api/v1/properties/search-properties?query=${enc(query)}&page=${page}&pageSize=10${type ? `&type=${type}` : ''}`,
    p99: page === 1 ? 50 : 250,
    sql: (db) => searchProperties(db, { query, page, pageSize: 10, type }),
  });
  const home = (label: string, path: string, type?: 'CONDO' | 'HDB'): Endpoint => ({
    name: `home ${label}`,
    group: 'home',
    path: `/api/v1/reviews/${path}`,
    p99: 40,
    sql: (db) => homeSection(db, { type, limit: 10 }),
  });
  const reviewsOf = (label: string, id: string): Endpoint => ({
    name: `reviews of property (${label})`,
    group: 'property',
    path: `/api/v1/reviews/property/${id}?page=1&pageSize=10`,
    p99: 20,
    sql: (db) => propertyReviewPage(db, { propertyId: id, sort: 'recent', limit: 10, offset: 0 }),
  });
  // Each key unsearched and searched for each term: a term of two characters too (decisions 042-044), and
  // for the properties one common in addresses (decision 051). Descending; ascending too (rows named
  // '... asc') with BENCH_ADMIN_ORDERS=desc,asc.
  const orders = (process.env.BENCH_ADMIN_ORDERS ?? 'desc').split(',');
  const admin = (list: string, keys: readonly string[], ...terms: string[]): Endpoint[] =>
    orders.flatMap((order) =>
      keys.flatMap((key) =>
        ['', ...terms].map((s) => ({
          name: `admin ${list} by ${key}${order === 'asc' ? ' asc' : ''}${s ? ` '${s}'` : ''}`,
          group: 'admin' as const,
          path: `/api/v1/admin/${list}?page=1&pageSize=10&sortBy=${key}&sortOrder=${order}${s ? `&search=${enc(s)}` : ''}`,
          auth: 'admin' as const,
          p99: 100,
        })),
      ),
    );
  return [
    suggest('2 chars', 'ta'),
    suggest('3 chars', 'tam'),
    suggest('4 chars', 'tamp'),
    suggest('6 chars', 'tampin'),
    suggest('full name', 'Marina Bay Suites'),
    suggest('misspelt', 'marnia bay'),
    suggest('misspelt', 'godrej emrald'),
    suggest('pincode', '5600'),
    suggest('nothing', 'qwxzv'),
    search('name', 'marina bay'),
    search('name', 'marina bay', 1000),
    search('misspelt', 'marnia bay'),
    search('common name word', 'residences'),
    search('address', 'bengaluru'),
    search('pincode', '5600'),
    search('pincode', '5600', 1, 'CO_LIVING_SPACE'),
    search('nothing', 'qwxzv'),
    listing(1),
    listing(1000),
    listing(50_000),
    // The last page (980,000 active properties) and one past it: the deepest reads.
    listing(98_000),
    listing(99_999),
    listing(1, 'HDB'),
    listing(1000, 'HDB'),
    listing(20_000, 'HDB'),
    listing(26_572, 'HDB'),
    {
      name: 'property by slug',
      group: 'property',
      path: `/api/v1/properties/get-properties-by-slug/${f.typicalSlug}`,
      p99: 20,
      sql: (db) => getPublicProperty(db, { slug: f.typicalSlug }),
    },
    reviewsOf('typical', f.typicalId),
    reviewsOf(`${f.busiestReviews} reviews`, f.busiestId),
    home('most recent', 'most-recent-reviews'),
    home('condo', 'get-condo-reviews/condo', 'CONDO'),
    home('hdb', 'get-hdb-reviews/hdb', 'HDB'),
    {
      name: 'my reviews',
      group: 'mine',
      path: '/api/v1/reviews/my-reviews',
      auth: 'user',
      p99: 40,
      // The signed-in request's session lookup, then the list.
      sql: async (db) => {
        await readSessionUser(db, f.userId, randomUUID());
        return myReviews(db, f.userId);
      },
    },
    // A name, a word common in addresses, and a pincode prefix (decision 063).
    ...admin('admin-get-all-properties', ADMIN_PROPERTY_SORT_KEYS, 'marina', 'bengaluru', '560'),
    // A name, every user's email domain (decision 062) and the start of 11,111 emails (decision 064).
    ...admin('admin-get-all-users', ADMIN_USER_SORT_KEYS, 'priya', 'scale.test', 'user12'),
    // A title word, a pair of letters, a property's name and an author's name.
    ...admin('admin-get-all-reviews', ADMIN_REVIEW_SORT_KEYS, 'deposit', 'ra', 'marina', 'priya'),
    ...admin('admin-get-all-anonymous-reviews', ADMIN_REVIEW_SORT_KEYS, 'deposit', 'ku', 'marina', 'sharma'),
    // A reason, a pair of letters, a word of the reported reviews' titles (decision 057) and every
    // reporter's email domain (decisions 061 and 062).
    ...admin('reviews/reported', ADMIN_REPORT_SORT_KEYS, 'spam', 'ra', 'deposit', 'scale.test'),
    ...admin('moderation-log', MODERATION_LOG_SORT_KEYS, 'marina'),
  ];
}
