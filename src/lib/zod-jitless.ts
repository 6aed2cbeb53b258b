/**
 * Zod's objects compile a fast parser with `new Function` unless told not to, and probing for it is
 * an eval our Content-Security-Policy refuses (Chrome reports a CSP issue on every page that parses
 * a form). `jitless` is zod's own switch (`z.config({ jitless: true })`); it is read when a schema is
 * built and kept on `globalThis.__zod_globalConfig` so every copy of zod shares it. Set here, before
 * any zod module loads (none is in the first page's bundle), without pulling zod into that bundle.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
