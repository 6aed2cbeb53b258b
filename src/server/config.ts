import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../shared/limits';

/**
 * PostgreSQL connections an instance keeps by default (decision 027): beside a database on the same
 * few cores, more connections in flight only queue inside PostgreSQL and stretch the slowest answers.
 */
export const DEFAULT_DATABASE_POOL_SIZE = 5;

/** The only reader of process.env. Every variable is optional; defaults are documented in README. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());
/** 'true'/'1'/'yes' or 'false'/'0'/'no'; unset is false. */
const flag = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
  z
    .enum(['true', '1', 'yes', 'false', '0', 'no'], { error: 'use true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1' || v === 'yes'),
);
const baseUrl = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
);

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optional,
  JWT_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  APP_URL: baseUrl,
  APP_NAME: z.preprocess(emptyToUndefined, z.string().default('HomeTruths')),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  MAIL_OUTBOX: flag,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).optional()),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.string().default('https://accounts.google.com')),
  S3_BUCKET: optional,
  S3_ENDPOINT: baseUrl,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: baseUrl,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  REDIS_URL: optional,
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w:.-]+$/)
      .default('hometruths'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).optional()),
  /** Prints the generated first-admin password and mailed codes on the console (local development only). */
  DEV_PRINT_SECRETS: flag,
  REQUEST_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(60_000)),
  HEADERS_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(15_000)),
  KEEP_ALIVE_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(5_000)),
  MAX_CONNECTIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(4096)),
  /** PostgreSQL: connections this instance keeps at most (requests beyond them wait for one). */
  DATABASE_POOL_SIZE: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_SIZE),
  ),
  /** API reads (GET) worked on at once; more wait in arrival order. Twice DATABASE_POOL_SIZE when unset. */
  READ_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).optional()),
  /** PostgreSQL: a statement running longer is cancelled and its request answered 503. */
  STATEMENT_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(100).max(600_000).default(15_000)),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(15_000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface S3Config {
  bucket: string;
  /** For S3-compatible stores (MinIO, R2, ...); AWS S3 itself needs none. */
  endpoint?: string;
  region: string;
  /** Path-style addressing (endpoint/bucket/key): on whenever an endpoint is set, or asked for. */
  forcePathStyle: boolean;
  /** Public base URL of the bucket (a CDN, say): image URLs point there instead of /uploads/. */
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections in the pool at most. */
  databasePoolSize: number;
  /** API reads in progress at once (lib/read-concurrency.ts); more wait in arrival order. */
  readConcurrency: number;
  statementTimeoutMs: number;
  jwtSecret: string;
  appUrl: string;
  appName: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  google?: { clientId: string; clientSecret?: string; issuer: string };
  s3?: S3Config;
  redisUrl?: string;
  /** Prefix of every Redis key, so several apps (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: trust no header). */
  trustProxy: number;
  /** What to seed into an empty database: the demo data set by default, nothing in production. */
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Print the generated admin password and mailed codes on the console (DEV_PRINT_SECRETS; never in production). */
  devPrintSecrets: boolean;
  /** Limits of the HTTP server itself, so slow or many sockets cannot hold it (see lib/http-server.ts). */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number };
  /** How long SIGTERM waits for requests in flight before it closes their connections. */
  shutdownTimeoutMs: number;
  /** Largest accepted upload (multipart) body, in bytes: up to 10 images of a review. */
  maxBodyBytes: number;
  /** Largest accepted body of any other kind (JSON forms): small, so a huge post cannot stall the server. */
  maxJsonBodyBytes: number;
}

/** Reads JWT_SECRET, or one generated on first start and kept in DATA_DIR so sessions survive restarts. */
function resolveJwtSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

type Env = z.infer<typeof EnvSchema>;

/**
 * What a production start needs that a local one may go without: the public address (links in
 * mails, the OIDC callback), a real mail transport (or the explicit MAIL_OUTBOX opt-out), one
 * signing key shared by every instance of a shared database, and no demo accounts.
 */
function productionProblems(e: Env): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!e.APP_URL) problems.push('APP_URL: required in production (the address users reach the site at)');
  if (!e.SMTP_URL && !e.MAIL_OUTBOX) {
    problems.push('SMTP_URL: required in production (or set MAIL_OUTBOX=true to keep mail in DATA_DIR/mail)');
  }
  if (e.SEED === 'demo') {
    problems.push('SEED: demo is not allowed in production (its accounts share a published password)');
  }
  if (e.DEV_PRINT_SECRETS) {
    problems.push('DEV_PRINT_SECRETS: not allowed in production (logs are collected and kept)');
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: required in production with DATABASE_URL (every instance must sign with one key)');
  }
  return problems;
}

function timeoutProblems(e: Env): string[] {
  return e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS
    ? ['HEADERS_TIMEOUT_MS: must not be more than REQUEST_TIMEOUT_MS (the headers are part of the request)']
    : [];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const problems = parsed.success
    ? [...productionProblems(parsed.data), ...timeoutProblems(parsed.data)]
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // Twice the pool: while some reads run statements, as many again are at work in this process.
    readConcurrency: e.READ_CONCURRENCY ?? 2 * e.DATABASE_POOL_SIZE,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    jwtSecret: resolveJwtSecret(dataDir, e.JWT_SECRET),
    appUrl: e.APP_URL ?? `http://localhost:${port}`,
    appName: e.APP_NAME,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@hometruths.local>`,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
      : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION ?? 'us-east-1',
          forcePathStyle: e.S3_FORCE_PATH_STYLE || !!e.S3_ENDPOINT,
          publicUrl: e.S3_PUBLIC_URL,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    seed: e.SEED ?? (e.NODE_ENV === 'production' ? 'none' : 'demo'),
    logLevel: e.LOG_LEVEL,
    devPrintSecrets: e.DEV_PRINT_SECRETS,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: e.MAX_CONNECTIONS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    maxBodyBytes: 40 * 1024 * 1024,
    maxJsonBodyBytes: 64 * 1024,
  };
}
