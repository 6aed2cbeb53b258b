import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { UserRow } from '../db/schema';
import type { Services } from '../services';

/** Everything a handler may need, built once in main.ts (or per test) and put on the context. */
export interface AppDeps extends Services {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
}

export type AuthUser = Pick<
  UserRow,
  'id' | 'email' | 'role' | 'firstName' | 'lastName' | 'isVerified' | 'isActive' | 'isSocialLogin' | 'tokenVersion'
>;

/** The session behind the request's token (one sign-in; sign-out revokes it by id). */
export interface AuthSession {
  id: string;
  expiresAt: Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    /** Set by the auth middleware when a valid bearer token came with the request. */
    user?: AuthUser;
    /** Set with `user` by requireAuth. */
    session?: AuthSession;
  };
}

export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;
