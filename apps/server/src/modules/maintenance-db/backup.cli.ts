// `npm run db:backup [dir]`: a consistent backup of the embedded database, taken by the running server when
// there is one (it holds the database), else by this command. Default dir: DATA_DIR/backups.
import { resolve } from 'node:path';
import { loadConfig } from '../../config.ts';
import { backupStoppedDataDir, defaultBackupDir } from './backup.ts';
import { requestBackup } from './backup-server.ts';
import { runningServerPid } from './server-presence.ts';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, "Backups").');
  process.exit(2);
}
const dir = process.argv[2] ? resolve(process.argv[2]) : defaultBackupDir(config.dataDir);
try {
  const pid = runningServerPid(config.dataDir);
  if (pid) console.log(`The server (pid ${pid}) holds the database: asking it for the backup ...`);
  const backup = pid
    ? await requestBackup(config.dataDir, dir)
    : await backupStoppedDataDir(config.dataDir, dir, config.backupKeep);
  console.log(`Backup written: ${backup.file} (${(backup.bytes / 1e6).toFixed(1)} MB, ${backup.ms} ms)`);
  for (const file of backup.removed)
    console.log(`Removed old backup ${file} (BACKUP_KEEP=${config.backupKeep})`);
  process.exit(0);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
