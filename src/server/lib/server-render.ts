import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Logger } from 'pino';

/**
 * The server render of the public pages (decision 024). Its code is the client's, built by Vite into
 * dist/ssr (src/entry-server.tsx); the server only loads it, gives it a way to call the API
 * in-process, and puts its answer into the page.
 */
export interface RenderedPage {
  /** The markup of `<div id="root">`. */
  html: string;
  /** TanStack Query's dehydrated cache. */
  state: unknown;
}

/** A page's markup and data, or null when the page is the browser's to render. */
export type PageRenderer = (url: string) => Promise<RenderedPage | null>;

type Transport = (request: Request, init: RequestInit) => Promise<Response>;
export interface ServerEntry {
  createPageRenderer(transport: Transport): PageRenderer;
}

/** A page's server render gets this long; past it, the page goes out as the empty shell. */
export const RENDER_BUDGET_MS = 1500;

/** The renderer's module from a build, or undefined when there is none (dev, tests of the API alone). */
export async function loadServerEntry(ssrDir: string): Promise<ServerEntry | undefined> {
  const file = path.join(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

/**
 * JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can end or change it, and
 * U+2028/2029 (line ends to old JavaScript parsers) are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The shell with the page's markup in its root and the query cache beside it (read by main.tsx). */
export function withRenderedPage(shell: string, page: RenderedPage): string {
  const at = shell.indexOf(EMPTY_ROOT);
  if (at < 0) throw new Error(`The page shell has no ${EMPTY_ROOT}`);
  return (
    shell.slice(0, at) +
    // main.tsx drops the mark once the app has replaced the markup (the page is live from then on).
    `<div id="root" data-server-rendered="">${page.html}</div>` +
    `<script id="query-state" type="application/json">${scriptSafeJson(page.state)}</script>` +
    shell.slice(at + EMPTY_ROOT.length)
  );
}

/**
 * The page's HTML, server-rendered when it can be within the budget; otherwise (not a public page,
 * a failure, too slow) null, and the caller sends the shell as before. Never throws.
 */
export async function renderWithinBudget(
  render: PageRenderer,
  shell: string,
  url: string,
  logger: Logger | undefined,
  budgetMs = RENDER_BUDGET_MS,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), budgetMs);
  });
  const rendering = render(url);
  try {
    const page = await Promise.race([rendering, overBudget]);
    if (page === 'timeout') {
      rendering.catch(() => undefined);
      logger?.warn({ url, budgetMs }, 'server render over budget: sent the shell');
      return null;
    }
    return page && withRenderedPage(shell, page);
  } catch (err) {
    logger?.error({ err, url }, 'server render failed: sent the shell');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

type Encoding = 'br' | 'gzip';

/** The encoding to send a rendered page in: brotli, else gzip, when the browser takes it. */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0]);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per request, so a middling level: brotli 5 is within a few per cent of 11 at a fraction of its time. */
export function compress(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(text, { level: 6 });
}
