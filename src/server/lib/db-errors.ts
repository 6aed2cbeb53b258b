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
