import { asc, desc, ilike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { sortsAsBytes } from '../../src/server/services/admin-email-order';
import { listUsers } from '../../src/server/services/admin-users';
import { createTestContext, type TestContext } from '../support/test-app';

/**
 * A users search sorted by email reads its email matches in two parts (emailFirstsInEmailOrder,
 * migration 0050): the emails starting with the term, from the lowered emails' range, and those holding
 * it after their first character, from their trigram index. Together they must be exactly the ILIKE's
 * matches, in the list's order, on every page.
 */
let t: TestContext;
let statements: string[] = [];
/** Whether the sorted page of the two parts ran (and not only the head of the order). */
const readParts = () => statements.some((s) => s.includes('substr("users"."email", 2)'));

/**
 * Emails starting with 'ordbz' in an order of their own: bytes put '+' before '.' before '_' and 'f'
 * before 'é'; ICU's en-US puts '_' first, '+' after '.', and 'é' before 'f'. Two have capitals, which
 * sort among them as lower case in ICU and before every lower-case letter in bytes.
 */
const ORDBZ = sql`('Sort', 'One', 'ordbz+1@g.example'), ('Sort', 'Two', 'ordbz_2@g.example'),
  ('Sort', 'Three', 'ordbzé3@g.example'), ('Sort', 'Four', 'ordbzf4@g.example'),
  ('Sort', 'Five', 'ordbz.5@g.example'), ('Sort', 'Six', 'OrdBZ6@g.example'),
  ('Sort', 'Seven', 'ordbzQ7@g.example'), ('Sort', 'Eight', 'ordbz09@g.example')`;

beforeAll(async () => {
  // In a database sorting as bytes on PostgreSQL too, whatever the server's default locale.
  t = await createTestContext(
    {},
    { logQuery: (s) => void statements.push(s), createDatabase: "TEMPLATE template0 LC_COLLATE 'C'" },
  );
  // Starting with 'ordqx' (one with capitals, as an older row might hold), holding it after the first
  // character ('b.ordqx4' sorts before every email starting with it), in a domain, and in both parts.
  await t.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email) VALUES
    ('Plain', 'One', 'ordqx1@a.example'), ('Plain', 'Two', 'ordqx2@b.example'),
    ('Plain', 'Three', 'z-ordqx3@c.example'), ('Plain', 'Four', 'b.ordqx4@d.example'),
    ('Plain', 'Five', 'ORDQX5@e.example'), ('Plain', 'Six', 'x@ordqx.example'),
    ('Plain', 'Seven', 'ordqx6@ordqx.example'), ('Plain', 'Eight', 'ordq-x7@f.example')`);
  await t.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email) VALUES ${ORDBZ}`);
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Every user whose email or name holds the term, in the list's order (email, then id). */
const reference = async (term: string, sortOrder: 'asc' | 'desc', db = t.deps.db) => {
  const dir = sortOrder === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${ilike(users.email, `%${term}%`)} OR ${ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${term}%`)}`,
    )
    .orderBy(dir(users.email), dir(users.id));
  return rows.map((r) => r.id);
};

/**
 * Every page of the search sorted by email, walking `walk` emails of the order first (0: none, the two
 * parts alone; 3: too few for most pages; undefined: the whole of this small table).
 */
const paged = async (
  search: string,
  sortOrder: 'asc' | 'desc',
  pageSize: number,
  walk: number | undefined,
  db = t.deps.db,
) => {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const found = await listUsers(db, { page, pageSize, search, sortBy: 'email', sortOrder, probeRows: walk });
    ids.push(...found.users.map((u) => u.id));
    if (page >= found.pagination.totalPages) return { ids, pagination: found.pagination };
  }
};

