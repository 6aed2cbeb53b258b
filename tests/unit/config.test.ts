import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'ht-config-'));

describe('loadConfig', () => {
  it('has working defaults for every variable', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      appName: 'HomeTruths',
      appUrl: 'http://localhost:3000',
      seed: 'demo',
      logLevel: 'info',
      env: 'development',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('treats empty values as unset and rejects invalid ones with a clear message', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, SEED: 'lots' })).toThrow(/SEED/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('keeps 5 PostgreSQL connections unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).databasePoolSize).toBe(5);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '20' }).databasePoolSize).toBe(20);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('enables Google sign-in only with a client id, defaulting the issuer to Google', () => {
    const config = loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'abc' });
    expect(config.google).toEqual({ clientId: 'abc', clientSecret: undefined, issuer: 'https://accounts.google.com' });
  });

  it('defaults SEED to demo locally and to none in production, where demo is refused', () => {
    const prod = { DATA_DIR: tmp(), NODE_ENV: 'production', APP_URL: 'https://x.example', SMTP_URL: 'smtp://mail:25' };
    expect(loadConfig({ DATA_DIR: tmp() }).seed).toBe('demo');
    expect(loadConfig(prod).seed).toBe('none');
    expect(() => loadConfig({ ...prod, SEED: 'demo' })).toThrow(/SEED: demo is not allowed in production/);
  });

  it('refuses a production start without APP_URL, a mail transport, or a shared JWT_SECRET on PostgreSQL', () => {
    const base = { DATA_DIR: tmp(), NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(/APP_URL: required in production[\s\S]*SMTP_URL: required in production/);
    const withUrl = { ...base, APP_URL: 'https://x.example/' };
    expect(loadConfig({ ...withUrl, MAIL_OUTBOX: 'true' }).appUrl).toBe('https://x.example');
    expect(() => loadConfig({ ...withUrl, MAIL_OUTBOX: 'false' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...withUrl, SMTP_URL: 'smtp://m:25', DATABASE_URL: 'postgres://db/ht' })).toThrow(
      /JWT_SECRET: required in production with DATABASE_URL/,
    );
    expect(() => loadConfig({ ...base, APP_URL: 'not a url', MAIL_OUTBOX: 'true' })).toThrow(/APP_URL/);
  });

  it('reads the S3 settings: path-style with an endpoint, a public base URL without its trailing slash', () => {
    const s3 = loadConfig({
      DATA_DIR: tmp(),
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://cdn.example/photos/',
    }).s3;
    expect(s3).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example/photos',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const aws = loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'photos', S3_REGION: 'ap-southeast-1' }).s3!;
    expect([aws.forcePathStyle, aws.region]).toEqual([false, 'ap-southeast-1']);
    expect(loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'p', S3_FORCE_PATH_STYLE: 'true' }).s3!.forcePathStyle).toBe(true);
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
