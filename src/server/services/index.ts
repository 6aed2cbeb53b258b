import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { createBackgroundTasks, type BackgroundTasks } from './background';
import { createAdminOtpTickets, type AdminOtpTickets } from './admin-otp-tickets';
import { createVerificationTickets, type VerificationTickets } from './verification-tickets';
import { createCodeService, type CodeService } from './codes';
import { createGoogleOidc, type GoogleOidc } from './google-oidc';
import { createMailer, type Mailer } from './mail';
import { createRateLimits, type RateLimits } from './rate-limit';
import { createResetTokenService, type ResetTokenService } from './reset-tokens';
import { createLocalStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';
import { createTokenService, type TokenService } from './tokens';

/** Long-lived services shared by all requests. Each area adds its services here. */
export interface Services {
  storage: Storage;
  tokens: TokenService;
  mailer: Mailer;
  rateLimits: RateLimits;
  codes: CodeService;
  resetTokens: ResetTokenService;
  /** Work after the answer (account mail); drained on close. */
  background: BackgroundTasks;
  otpTickets: AdminOtpTickets;
  verificationTickets: VerificationTickets;
  /** Present only when GOOGLE_CLIENT_ID is set. */
  googleOidc?: GoogleOidc;
  /** Releases connections (Redis, SMTP pools) on shutdown. */
  close?: () => Promise<void>;
}

/** `overrides` lets tests swap a service (say, rate limits with tiny budgets) before it is built. */
export function createServices(config: Config, logger: Logger, overrides: Partial<Services> = {}): Services {
  const mailer = overrides.mailer ?? createMailer(config, logger);
  const rateLimits =
    overrides.rateLimits ??
    createRateLimits({ redisUrl: config.redisUrl, keyPrefix: `${config.redisKeyPrefix}:rl`, logger });
  const storage =
    overrides.storage ??
    (config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'uploads')));
  const background = overrides.background ?? createBackgroundTasks(logger);
  return {
    storage,
    tokens: createTokenService(config.jwtSecret),
    mailer,
    rateLimits,
    codes: createCodeService(config.jwtSecret),
    resetTokens: createResetTokenService(config.jwtSecret),
    background,
    otpTickets: createAdminOtpTickets(config.jwtSecret),
    verificationTickets: createVerificationTickets(config.jwtSecret),
    googleOidc: config.google ? createGoogleOidc(config.google) : undefined,
    ...overrides,
    async close() {
      // Mail still on its way goes out before the transports (and then the database) close.
      await background.settled();
      await Promise.allSettled([rateLimits.close(), mailer.close(), storage.close?.(), overrides.close?.()]);
    },
  };
}
