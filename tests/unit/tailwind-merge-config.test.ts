import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';
import { tailwindClassVocabulary } from '../../scripts/tailwind-class-vocabulary';

// `cn` merges with a trimmed tailwind-merge config (src/lib/tailwind-merge-config.ts, generated).
// Whether a class wins over another depends only on the two classes' groups, so agreeing with the
// full config on every class the sources write, alone and in every ordered pair, means agreeing on
// any list of them. When this fails, a class of a group the trimmed config lacks has been written:
// run `npm run gen:tailwind-merge`.
const words = tailwindClassVocabulary();

describe('cn with the trimmed tailwind-merge config', () => {
  it('knows every class the sources write that tailwind-merge knows', () => {
    const differ = words.filter((w) => cn(`${w} ${w}`) !== twMerge(`${w} ${w}`));
    expect(differ).toEqual([]);
  });

  it('merges every ordered pair of those classes as the full config does', () => {
    const known = words.filter((w) => twMerge(`${w} ${w}`) === w);
    expect(known.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of known) {
      for (const b of known) {
        const pair = `${a} ${b}`;
        if (cn(pair) !== twMerge(pair)) differ.push(pair);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it('still resolves the conflicts the components rely on', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('h-9 px-4 has-[>svg]:px-3', 'h-8 has-[>svg]:px-2.5')).toBe('px-4 h-8 has-[>svg]:px-2.5');
    expect(cn('text-sm leading-7', 'text-lg')).toBe('text-lg');
    expect(cn('bg-primary hover:bg-primary/90', 'bg-destructive')).toBe('hover:bg-primary/90 bg-destructive');
  });
});
