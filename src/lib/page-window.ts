import { LIMITS } from '@/shared/limits';

/** The page numbers a pager shows: at most `max`, centred on the current page where possible. */
export function pageWindow(current: number, total: number, max: number = LIMITS.pagerMaxNumbers): number[] {
  if (total <= 0) return [];
  const count = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
