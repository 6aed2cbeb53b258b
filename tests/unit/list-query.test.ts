import { describe, expect, it } from 'vitest';
import { LIST_QUERY_MESSAGES, listQuerySchema } from '@/shared/list-query';

const usersQuery = listQuerySchema(['createdAt', 'email', 'firstName'], 'createdAt');
const firstMessage = (input: unknown) => usersQuery.safeParse(input).error?.issues[0]?.message;

describe('listQuerySchema (the admin tables)', () => {
  it('defaults: first page, the admin page size, newest first by the default column', () => {
    expect(usersQuery.parse({})).toEqual({ page: 1, pageSize: 10, sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('reads query-string text and trims the search', () => {
    expect(
      usersQuery.parse({ page: '2', pageSize: '25', sortBy: 'email', sortOrder: 'asc', search: '  ada ' }),
    ).toEqual({
      page: 2,
      pageSize: 25,
      sortBy: 'email',
      sortOrder: 'asc',
      search: 'ada',
    });
  });

  it('refuses a column the table does not sort by, with the allowed list', () => {
    expect(firstMessage({ sortBy: 'password' })).toBe(
      LIST_QUERY_MESSAGES.sortByInvalid(['createdAt', 'email', 'firstName']),
    );
  });

  it('refuses a bad sort order, page or page size instead of clamping', () => {
    expect(firstMessage({ sortOrder: 'up' })).toBe(LIST_QUERY_MESSAGES.sortOrderInvalid);
    expect(firstMessage({ page: '0' })).toBe(LIST_QUERY_MESSAGES.pageMin);
    expect(firstMessage({ pageSize: '101' })).toBe(LIST_QUERY_MESSAGES.pageSizeMax);
    expect(firstMessage({ search: 'x'.repeat(101) })).toBe(LIST_QUERY_MESSAGES.searchTextMax);
  });
});
