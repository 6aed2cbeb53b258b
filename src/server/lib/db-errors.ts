/**
 * A unique-constraint violation from node-postgres or PGlite, wrapped by drizzle (as `cause`) or not.
 * With `constraint`, only a violation of that named index counts.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || name === constraint)) return true;
  }
  return false;
}

/** Socket errors of a database connection that went away or never came. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
/** node-postgres's own words when a connection dies or cannot be had in time. */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database is unreachable (restarting, failed over, network gone) rather than the query being
 * wrong: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting
 * up), 57014 (cancelled by the statement timeout), 53300 (too many connections), a refused or reset socket, or a connection timeout. The
 * request may succeed if tried again shortly, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (/^08/.test(code) || /^57P0[123]$/.test(code) || code === '53300')) return true;
    if (typeof code === 'string' && CONNECTION_ERRNOS.has(code)) return true;
    // Cancelled by statement_timeout: the database is overloaded; the request may pass later.
    if (code === '57014') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
