import { type SQL, TransactionRollbackError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, users } from '../../src/server/db/schema';
import { columnContains, columnContainsGated } from '../../src/server/services/admin-column-grams';
import { listAdminProperties } from '../../src/server/services/admin-properties';
import { countBySearchValues } from '../../src/server/services/admin-search-values';
import { listUsers } from '../../src/server/services/admin-users';
import { MAX_GRAM_TERM_WORDS, MAX_TERM_WORDS } from '../../src/server/services/admin-value-firsts';
import { condoRow } from '../support/property-rows';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * The users' emails and the properties' addresses have their grams indexed (migration 0027), so a
 * search of one or two characters finds the rows matching that way through the grams, not by reading
 * every row. Its pages and totals equal a direct ILIKE over the table, by own value, by the column, and
 * both (a row matching twice counts once), and the grams' index is what the matches are read through.
 */

let t: TestContext;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  const people: [string, string, string][] = [
    ['Zqa', 'One', 'one@example.test'], // by name
    ['Bob', 'Two', 'zq.two@example.test'], // by email
    ['Zqc', 'Three', 'ZQ.three@example.test'], // both
    ['Dee', 'Four', 'four@example.test'],
    ['Eve', 'Five', 'q_five@example.test'],
    ['Fay', 'Six', 'six.q@example.test'],
  ];
  // One at a time, so each has its own creation time (the pages' order).
  for (const [firstName, lastName, email] of people) await db.insert(users).values({ firstName, lastName, email });
  const places: [string, string][] = [
    ['Zq Tower', '1 plain road'],
    ['Orchard Park', '2 Zq Lane'],
    ['The Zq', '3 zq lane'],
    ['The Sail', '4 quay street'],
    ['Bay View', '5 Q.E. road'],
  ];
  for (const [i, [name, address]] of places.entries()) {
    await db.insert(properties).values(condoRow(`cg-${i}`, name, address));
  }
}, 60_000);

afterAll(async () => {
  await t.close();
});

const sorts = ['createdAt', 'email', 'firstName'] as const;

describe('a users search of one or two characters', () => {
  const direct = async (term: string, sortBy: (typeof sorts)[number]) => {
    const column = { createdAt: users.createdAt, email: users.email, firstName: users.firstName }[sortBy];
    return rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`SELECT id FROM users
        WHERE (first_name || ' ' || last_name) ILIKE ${pattern(term)} OR email ILIKE ${pattern(term)}
        ORDER BY ${column} DESC, id DESC`),
    ).map((r) => r.id);
  };

  it.each(['zq', 'ZQ', 'q.', 'q_', 'q', '.q'])("pages and counts '%s' as a direct ILIKE does", async (term) => {
    for (const sortBy of sorts) {
      const expected = await direct(term, sortBy);
      expect(expected.length, `${term} matches`).toBeGreaterThan(0);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
        const { users: rows, pagination } = await listUsers(t.deps.db, {
          page,
          pageSize: 2,
          search: term,
          sortBy,
          sortOrder: 'desc',
        });
        expect(pagination.totalItems, `${term} by ${sortBy}`).toBe(expected.length);
        seen.push(...rows.map((r) => r.id));
      }
      expect(seen, `${term} by ${sortBy}`).toEqual(expected);
    }
  });
});

describe('a users search of two characters in more than MAX_TERM_WORDS words', () => {
  // 'vq' in MAX_TERM_WORDS + 20 distinct last names, one user each: few rows, many words.
  const words = MAX_TERM_WORDS + 20;
  beforeAll(async () => {
    const letters = (i: number) => String.fromCharCode(97 + (i % 26)) + String.fromCharCode(97 + Math.floor(i / 26));
    await t.deps.db.insert(users).values(
      Array.from({ length: words }, (_, i) => ({
        firstName: 'Many',
        lastName: `Vq${letters(i)}`,
        email: `m${i}@words.test`,
      })),
    );
  });

  it('is answered by the words when the list allows more for such a term', async () => {
    const told = (maxGramWords?: number) =>
      countBySearchValues(t.deps.db, { list: 'users', pattern: '%vq%', others: [], maxGramWords });
    expect(await told()).toMatchObject({ byWords: false, total: words });
    expect(await told(MAX_GRAM_TERM_WORDS)).toMatchObject({ byWords: true, total: words });
  });

  it('pages as a direct ILIKE does', async () => {
    for (const sortBy of sorts) {
      const column = { createdAt: users.createdAt, email: users.email, firstName: users.firstName }[sortBy];
      const expected = rowsOf<{ id: string }>(
        await t.deps.db.execute(sql`SELECT id FROM users
          WHERE (first_name || ' ' || last_name) ILIKE '%vq%' OR email ILIKE '%vq%' ORDER BY ${column} DESC, id DESC`),
      ).map((r) => r.id);
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 50); page++) {
        const { users: rows, pagination } = await listUsers(t.deps.db, {
          page,
          pageSize: 50,
          search: 'vq',
          sortBy,
          sortOrder: 'desc',
        });
        expect(pagination.totalItems, sortBy).toBe(expected.length);
        seen.push(...rows.map((r) => r.id));
      }
      expect(seen, sortBy).toEqual(expected);
    }
  });
});

