import { useState } from 'react';

/** A photo position that steps forwards and backwards around `count` photos, wrapping at both ends. */
export function useWrappingIndex(count: number, start = 0) {
  const [index, setIndex] = useState(start);
  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);
  return { index, setIndex, step };
}
