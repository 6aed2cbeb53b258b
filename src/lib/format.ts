import { underscoresToSpaces } from './underscores-to-spaces';
import { DEFAULT_RESIDENT_LABEL, PROPERTY_TYPE_LABELS, RESIDENT_LABELS, type PropertyType } from '@/shared/enums';

const DATE_ONLY = /^\d{4}-\d{2}(-\d{2})?$/;

type DateInput = string | number | Date | null | undefined;

/**
 * en-GB's short month names, written out rather than asked of Intl: a page's first
 * Intl.DateTimeFormat loads the locale's data, a long task of over 100 ms on a slow phone in the
 * first render of any page with a review card (Lighthouse's TBT, issue 22), and each
 * `toLocaleDateString` with options builds a formatter again. tests/unit/format.test.ts checks every
 * month against Intl's en-GB.
 */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * Where a moment is read as a calendar day: the browser's time zone, or UTC in the server's render
 * and the browser's hydration of it (they must match: `useDisplayZone`).
 */
export type DisplayZone = 'local' | 'utc';

/** The calendar day of a value: a bare date ('2025-03-01') as written, a moment in the zone. */
function toDay(value: DateInput, zone: DisplayZone = 'local'): { day: number; month: string; year: number } | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare date means that calendar day everywhere; reading it in local time would shift it to
  // the previous day (and month) west of Greenwich.
  const isDateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(isDateOnly && value.length === 7 ? `${value}-01` : value);
  if (Number.isNaN(date.getTime())) return null;
  return isDateOnly || zone === 'utc'
    ? { day: date.getUTCDate(), month: SHORT_MONTHS[date.getUTCMonth()]!, year: date.getUTCFullYear() }
    : { day: date.getDate(), month: SHORT_MONTHS[date.getMonth()]!, year: date.getFullYear() };
}

/** 'Mar 2025': the month-and-year date on review cards and stays (en-GB). */
export function formatMonthYear(value: DateInput, fallback = '', zone: DisplayZone = 'local'): string {
  const day = toDay(value, zone);
  return day ? `${day.month} ${day.year}` : fallback;
}

/** '5 Mar 2025': the day, short month and year used in lists (en-GB); 'N/A' when missing. */
export function formatDate(value: DateInput, fallback = 'N/A'): string {
  const day = toDay(value);
  return day ? `${day.day} ${day.month} ${day.year}` : fallback;
}

/** Ratings are always shown to one decimal: 4 -> '4.0'. */
export function formatRating(value: number | null | undefined): string {
  return (value ?? 0).toFixed(1);
}

/** 'No Reviews', '(1 Review)', '(N Reviews)'. */
/** 'Last 12 months: 4.5 (2 reviews)', or 'Last 12 months: no reviews'. */
export function recentRatingText(recent: { overallRating: number; reviewCount: number }): string {
  if (recent.reviewCount <= 0) return 'Last 12 months: no reviews';
  const noun = recent.reviewCount === 1 ? 'review' : 'reviews';
  return `Last 12 months: ${formatRating(recent.overallRating)} (${recent.reviewCount} ${noun})`;
}

export function formatReviewCount(count: number): string {
  if (count <= 0) return 'No Reviews';
  return count === 1 ? '(1 Review)' : `(${count} Reviews)`;
}

/** 'Condo', 'HDB', 'Standalone House', 'Co-living Space'; unknown values with spaces. */
export function propertyTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return PROPERTY_TYPE_LABELS[type as PropertyType] ?? underscoresToSpaces(type);
}

/** 'Condo Resident' etc. by property type, 'Resident' otherwise. */
export function residentLabel(type: string | null | undefined): string {
  return (type && RESIDENT_LABELS[type as PropertyType]) || DEFAULT_RESIDENT_LABEL;
}

/** Cuts text to `max` characters and adds '...' when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/**
 * A stay as 'Mar 2024 - Jun 2025': '- Present' while still living there, 'Until ...' without a
 * start, 'Not Available' without either.
 */
export function formatStayRange(start: DateInput, end: DateInput): string {
  const from = formatMonthYear(start);
  const to = formatMonthYear(end);
  if (from && to) return `${from} - ${to}`;
  if (from) return `${from} - Present`;
  if (to) return `Until ${to}`;
  return 'Not Available';
}
