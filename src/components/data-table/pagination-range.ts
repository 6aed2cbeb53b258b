export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The table pager's items: first, last, the current page with `siblings` on each side, and an
 * ellipsis wherever pages are skipped (admin-back-office.md section 9: ellipsis with 1 sibling).
 */
export function paginationRange(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  // first + last + current + siblings + two ellipses: below that, every page fits.
  if (total <= 5 + 2 * siblings) return Array.from({ length: total }, (_, i) => i + 1);
  const left = Math.max(current - siblings, 2);
  const right = Math.min(current + siblings, total - 1);
  const items: PageItem[] = [1];
  if (left > 2) items.push('ellipsis-start');
  for (let page = left; page <= right; page++) items.push(page);
  if (right < total - 1) items.push('ellipsis-end');
  items.push(total);
  return items;
}
