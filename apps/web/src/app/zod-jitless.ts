/**
 * Zod compiles fast object parsers with `new Function` unless told not to; the Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') forbids that, and zod's probe alone reports a violation. Imported
 * first by main.tsx, so it runs before any schema is built (schemas live in lazily loaded pages).
 *
 * Zod keeps its global configuration on `globalThis.__zod_globalConfig` (zod/v4/core, `globalConfig`,
 * adopted if it already exists), so the flag is set there directly: calling `z.config()` would put zod's
 * core into the entry chunk, and the login page needs no zod at all (issue 12: login page weight).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
