import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './storage';
import { createTokenService, type TokenService } from './tokens';

/** Long-lived services shared by all requests. Each area adds its services here. */
export interface Services {
  storage: Storage;
  tokens: TokenService;
  /** Releases connections (Redis, SMTP pools) on shutdown. */
  close?: () => Promise<void>;
}

export function createServices(config: Config, _logger: Logger): Services {
  return {
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    tokens: createTokenService(config.jwtSecret),
  };
}
