import { describe, expect, it } from 'vitest';
import { countryNames } from '@/features/profile/countries';

describe('country list', () => {
  const names = countryNames();

  it('holds every country once, sorted, with the spec default and the two markets', () => {
    expect(names.length).toBeGreaterThan(240);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    for (const name of ['United States', 'Singapore', 'India', 'Germany', 'Kosovo']) expect(names).toContain(name);
  });

  it('leaves out groupings, pseudo-regions and reserved codes', () => {
    for (const name of ['European Union', 'United Nations', 'Eurozone', 'Unknown Region', 'Outlying Oceania']) {
      expect(names).not.toContain(name);
    }
    expect(names.some((n) => n.startsWith('Pseudo'))).toBe(false);
    expect(names).not.toContain('Ascension Island');
  });
});
