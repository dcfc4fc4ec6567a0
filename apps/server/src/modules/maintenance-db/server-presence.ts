import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite serves one process: while a server holds DATA_DIR/pglite, no other process may open it. The server
 * writes its pid here at start (embedded database only) and removes it on shutdown; a kill -9 leaves a
 * stale file, recognised because no process of that pid is alive.
 */
export const serverPidFile = (dataDir: string) => join(dataDir, 'server.pid');

export function announceServer(dataDir: string): () => void {
  const file = serverPidFile(dataDir);
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The pid of the server holding the embedded database under `dataDir`, or null when none runs. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
