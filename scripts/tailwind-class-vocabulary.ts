import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');
// Not class lists: the server, generated API types, and the trimmed config's own class tables.
const SKIP = new Set(['api-types.ts', path.join('lib', 'tailwind-merge-config.ts')]);

/**
 * Every word in a string or template literal of the client's sources, modifiers (`hover:`,
 * `data-[state=open]:`) and the important mark removed: a superset of the Tailwind classes the app
 * can pass to `cn`, since Tailwind generates CSS only for classes written out in the sources. Used
 * to keep the app's trimmed tailwind-merge config (src/lib/tailwind-merge-config.ts) complete.
 */
export function tailwindClassVocabulary(): string[] {
  const words = new Set<string>();
  for (const file of readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.startsWith(`server${path.sep}`) || SKIP.has(file)) continue;
    const code = readFileSync(path.join(SRC, file), 'utf8');
    for (const [, single, double, template] of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (single ?? double ?? template ?? '').split(/\s+/)) {
        // The base class follows the last `:` outside brackets (an arbitrary variant has its own).
        const base = word.replace(/^.*:(?![^[]*\])/, '').replace(/^!|!$/g, '');
        if (/^-?[a-z[(]/.test(base)) words.add(base);
      }
    }
  }
  return [...words].sort();
}
