import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '../shared/limits';

/** The only reader of process.env. Every variable is optional; defaults are documented in README. */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

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
  APP_URL: optional,
  APP_NAME: z.preprocess(emptyToUndefined, z.string().default('HomeTruths')),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax).optional()),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.string().default('https://accounts.google.com')),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  REDIS_URL: optional,
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  SEED: z.preprocess(emptyToUndefined, z.enum(['demo', 'none']).default('demo')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  appUrl: string;
  appName: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail?: string;
  adminPassword?: string;
  google?: { clientId: string; clientSecret?: string; issuer: string };
  s3?: { bucket: string; endpoint?: string; region?: string; accessKeyId?: string; secretAccessKey?: string };
  redisUrl?: string;
  /** Reverse proxies in front of the server that append to X-Forwarded-For (0: trust no header). */
  trustProxy: number;
  seed: 'demo' | 'none';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
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
    jwtSecret: resolveJwtSecret(dataDir, e.JWT_SECRET),
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
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
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL,
    maxBodyBytes: 40 * 1024 * 1024,
    maxJsonBodyBytes: 64 * 1024,
  };
}
