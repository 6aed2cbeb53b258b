/** Byte order of two strings, as PostgreSQL's COLLATE "C" sorts them. */
export const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The parts of admin search values (their words, their grams) as the read tables count them: per list
 * and part, how many rows (`n`, summed over the values holding it) and how many values hold it, each
 * part once per value, in (list, part) byte order. `key` names the part's column.
 */
export function countParts<K extends string>(
  values: { list: string; value: string; n: number }[],
  partsOf: (value: string) => string[],
  key: K,
): ({ list: string; n: number; valueCount: number } & Record<K, string>)[] {
  const counted = new Map<string, { list: string; part: string; n: number; valueCount: number }>();
  for (const { list, value, n } of values) {
    for (const part of new Set(partsOf(value))) {
      const id = `${list}\u0000${part}`;
      const entry = counted.get(id) ?? { list, part, n: 0, valueCount: 0 };
      entry.n += n;
      entry.valueCount += 1;
      counted.set(id, entry);
    }
  }
  return [...counted.values()]
    .sort((a, b) => byteOrder(a.list, b.list) || byteOrder(a.part, b.part))
    .map(
      ({ list, part, n, valueCount }) =>
        ({ list, [key]: part, n, valueCount }) as { list: string; n: number; valueCount: number } & Record<K, string>,
    );
}
