import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '@/features/write-review/components/review-form-options';
import { parseDraftValues } from '@/features/write-review/offline/draft-values';
import { EMPTY_REVIEW_FORM, reviewDraftValuesSchema } from '@/shared/review-form';

/** The draft parser as it was, on the shared zod schema: the zod-free one must give the same. */
function parseWithSchema(raw: unknown) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const fields = new Set(Object.keys(EMPTY_REVIEW_FORM));
  const whole = reviewDraftValuesSchema.safeParse(raw);
  const entries = whole.success
    ? Object.entries(whole.data)
    : Object.entries(raw).filter(([, v]) => typeof v === 'string' || typeof v === 'number');
  const out: Record<string, string | number> = {};
  for (const [key, value] of entries) {
    if (!fields.has(key) || (typeof value === 'number' && !Number.isFinite(value))) continue;
    out[key] = value as string | number;
  }
  return out;
}

// Issue 22: the form's first render needs neither zod nor Intl; what it shows must not change.
describe('the write form without zod on its first render', () => {
  it('restores a stored draft exactly as the shared draft schema would', () => {
    const samples: unknown[] = [
      undefined,
      null,
      'text',
      42,
      [1, 2],
      {},
      { title: 'Damp walls', overallRating: 4, stayStartDate: '2024-01' },
      { title: 'x', overallRating: Number.NaN, body: 'y' },
      { overallRating: Number.POSITIVE_INFINITY, cleanlinessRating: -3, pincode: '018982' },
      { title: 7, body: null, ownerName: undefined, agentName: true, agentId: { a: 1 }, unitNumber: ['1'] },
      { unknownField: 'kept out', __proto__: { title: 'inherited' }, country: 'India' },
      JSON.parse('{"__proto__": {"title": "x"}, "title": "own", "constructor": "c"}'),
      Object.fromEntries(Object.keys(EMPTY_REVIEW_FORM).map((key, i) => [key, i % 2 ? `v${i}` : i])),
      { noiseLevel: '', privacyRating: 'GOOD', responsivenessRating: 0, extra: Symbol.for('s') },
    ];
    for (const raw of samples) expect(parseDraftValues(raw)).toEqual(parseWithSchema(raw));
  });

  it('names the months as en-GB does', () => {
    const intl = Array.from({ length: 12 }, (_, i) =>
      new Date(Date.UTC(2000, i, 1)).toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
    );
    expect(MONTH_NAMES).toEqual(intl);
  });
});
