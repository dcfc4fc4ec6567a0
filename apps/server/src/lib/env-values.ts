import { z } from 'zod';

/**
 * Pieces of the environment schema (config.ts) shared with the modules that declare their own variables
 * (object storage): one meaning of "unset" and of a yes/no value everywhere.
 */

/** Unset and empty mean the same: "use the default" (Playwright passes DATABASE_URL=''). */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A variable that may be unset or blank. */
export const opt = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema);

/** An integer within bounds, `fallback` when unset. */
export const int = (min: number, max: number, fallback: number) =>
  opt(z.coerce.number().int().min(min).max(max).default(fallback));

/** true/false/1/0, `fallback` when unset. */
export const bool = (fallback: boolean) =>
  opt(
    z
      .enum(['true', 'false', '1', '0'])
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  );
