import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REVIEW_PARTS } from '../tests/support/review-parts';

/**
 * Pieces shared by bench/faults.ts and bench/load.ts: writers that publish reviews with
 * Idempotency-Keys and retry like the app's offline outbox, the tally they keep, and a private
 * PostgreSQL cluster that can be restarted without touching the machine's shared one.
 */

export interface Tally {
  sent: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  status503: number;
  /** Requests that got no HTTP answer at all (refused, reset, timed out). */
  network: number;
  /** Slowest answer with a 5xx status, in ms: an outage must be answered quickly. */
  slowest5xxMs: number;
  /** Review id per acknowledged Idempotency-Key (a 2xx was seen for it). */
  acknowledged: Map<string, string>;
  /** Keys whose retries were acknowledged with another review id than the first time. */
  conflictingAcks: number;
  /** Publishes retried with the same key (after a failure, or on purpose). */
  retries: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
}

export const newTally = (): Tally => ({
  sent: 0,
  status2xx: 0,
  status4xx: 0,
  status5xx: 0,
  status503: 0,
  network: 0,
  slowest5xxMs: 0,
  acknowledged: new Map(),
  conflictingAcks: 0,
  retries: 0,
  statuses: {},
});

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { data?: { token?: string }; message?: string };
  if (!res.ok || !body.data?.token) throw new Error(`sign-in of ${email} failed: ${res.status} ${body.message}`);
  return body.data.token;
}

export async function propertyIds(base: string): Promise<string[]> {
  const res = await fetch(`${base}/api/v1/properties/get-all-properties?page=1&pageSize=20`);
  const body = (await res.json()) as { data: { properties: { id: string }[] } };
  return body.data.properties.map((p) => p.id);
}

/** The review form with the key in its body, so the database can be asked for duplicates per key. */
function reviewForm(key: string, photo?: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(REVIEW_PARTS)) form.append(name, value);
  form.set('body', `${REVIEW_PARTS.body} [bench ${key}]`);
  if (photo) form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return form;
}

/** One POST; records the answer in the tally and returns the review id of a 2xx. */
async function publishOnce(
  base: string,
  token: string,
  propertyId: string,
  key: string,
  tally: Tally,
  photo?: Buffer,
): Promise<{ id?: string; retry: boolean }> {
  const started = performance.now();
  tally.sent++;
  try {
    const res = await fetch(`${base}/api/v1/reviews/property/${propertyId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: reviewForm(key, photo),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
    if (res.status >= 500) {
      tally.status5xx++;
      if (res.status === 503) tally.status503++;
      tally.slowest5xxMs = Math.max(tally.slowest5xxMs, ms);
      return { retry: true };
    }
    if (res.status >= 400) {
      tally.status4xx++;
      // 409: the key's first try is still in flight; 429: slow down. Both: try again later.
      return { retry: res.status === 409 || res.status === 429 };
    }
    tally.status2xx++;
    return { id: (JSON.parse(text) as { data: { id: string } }).data.id, retry: false };
  } catch {
    tally.network++;
    return { retry: true };
  }
}

/**
 * Publishes one review under a fresh key, retrying with the same key (as the outbox does) until a
 * 2xx, a final 4xx, or `until`. With `repeatAfterAck`, sends the acknowledged key once more: the
 * answer must name the same review.
 */
export async function publish(
  base: string,
  token: string,
  propertyId: string,
  tally: Tally,
  opts: { until: number; photo?: Buffer; repeatAfterAck?: boolean },
): Promise<void> {
  const key = randomUUID();
  for (let attempt = 0; Date.now() < opts.until || attempt === 0; attempt++) {
    if (attempt > 0) {
      tally.retries++;
      await new Promise((r) => setTimeout(r, 250));
    }
    const { id, retry } = await publishOnce(base, token, propertyId, key, tally, opts.photo);
    if (id) {
      tally.acknowledged.set(key, id);
      if (opts.repeatAfterAck) {
        tally.retries++;
        const again = await publishOnce(base, token, propertyId, key, tally, opts.photo);
        if (again.id && again.id !== id) tally.conflictingAcks++;
      }
      return;
    }
    if (!retry) return;
  }
}

/** `count` writers publishing back to back until `until` (ms since the epoch). */
export async function runWriters(
  base: string,
  tokens: string[],
  properties: string[],
  tally: Tally,
  opts: { until: number; photo?: Buffer; repeatEvery?: number },
): Promise<void> {
  await Promise.all(
    tokens.map(async (token, w) => {
      for (let n = 0; Date.now() < opts.until; n++) {
        const repeatAfterAck = !!opts.repeatEvery && n % opts.repeatEvery === 0;
        await publish(base, token, properties[(w + n) % properties.length]!, tally, { ...opts, repeatAfterAck });
      }
    }),
  );
}

/** How many acknowledged reviews exist, and how many keys have more than one review. */
export async function checkWrites(
  query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  tally: Tally,
): Promise<{ found: number; lost: number; duplicateKeys: number }> {
  const ids = [...tally.acknowledged.values()];
  const { rows } = await query('select count(*)::int as n from reviews where id = any($1::uuid[])', [ids]);
  const found = Number(rows[0]!.n);
  const dup = await query(
    `select count(*)::int as n from (select substring(body from '\\[bench ([0-9a-f-]+)\\]') as k
       from reviews where body like '%[bench %' group by 1 having count(*) > 1) d`,
    [],
  );
  return { found, lost: ids.length - found, duplicateKeys: Number(dup.rows[0]!.n) };
}

/** The report lines both benches print about acknowledged writes and what was found afterwards. */
export function writeCheckLines(tally: Tally, checked: { found: number; lost: number; duplicateKeys: number }) {
  return [
    `  retries with same key    ${tally.retries}`,
    `  acknowledged writes      ${tally.acknowledged.size}`,
    `  writes found afterwards  ${checked.found}`,
    `  lost                     ${checked.lost}`,
    `  duplicate reviews (key)  ${checked.duplicateKeys} (conflicting acks ${tally.conflictingAcks})`,
  ];
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

function pgTool(tool: string, args: string[]): string {
  const cmd = asRoot ? 'runuser' : path.join(PG_BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, tool), ...args] : args;
  const run = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

/** A throwaway PostgreSQL cluster of its own (initdb in a temp folder) on 127.0.0.1:`port`. */
export function privatePostgres(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ht-faults-pg-'));
  if (asRoot) {
    const { uid, gid } = {
      uid: Number(spawnSync('id', ['-u', 'postgres']).stdout),
      gid: Number(spawnSync('id', ['-g', 'postgres']).stdout),
    };
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  return {
    url: (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    init() {
      pgTool('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    },
    start() {
      try {
        pgTool('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-t', '300', '-w', 'start']);
      } catch (err) {
        const log = existsSync(path.join(dir, 'log')) ? readFileSync(path.join(dir, 'log'), 'utf8').slice(-2000) : '';
        throw new Error(`${err instanceof Error ? err.message : String(err)}\n${log}`);
      }
    },
    stop(mode: 'fast' | 'immediate' = 'fast') {
      pgTool('pg_ctl', ['-D', data, '-m', mode, '-t', '300', '-w', 'stop']);
    },
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
    },
    remove() {
      try {
        this.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
