import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { dropImportFile, keptImportFiles } from './imports.file-store.ts';
import { orderImports } from './imports.table.ts';

/** A file younger than this is never swept: its upload may not have committed yet. */
export const IMPORT_FILE_GRACE_MS = 60 * 60_000;

/**
 * Removes kept upload files no import is waiting for: the validation job removes its file when it ends,
 * but a process killed between writing the file and committing the import, or a job given up after its
 * attempts, leaves one behind. Files of imports still validating are kept whatever their age.
 */
export async function sweepImportFiles(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>) {
  const cutoff = deps.clock().getTime() - IMPORT_FILE_GRACE_MS;
  const kept = await keptImportFiles(deps.config);
  // An upload being moved by files:copy-to-s3 is on disk and in the bucket for a moment: counted once.
  const old = [...new Set(kept.filter((file) => file.modifiedMs < cutoff).map((file) => file.importId))];
  if (old.length === 0) return 0;
  const waiting = await deps.db
    .select({ id: orderImports.id })
    .from(orderImports)
    .where(and(inArray(orderImports.id, old), eq(orderImports.status, 'validating')));
  const keep = new Set(waiting.map((w) => w.id));
  const swept = old.filter((id) => !keep.has(id));
  for (const id of swept) await dropImportFile(deps.config, id);
  return swept.length;
}

export const IMPORT_JOBS: PeriodicJob[] = [
  {
    name: 'import-files-sweep',
    intervalMs: 60 * 60_000,
    run: async (deps) => {
      const swept = await sweepImportFiles(deps);
      return swept > 0 ? { swept } : null;
    },
  },
];
