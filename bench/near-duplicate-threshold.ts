import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NEAR_DUPLICATE_SIMILARITY } from '../src/server/services/near-duplicates';

/**
 * The threshold study behind the copy-paste flag (docs/decisions/014-near-duplicate-reviews.md):
 * pg_trgm similarity() of review texts ("title body", as the flag compares them) for labelled pairs
 * from a fixed-seed corpus of rental reviews. Near-copies are one review lightly edited the way a
 * campaign reuses text (words swapped, numbers and names changed, a sentence added or dropped, case
 * and punctuation); different reviews are two independent reviews built from the same phrase bank,
 * so they share the vocabulary of rental complaints and often whole phrases. Prints precision and
 * recall for thresholds 0.40 to 0.90.
 *
 *   node --import tsx bench/near-duplicate-threshold.ts        PAIRS=300 (of each kind)
 */
const PAIRS = Number(process.env.PAIRS ?? 300);

// mulberry32: a small seeded generator, so every run sees the same corpus.
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(20261124);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const PLACES = [
  'Tampines',
  'Punggol',
  'Clementi',
  'Bedok',
  'Jurong East',
  'Whitefield',
  'Koramangala',
  'Powai',
  'Andheri',
  'Gachibowli',
];
const PEOPLE = ['Mr Tan', 'Mrs Lim', 'Rahul', 'Priya', 'the agent', 'the landlord', 'Mr Sharma', 'Aunty Wong'];
const TITLES = [
  'Great location, poor maintenance',
  'Decent flat but the landlord never answers',
  'Would not rent here again',
  'Quiet, clean and close to the MRT',
  'Deposit trouble at move-out',
  'Good value for the area',
  'Noisy at night, otherwise fine',
  'Lovely unit, slow repairs',
];
const SENTENCES = [
  'The flat is a short walk from {place} station and the hawker centre downstairs is excellent.',
  '{person} took three weeks to fix the leaking kitchen tap even after several reminders.',
  'We paid a deposit of {n} dollars and only got part of it back after a long argument.',
  'The aircon in the master bedroom broke twice during the {n} months we stayed.',
  'Water pressure in the shower is weak in the mornings when everyone is getting ready.',
  'Construction next door started at 8am every day including some Saturdays.',
  'There were cockroaches in the kitchen when we moved in and pest control came only once.',
  'The rooms are bright and the windows face away from the main road, so it stays quiet.',
  '{person} was friendly and responded on WhatsApp within the same day most of the time.',
  'The lift was out of order for a week and we live on the {n}th floor.',
  'Rent went up by {n} percent at renewal with very little notice.',
  'The furniture was old but clean and the mattress was replaced before we moved in.',
  'Parking is difficult in the evenings and visitors have to pay at the public car park.',
  'Mould grew in the bathroom ceiling during the rainy season and was never treated properly.',
  'Security is good, there is a guard at the gate and cameras in the lobby.',
  'The internet connection provided by the landlord kept dropping during work calls.',
  'Overall a comfortable place to live if you do not mind the long wait for repairs.',
  'Neighbours were considerate and the common corridor was always kept tidy.',
];

function sentence(): string {
  return pick(SENTENCES)
    .replace('{place}', pick(PLACES))
    .replace('{person}', pick(PEOPLE))
    .replace('{n}', String(2 + Math.floor(random() * 30)));
}

function review(): string {
  const sentences = Array.from({ length: 3 + Math.floor(random() * 5) }, sentence);
  return `${pick(TITLES)} ${sentences.join(' ')}`;
}

/** One light edit of the kind a copy-paste campaign makes. */
function edit(text: string): string {
  const words = text.split(' ');
  switch (Math.floor(random() * 6)) {
    case 0: {
      // swap two neighbouring words
      const i = Math.floor(random() * (words.length - 1));
      [words[i], words[i + 1]] = [words[i + 1]!, words[i]!];
      return words.join(' ');
    }
    case 1:
      return text.replace(/\d+/g, () => String(2 + Math.floor(random() * 30)));
    case 2:
      return `${text} ${sentence()}`;
    case 3: {
      const parts = text.split('. ');
      if (parts.length > 2) parts.splice(1 + Math.floor(random() * (parts.length - 2)), 1);
      return parts.join('. ');
    }
    case 4:
      return random() < 0.5 ? text.toLowerCase() : text.replace(/[.,]/g, '');
    default:
      return PEOPLE.reduce(
        (t, p) => t.replaceAll(p, pick(PEOPLE)),
        PLACES.reduce((t, p) => t.replaceAll(p, pick(PLACES)), text),
      );
  }
}

function nearCopy(text: string): string {
  let copy = text;
  for (let i = 0, n = 1 + Math.floor(random() * 3); i < n; i++) copy = edit(copy);
  return copy;
}

const pairs: { a: string; b: string; copy: boolean }[] = [];
for (let i = 0; i < PAIRS; i++) {
  const original = review();
  pairs.push({ a: original, b: nearCopy(original), copy: true });
  pairs.push({ a: review(), b: review(), copy: false });
}

const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
const scored: { similarity: number; copy: boolean }[] = [];
for (const pair of pairs) {
  const { rows } = await db.query<{ s: number }>('SELECT similarity($1, $2) AS s', [pair.a, pair.b]);
  scored.push({ similarity: rows[0]!.s, copy: pair.copy });
}
await db.close();

const out = (line: string) => process.stdout.write(`${line}\n`);
const copies = scored.filter((s) => s.copy).map((s) => s.similarity);
const others = scored.filter((s) => !s.copy).map((s) => s.similarity);
const stats = (v: number[]) => {
  const sorted = [...v].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `min ${at(0)}  p5 ${at(0.05)}  median ${at(0.5)}  p95 ${at(0.95)}  max ${at(0.9999)}`;
};
out(`${PAIRS} near-copies:       ${stats(copies)}`);
out(`${PAIRS} different reviews: ${stats(others)}`);
out('threshold  flagged copies (recall)  flagged different (false)  precision');
for (let t = 0.4; t <= 0.901; t += 0.05) {
  const tp = copies.filter((s) => s >= t).length;
  const fp = others.filter((s) => s >= t).length;
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  out(
    `${t.toFixed(2).padStart(9)}  ${`${tp} (${((tp / PAIRS) * 100).toFixed(1)} %)`.padStart(23)}  ${String(fp).padStart(25)}  ${(
      precision * 100
    ).toFixed(1)} %${Math.abs(t - NEAR_DUPLICATE_SIMILARITY) < 1e-9 ? '   <- in use' : ''}`,
  );
}
