import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type BackupResult, defaultBackupDir, takeBackup } from './backup.ts';
import { runningServerPid } from './server-presence.ts';

/**
 * `npm run db:backup` while the server runs: PGlite is single-process, so only the server can read its
 * database. The command drops a request file into DATA_DIR/backups/.requests; the server (which looks
 * every second) takes the backup and answers with a result file next to it. No port, no credentials:
 * whoever may write into DATA_DIR may already copy the database.
 */
const requestsDir = (dataDir: string) => join(defaultBackupDir(dataDir), '.requests');
const RESULT = '.result.json';

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function writeAtomically(file: string, body: unknown) {
  writeFileSync(`${file}.tmp`, JSON.stringify(body));
  renameSync(`${file}.tmp`, file);
}

/** Server side: answers backup requests and, when `everyHours` > 0, backs up on that schedule. */
export function serveBackups(opts: {
  client: PGlite;
  dataDir: string;
  keep: number;
  everyHours: number;
  log: Log;
  pollMs?: number;
}): () => void {
  const { client, dataDir, keep, log } = opts;
  const dir = requestsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  let busy = false;
  const exclusive = async (fn: () => Promise<void>) => {
    if (busy) return;
    busy = true;
    try {
      await fn();
    } finally {
      busy = false;
    }
  };
  const answerRequests = () =>
    exclusive(async () => {
      const requests = readdirSync(dir).filter((n) => n.endsWith('.json') && !n.endsWith(RESULT));
      for (const name of requests) {
        const file = join(dir, name);
        let target = defaultBackupDir(dataDir);
        let result: { ok: true; backup: BackupResult } | { ok: false; error: string };
        try {
          const body = JSON.parse(readFileSync(file, 'utf8')) as { dir?: unknown };
          if (typeof body.dir === 'string' && body.dir) target = body.dir;
          rmSync(file, { force: true });
          result = { ok: true, backup: await takeBackup(client, target, keep) };
          log.info({ ...result.backup }, 'backup taken on request');
        } catch (error) {
          rmSync(file, { force: true });
          result = { ok: false, error: (error as Error).message };
          log.error({ err: error }, 'backup on request failed');
        }
        writeAtomically(join(dir, name.replace(/\.json$/, RESULT)), result);
      }
    });
  const requestTimer = setInterval(() => void answerRequests().catch(() => undefined), opts.pollMs ?? 1000);
  requestTimer.unref();
  let scheduleTimer: NodeJS.Timeout | undefined;
  if (opts.everyHours > 0) {
    scheduleTimer = setInterval(
      () =>
        void exclusive(async () => {
          const backup = await takeBackup(client, defaultBackupDir(dataDir), keep);
          log.info({ ...backup }, 'scheduled backup taken');
        }).catch((error) => log.error({ err: error }, 'scheduled backup failed')),
      opts.everyHours * 3_600_000,
    );
    scheduleTimer.unref();
  }
  return () => {
    clearInterval(requestTimer);
    if (scheduleTimer) clearInterval(scheduleTimer);
  };
}

/** Command side: asks the running server for a backup into `dir` and waits for its answer. */
export async function requestBackup(
  dataDir: string,
  dir: string,
  timeoutMs = 30 * 60_000,
): Promise<BackupResult> {
  const folder = requestsDir(dataDir);
  mkdirSync(folder, { recursive: true });
  const id = randomUUID();
  writeAtomically(join(folder, `${id}.json`), { dir });
  const resultFile = join(folder, `${id}${RESULT}`);
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(resultFile)) {
    if (Date.now() > deadline) throw new Error('The server did not answer the backup request in time.');
    if (!runningServerPid(dataDir) && !existsSync(resultFile))
      throw new Error('The server stopped before taking the backup.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as
    | { ok: true; backup: BackupResult }
    | { ok: false; error: string };
  rmSync(resultFile, { force: true });
  if (!result.ok) throw new Error(`The server could not take the backup: ${result.error}`);
  return result.backup;
}
