import { describe, expect, it } from 'vitest';
import { paginationRange } from '../../src/components/data-table/pagination-range';

describe('paginationRange (ellipsis with 1 sibling)', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(1, 1)).toEqual([1]);
    expect(paginationRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationRange(1, 0)).toEqual([]);
  });

  it('shows first, last, the current page and one sibling each side', () => {
    expect(paginationRange(1, 20)).toEqual([1, 2, 'ellipsis-end', 20]);
    expect(paginationRange(4, 20)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationRange(20, 20)).toEqual([1, 'ellipsis-start', 19, 20]);
    expect(paginationRange(3, 20)).toEqual([1, 2, 3, 4, 'ellipsis-end', 20]);
  });
});
