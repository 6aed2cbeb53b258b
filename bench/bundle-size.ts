import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Prints the gzip size of what each page downloads before it can render: the entry chunk, its
 * static imports, and the lazily split chunks of the routes on that page. Needs `npm run build`.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const HOME_BUDGET_KB = 130;
const dist = path.resolve(process.env.BUNDLE_DIR ?? path.join(import.meta.dirname, '../dist/client'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
// Route modules are split by the router plugin into `?tsr-split=component` chunks.
const routeChunks = (route: string) => Object.keys(manifest).filter((k) => k.startsWith(`src/routes/${route}`));

const pages: Record<string, string[]> = {
  'home (/)': ['_main.tsx', '_main/index.tsx'],
  'listing (/properties-listing)': ['_main.tsx', '_main/properties-listing.tsx'],
  'property (/property/$slug)': ['_main.tsx', '_main/property.$slug.tsx'],
  'sign-in (/sign-in)': ['_main.tsx', '_main/sign-in.tsx'],
  'write (/write-review)': ['_main.tsx', '_main/write-review.index.tsx'],
};

const rows: string[] = [];
for (const [page, routes] of Object.entries(pages)) {
  const keys = [entryKey, ...routes.flatMap(routeChunks)];
  const files = closure(keys);
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(f), 0);
  rows.push(
    `${page.padEnd(34)} js ${(js / 1024).toFixed(1).padStart(6)} KB gz   css ${(css / 1024).toFixed(1).padStart(5)} KB gz`,
  );
  if (page.startsWith('home')) {
    rows.push(
      `${''.padEnd(34)} budget ${HOME_BUDGET_KB} KB gz js: ${js / 1024 <= HOME_BUDGET_KB ? 'within' : 'OVER'} (${((js / 1024 / HOME_BUDGET_KB) * 100).toFixed(0)}%)`,
    );
  }
}
process.stdout.write(rows.join('\n') + '\n');