describe('a properties search of one or two characters', () => {
  const direct = async (term: string) =>
    rowsOf<{ id: string }>(
      await t.deps.db.execute(sql`SELECT id FROM properties
        WHERE name ILIKE ${pattern(term)} OR address ILIKE ${pattern(term)} ORDER BY created_at DESC, id DESC`),
    ).map((r) => r.id);

  it.each(['zq', 'Zq', 'q.', 'qu', 'e.'])("pages and counts '%s' as a direct ILIKE does", async (term) => {
    const expected = await direct(term);
    expect(expected.length, `${term} matches`).toBeGreaterThan(0);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2); page++) {
      const { properties: rows, pagination } = await listAdminProperties(t.deps.db, {
        page,
        pageSize: 2,
        search: term,
        sortBy: 'createdAt',
        sortOrder: 'desc',
      });
      expect(pagination.totalItems, term).toBe(expected.length);
      seen.push(...rows.map((r) => r.id));
    }
    expect(seen, term).toEqual(expected);
  });
});

describe('the grams index', () => {
  /**
   * The plan of `query` with sequential scans priced out, so any index its conditions can use is shown.
   * The name index covers the address (migration 0037): on these few rows a bitmap of all of it, filtered,
   * costs less than any condition's index, so it is dropped for the plan, in a transaction rolled back.
   */
  async function plan(query: SQL): Promise<string> {
    let explained = '';
    await t.deps.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
        await tx.execute(sql`DROP INDEX properties_name_id_keys_idx`);
        const lines = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN ${query}`));
        explained = lines.map((line) => line['QUERY PLAN']).join('\n');
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!(err instanceof TransactionRollbackError)) throw err;
      });
    return explained;
  }

  it('reads the matches of a term of one or two characters, planned for its value', async () => {
    const matching = (term: string, byGrams = true) =>
      sql`SELECT id FROM properties WHERE ${columnContains(properties.address, pattern(term), byGrams)}`;
    expect(await plan(matching('zq'))).toContain('properties_address_grams_idx');
    // Not asked to (a gram in too many rows): the trigram index, as for any term.
    expect(await plan(matching('zq', false))).not.toContain('properties_address_grams_idx');
    // A longer term has trigrams: its index, not the grams'.
    const longer = await plan(matching('zqx'));
    expect(longer).not.toContain('properties_address_grams_idx');
    expect(longer).toContain('properties_address_trgm_idx');
  });

  it('reads them in a plan made without the value, only for such a term', async () => {
    const firsts = (term: string) =>
      columnContainsGated(
        users.email,
        sql`(SELECT ${pattern(term)}::text)`,
        sql`(SELECT true)`,
        (where: SQL) => sql`SELECT id FROM users WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT 10`,
      );
    const explained = await plan(firsts('zq'));
    expect(explained).toContain('users_email_grams_idx');
    expect(explained).toContain('users_email_trgm_idx');
    expect(explained).toContain('One-Time Filter');
    // Each branch answers only its own kind of term; together they give the ILIKE's rows.
    for (const term of ['zq', 'q.', 'xample', 'nothing']) {
      const ids = rowsOf<{ id: string }>(await t.deps.db.execute(firsts(term))).map((r) => r.id);
      const expected = rowsOf<{ id: string }>(
        await t.deps.db.execute(
          sql`SELECT id FROM users WHERE email ILIKE ${pattern(term)} ORDER BY created_at DESC, id DESC LIMIT 10`,
        ),
      ).map((r) => r.id);
      expect(ids.sort(), term).toEqual(expected.sort());
    }
  });
});
