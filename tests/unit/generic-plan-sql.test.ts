import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { constant, fixedLimit, startsWith, unseenByPlanner, unseenCount } from '../../src/server/db/generic-plan-sql';

const render = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment);

describe('SQL pieces written for generic plans (decision 031)', () => {
  it('writes a fixed value into the text, not as a parameter, with quotes doubled', () => {
    expect(render(sql`status = ${constant('APPROVED')}`)).toMatchObject({ sql: "status = 'APPROVED'", params: [] });
    expect(render(sql`key = ${constant("it's")}`).sql).toBe("key = 'it''s'");
    expect(render(sql`limit ${constant(20)}`)).toMatchObject({ sql: 'limit 20', params: [] });
    expect(() => constant(Number.NaN)).toThrow();
  });

  it('writes a prefix as a text_pattern_ops range with the prefix bound', () => {
    expect(render(startsWith(sql`pincode`, '56'))).toMatchObject({
      sql: '(pincode ~>=~ $1 AND pincode ~<~ ($2 || chr(1114111)))',
      params: ['56', '56'],
    });
  });

  it('accepts only a row count as a fixed LIMIT', () => {
    expect(render(sql`limit ${fixedLimit(8) as unknown as ReturnType<typeof sql>}`).sql).toBe('limit 8');
    expect(() => fixedLimit(-1)).toThrow();
    expect(() => fixedLimit(2.5)).toThrow();
  });

  it('binds a value the planner must not see inside a one-row subquery (decision 032)', () => {
    const query = render(sql`pincode ~>=~ ${unseenByPlanner('digits', 'text')}`);
    expect(query.sql).toBe('pincode ~>=~ (SELECT $1::text)');
    expect(query.params).toHaveLength(1);
    expect(render(sql`limit ${unseenCount('limit') as unknown as ReturnType<typeof sql>}`).sql).toBe(
      'limit (SELECT $1::int)',
    );
  });
});
