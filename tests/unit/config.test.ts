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

  it('enables Google sign-in only with a client id, defaulting the issuer to Google', () => {
    const config = loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: 'abc' });
    expect(config.google).toEqual({ clientId: 'abc', clientSecret: undefined, issuer: 'https://accounts.google.com' });
  });
});
