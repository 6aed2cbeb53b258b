/**
 * 'CO_LIVING_SPACE' -> 'CO LIVING SPACE': the suggestion list shows enum values with spaces. Apart
 * from format.ts so the home page's search box does not bring the date formatting into the entry.
 */
export function underscoresToSpaces(value: string): string {
  return value.replaceAll('_', ' ');
}