describe('a users search sorted by email', () => {
  it.each(['ordqx', 'ORDQX', 'dqx', 'ordqx.example', 'qx', 'ordbz', 'ordbz.'])(
    "pages '%s' exactly as the ILIKE's matches sorted, both ways",
    async (term) => {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const expected = await reference(term, sortOrder);
        for (const [pageSize, walk] of [
          [2, 0],
          [10, 0],
          [2, 3],
          [2, undefined],
        ] as const) {
          statements = [];
          const { ids, pagination } = await paged(term, sortOrder, pageSize, walk);
          expect(ids, `${term} ${sortOrder} by ${pageSize}, walking ${walk}`).toEqual(expected);
          expect(pagination.totalItems).toBe(expected.length);
          expect(readParts()).toBe(true);
        }
      }
    },
  );

  it('finds the emails holding the term only after their first character, and those with capitals', async () => {
    const emails = async (sortOrder: 'asc' | 'desc') => {
      const { users: rows } = await listUsers(t.deps.db, {
        page: 1,
        pageSize: 10,
        search: 'ordqx',
        sortBy: 'email',
        sortOrder,
        probeRows: 0,
      });
      return rows.map((u) => u.email.toLowerCase());
    };
    const found = await emails('asc');
    expect([...found].sort()).toEqual(
      [
        'b.ordqx4@d.example',
        'ordqx1@a.example',
        'ordqx2@b.example',
        'ordqx5@e.example',
        'ordqx6@ordqx.example',
        'x@ordqx.example',
        'z-ordqx3@c.example',
      ].sort(),
    );
    expect(await emails('desc')).toEqual([...found].reverse());
  });

  it('reads no head of the email order: the sorted page walks it itself', async () => {
    // The head's statement bounds the order by its 1,000th row ("... AS head"); sorted by creation time,
    // where the emails' matches are not read in order, the same search still reads it.
    const heads = async (sortBy: 'email' | 'createdAt') => {
      statements = [];
      const { users: rows } = await listUsers(t.deps.db, {
        page: 1,
        pageSize: 10,
        search: 'ordqx',
        sortBy,
        sortOrder: 'asc',
      });
      expect(rows).toHaveLength(7);
      return statements.filter((s) => s.includes(') AS head')).length;
    };
    expect(await heads('email')).toBe(0);
    expect(readParts()).toBe(true);
    expect(await heads('createdAt')).toBeGreaterThan(0);
  });

  it('floors the total with the emails starting with the term, capitals too: past the cap, no count', async () => {
    // Four emails start with 'ordqx' once lowered (ordqx1, ordqx2, ORDQX5, ordqx6): past a cap of 3
    // without counting. As stored, only three do, and the matches were counted.
    statements = [];
    const { users: rows, pagination } = await listUsers(
      t.deps.db,
      { page: 1, pageSize: 10, search: 'ordqx', sortBy: 'createdAt', sortOrder: 'desc' },
      3,
    );
    expect(pagination).toMatchObject({ totalItems: 3, totalItemsCapped: true });
    expect(rows).toHaveLength(3);
    expect(statements.filter((s) => s.startsWith('select count(*) from ('))).toHaveLength(0);
  });
});

describe('the order of the emails starting with the term', () => {
  const bytes = async (db: typeof t.deps.db) => {
    const result = await db.execute(sql`SELECT ${sortsAsBytes} AS bytes`);
    return (result as unknown as { rows: { bytes: boolean }[] }).rows[0]?.bytes;
  };

  it('is read as bytes in a database that sorts so', async () => {
    expect(await bytes(t.deps.db)).toBe(true);
  });

  // Creating a database with another collation needs a server: PGlite has the C collation alone.
  it.skipIf(!process.env.DATABASE_URL)(
    "is the database's own in one that does not sort as bytes (ICU's en-US)",
    async () => {
      const icu = await createTestContext(
        {},
        { createDatabase: "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US'" },
      );
      try {
        await icu.deps.db.execute(sql`INSERT INTO users (first_name, last_name, email) VALUES ${ORDBZ}`);
        expect(await bytes(icu.deps.db)).toBe(false);
        for (const sortOrder of ['asc', 'desc'] as const) {
          const expected = await reference('ordbz', sortOrder, icu.deps.db);
          const emails = await icu.deps.db.select({ id: users.id, email: users.email }).from(users);
          const emailOf = new Map(emails.map((u) => [u.id, u.email]));
          // Not the byte order ('OrdBZ6', 'ordbz+1', ... 'ordbzé3' asc): the lower-case range read as bytes
          // would give this page other rows.
          const first = {
            asc: ['ordbz_2@g.example', 'ordbz.5@g.example'],
            desc: ['ordbzQ7@g.example', 'ordbzf4@g.example'],
          };
          expect(expected.slice(0, 2).map((id) => emailOf.get(id))).toEqual(first[sortOrder]);
          for (const pageSize of [2, 3, 10]) {
            const { ids } = await paged('ordbz', sortOrder, pageSize, 0, icu.deps.db);
            expect(ids, `${sortOrder} by ${pageSize}`).toEqual(expected);
          }
        }
      } finally {
        await icu.close();
      }
    },
    120_000,
  );
});
