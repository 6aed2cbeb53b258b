import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatMonthYear,
  formatRating,
  formatReviewCount,
  propertyTypeLabel,
  residentLabel,
  truncate,
} from '@/lib/format';
import { underscoresToSpaces } from '@/lib/underscores-to-spaces';

describe('format', () => {
  it('shows month and year in en-GB, keeping bare dates on their calendar day', () => {
    expect(formatMonthYear('2025-03-01')).toBe('Mar 2025');
    expect(formatMonthYear('2025-03')).toBe('Mar 2025');
    expect(formatMonthYear('2024-12-15T12:00:00.000Z')).toBe('Dec 2024');
    expect(formatMonthYear(null)).toBe('');
    expect(formatMonthYear('not a date', 'Not Available')).toBe('Not Available');
  });

  it('keeps a bare date on its calendar day and shows a moment in local time', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const earlyMarchUtc = new Date('2025-03-01T03:00:00.000Z'); // still 28 February in Los Angeles
      expect(formatMonthYear('2025-03-01')).toBe('Mar 2025');
      expect(formatMonthYear(earlyMarchUtc)).toBe('Feb 2025');
      expect(formatDate('2025-03-01')).toBe('1 Mar 2025');
      expect(formatDate(earlyMarchUtc)).toBe('28 Feb 2025');
      expect(formatDate(earlyMarchUtc.getTime())).toBe('28 Feb 2025');
      // The server's render, and the browser's hydration of it, read a moment in UTC.
      expect(formatMonthYear(earlyMarchUtc, '', 'utc')).toBe('Mar 2025');
      expect(formatMonthYear('2025-03-01', '', 'utc')).toBe('Mar 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("writes every month as Intl's en-GB does, without asking Intl", () => {
    for (let month = 0; month < 12; month++) {
      const bare = `2025-${String(month + 1).padStart(2, '0')}-09`;
      const moment = new Date(2025, month, 21, 12);
      const utc = { timeZone: 'UTC' } as const;
      expect(formatMonthYear(bare)).toBe(
        new Date(bare).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', ...utc }),
      );
      expect(formatDate(bare)).toBe(
        new Date(bare).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', ...utc }),
      );
      expect(formatDate(moment)).toBe(
        moment.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
      );
    }
  });

  it('shows day, short month and year for lists, N/A when missing', () => {
    expect(formatDate('2025-03-05')).toBe('5 Mar 2025');
    expect(formatDate(undefined)).toBe('N/A');
  });

  it('shows ratings to one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(3.26)).toBe('3.3');
    expect(formatRating(null)).toBe('0.0');
  });

  it('words the review count as the spec does', () => {
    expect(formatReviewCount(0)).toBe('No Reviews');
    expect(formatReviewCount(1)).toBe('(1 Review)');
    expect(formatReviewCount(12)).toBe('(12 Reviews)');
  });

  it('labels enum values', () => {
    expect(underscoresToSpaces('CO_LIVING_SPACE')).toBe('CO LIVING SPACE');
    expect(propertyTypeLabel('STANDALONE_HOUSE')).toBe('Standalone House');
    expect(propertyTypeLabel('HDB')).toBe('HDB');
    expect(residentLabel('CO_LIVING_SPACE')).toBe('Co-Living Resident');
    expect(residentLabel(undefined)).toBe('Resident');
    expect(residentLabel('BOAT')).toBe('Resident');
  });

  it('truncates with an ellipsis only when the text is longer', () => {
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate('abcdef', 3)).toBe('abc...');
  });
});
