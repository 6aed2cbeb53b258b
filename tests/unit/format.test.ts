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
