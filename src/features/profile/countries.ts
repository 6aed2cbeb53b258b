import { DEFAULT_COUNTRY } from '@/shared/profile-text';

/**
 * Every country and territory, named by the browser's own CLDR data (Intl.DisplayNames), so the list
 * is as current as the browser and never typed by hand. ECMA-402 offers no list of region codes
 * (Intl.supportedValuesOf has no 'region'), so the codes come from the ISO 3166-1 alpha-2 space itself:
 * every two-letter code CLDR can name, minus
 *  - codes ISO 3166-1 leaves to users (AA, QM–QZ, XA–XZ, ZZ; CLDR uses them for groupings and
 *    pseudo-locales), except XK, which CLDR and most registries use for Kosovo;
 *  - ISO's exceptionally reserved codes (EU, UN, Ascension, Canary Islands...), which are not
 *    countries of residence;
 *  - deprecated codes (SU, YU, ...), which canonicalise to their successor.
 */
const EXCEPTIONALLY_RESERVED = new Set(['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'FX', 'IC', 'SU', 'TA', 'UK', 'UN']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function userAssigned(code: string): boolean {
  if (code === 'XK') return false;
  return code === 'AA' || code === 'ZZ' || code[0] === 'X' || (code[0] === 'Q' && code[1]! >= 'M');
}

let cached: string[] | undefined;

/** Country names in English, sorted; the spec's default 'United States' is always among them. */
export function countryNames(): string[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found = new Set<string>([DEFAULT_COUNTRY]);
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      if (userAssigned(code) || EXCEPTIONALLY_RESERVED.has(code)) continue;
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (name) found.add(name);
    }
  }
  cached = [...found].sort((x, y) => x.localeCompare(y, 'en'));
  return cached;
}
