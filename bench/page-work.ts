import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { type RunningServer, startDemoServer } from './api-server';

/**
 * How much main-thread work a page costs, for telling two builds apart when Lighthouse cannot: its
 * score on these shared 2-core hosts moves by 5-10 points between runs of the same build. Loads a page
 * in Chromium (a fresh context each time, a phone's viewport, no CPU slowdown) alternately from each
 * build's production server on the demo data, and prints the median of Chromium's own counters
 * (`Performance.getMetrics`) once the page has settled: all tasks, script, layout, style.
 *
 *   node --import tsx bench/page-work.ts <dist> [<other dist>]
 *
 * A dist is a build's `dist` directory (e.g. the current `dist` and an older build's copy).
 * WORK_PAGE=/write-review (a property page is /property/$slug), WORK_RUNS=12 loads per build.
 */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGE = process.env.WORK_PAGE ?? '/';
const RUNS = Number(process.env.WORK_RUNS ?? 12);
const JWT_SECRET = 'bench-page-work-secret-0123456789-abcdefg';
const COUNTERS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;

const dists = process.argv.slice(2).map((d) => path.resolve(d));
if (dists.length === 0) throw new Error('Usage: bench/page-work.ts <dist> [<other dist>]');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const dataDirs: string[] = [];
const servers: { server: RunningServer; slug: string }[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  for (const dist of dists) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-bench-page-work-'));
    dataDirs.push(dataDir);
    servers.push(await startDemoServer(path.join(dist, 'server/main.js'), JWT_SECRET, dataDir));
  }
  const figures = dists.map(() => new Map<string, number[]>(COUNTERS.map((c) => [c, []])));
  for (let run = 0; run < RUNS; run++) {
    // Alternated, and in turn first: a build is not always measured on the busier side of the pair.
    const order = servers.map((_, i) => i);
    if (run % 2) order.reverse();
    for (const i of order) {
      const { server, slug } = servers[i]!;
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(`${server.url}${PAGE.replace('$slug', slug)}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      const { metrics } = await cdp.send('Performance.getMetrics');
      for (const counter of COUNTERS) {
        figures[i]!.get(counter)!.push(1000 * (metrics.find((m) => m.name === counter)?.value ?? NaN));
      }
      await context.close();
    }
  }
  console.log(`${PAGE}: median of ${RUNS} loads per build, ms of main-thread work (no CPU slowdown)`);
  console.log(`${'build'.padEnd(50)} ${COUNTERS.map((c) => c.replace('Duration', '').padStart(12)).join('')}`);
  dists.forEach((dist, i) => {
    const row = COUNTERS.map((c) => median(figures[i]!.get(c)!).toFixed(0).padStart(12)).join('');
    console.log(`${path.relative(process.cwd(), dist).padEnd(50)} ${row}`);
  });
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
