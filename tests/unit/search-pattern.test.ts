import { describe, expect, it } from 'vitest';
import { standsForGram, termOfPatternText } from '../../src/server/services/admin-column-grams';
import { searchPattern } from '../../src/server/services/admin-list-query';

describe('an admin search term as a LIKE pattern and back', () => {
  it("escapes LIKE's wildcards and its escape character, so they match themselves", () => {
    expect(searchPattern('  50%_off\\x ')).toBe('%50\\%\\_off\\\\x%');
    expect(searchPattern('   ')).toBeUndefined();
  });

  it('gives back the trimmed term the pattern stands for', () => {
    for (const term of ['user12', '50%', 'a_b', 'back\\slash', '\\%', 'line\nbreak', 'महल', '😀x']) {
      expect(termOfPatternText(searchPattern(term)!)).toBe(term);
    }
  });

  it('tells a term of one or two characters (a gram) by its unescaped length', () => {
    expect(standsForGram(searchPattern('ra')!)).toBe(true);
    expect(standsForGram(searchPattern('%_')!)).toBe(true);
    expect(standsForGram(searchPattern('\\')!)).toBe(true);
    expect(standsForGram(searchPattern('ram')!)).toBe(false);
    expect(standsForGram(searchPattern('%%%')!)).toBe(false);
  });
});
