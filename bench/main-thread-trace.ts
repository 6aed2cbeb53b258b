import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type RunningServer, startDemoServer } from './api-server';

/**
 * What holds the main thread while a page loads: traces each page in Chromium (fresh profile, CPU
 * slowed like Lighthouse's mobile run) with the V8 sampler on, then prints every task over 50 ms with
 * the scripts and functions its samples fell in. Lighthouse says how much blocks; this says what.
 *
 *   npm run build && node --import tsx bench/main-thread-trace.ts
 *
 * TRACE_PAGES=/,/write-review (paths; a property page is /property/{first slug}), TRACE_CPU=4 (slowdown),
 * TRACE_DIST=<dir> traces another build's dist (e.g. one built with `build.minify: false` for names);
 * TRACE_DUMP=<prefix> keeps each page's raw trace events as <prefix>-<page>.json. The sampler slows
 * what it watches (compiling a large module most: V8 logs every function it creates), so
 * TRACE_SAMPLER=0 leaves it out for the tasks' true lengths, with trace events only.
 */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = (process.env.TRACE_PAGES ?? '/,/write-review').split(',').filter(Boolean);
const CPU = Number(process.env.TRACE_CPU ?? 4);
const SAMPLER = process.env.TRACE_SAMPLER !== '0';
const DUMP = process.env.TRACE_DUMP;
const DIST = path.resolve(process.env.TRACE_DIST ?? path.join(import.meta.dirname, '../dist'));
const JWT_SECRET = 'bench-trace-secret-0123456789-abcdefghijk';
const mainJs = path.join(DIST, 'server/main.js');
if (!existsSync(mainJs)) throw new Error(`No build at ${DIST}: run \`npm run build\` first.`);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
interface Sample {
  ts: number;
  node: number;
}

const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).split('?')[0]! : '(native)');

/** The renderer's main thread: the CrRendererMain that ran the most. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0 };
  let most = -1;
  for (const t of names) {
    const busy = events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > most) [best, most] = [{ pid: t.pid, tid: t.tid }, busy];
  }
  return best;
}

/** The V8 sampler's samples on that thread, with the call tree they point into. */
function samples(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const starts = new Map<string, number>();
  // A profile starts on the thread it samples; its chunks come from the sampler's own thread.
  for (const e of events) {
    if (e.pid === thread.pid && e.tid === thread.tid && e.name === 'Profile' && e.id) {
      starts.set(e.id, Number(e.args?.data?.startTime));
    }
  }
  for (const e of events) {
    if (e.pid !== thread.pid || e.name !== 'ProfileChunk' || !e.id || !starts.has(e.id)) continue;
    const data = e.args?.data as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    let ts = starts.get(e.id) ?? 0;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      starts.set(e.id!, ts);
      out.push({ ts, node });
    });
  }
  return { nodes, samples: out };
}

function top(counts: Map<string, number>, n: number, each: number): string {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${Math.round(v * each)}`)
    .join(', ');
}

/** Loads the page in a fresh profile with the CPU slowed and returns the trace's events. */
async function trace(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const events: TraceEvent[] = [];
    // Playwright types each event as a string map; the trace's events are what TraceEvent describes.
    cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', {
      categories: [
        'toplevel',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'rail',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(SAMPLER ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ].join(','),
      options: 'sampling-frequency=10000',
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await browser.close();
  }
}

/** Where a task's time went by trace event (self time: an event's duration less its children's). */
function byTraceEvent(threadEvents: TraceEvent[], task: TraceEvent): Map<string, number> {
  const inTask = threadEvents.filter((e) => e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && e !== task);
  const out = new Map<string, number>();
  const stack: TraceEvent[] = [];
  for (const e of inTask) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) out.set(parent.name, (out.get(parent.name) ?? 0) - e.dur! / 1000);
    out.set(e.name, (out.get(e.name) ?? 0) + e.dur! / 1000);
    stack.push(e);
  }
  return out;
}

/** Prints each task over 50 ms after the navigation: its trace events, scripts and functions. */
function report(events: TraceEvent[], label: string) {
  const thread = mainThread(events);
  const nav = events.find(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  const t0 = nav?.ts ?? 0;
  const { nodes, samples: all } = samples(events, thread);
  const threadEvents = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = threadEvents.filter((e) => e.name === 'RunTask' && e.dur! > 50_000 && e.ts >= t0);
  const blocking = tasks.reduce((sum, e) => sum + (e.dur! - 50_000), 0);
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `\n${label}  (CPU ${CPU}x): ${tasks.length} tasks over 50 ms, ${Math.round(blocking / 1000)} ms beyond 50 ms each`,
  );
  for (const task of tasks) {
    const inside = all.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
    const each = inside.length ? task.dur! / 1000 / inside.length : 0;
    const byFile = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (const s of inside) {
      const frame = nodes.get(s.node)?.callFrame;
      const name = frame?.functionName || '(anonymous)';
      const where = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : file(frame?.url);
      byFile.set(where, (byFile.get(where) ?? 0) + 1);
      if (where === name) continue;
      const key = `${name}@${where}:${(frame?.lineNumber ?? 0) + 1}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + 1);
    }
    const at = `  at ${String(Math.round((task.ts - t0) / 1000)).padStart(5)} ms  ${String(Math.round(task.dur! / 1000)).padStart(4)} ms  `;
    out(`${at}events: ${top(byTraceEvent(threadEvents, task), 5, 1)}`);
    if (SAMPLER)
      out(`${''.padStart(24)}files: ${top(byFile, 4, each)}\n${''.padStart(24)}self: ${top(byFunction, 4, each)}`);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-trace-'));
let server: RunningServer | undefined;
try {
  let slug: string;
  ({ server, slug } = await startDemoServer(mainJs, JWT_SECRET, dataDir));
  for (const page of PAGES) {
    const pathName = page === '/property' ? `/property/${slug}` : page;
    const events = await trace(`${server.url}${pathName}`);
    if (DUMP) writeFileSync(`${DUMP}-${pathName.replace(/\W+/g, '_')}.json`, JSON.stringify(events));
    report(events, pathName);
  }
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
