import { z } from 'zod';

/**
 * Zod compiles fast object parsers with `new Function` unless told not to; the Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval') forbids that, and zod's probe alone reports a violation. Imported
 * first by main.tsx, so it runs before any schema is built.
 */
z.config({ jitless: true });
