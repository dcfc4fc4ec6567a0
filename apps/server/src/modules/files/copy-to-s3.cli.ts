// `npm run files:copy-to-s3`: moves the files kept in the database, and the import uploads kept under
// DATA_DIR/imports, into the object storage of S3_* (docs/operations.md, "Files in object storage").
// Safe to run again: only files still in the database or on disk move.
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase, withStartupLock } from '../../db/migrate.ts';
import { copyImportUploadsToObjectStorage } from '../imports/imports.copy-to-s3.ts';
import { runningServerPid } from '../maintenance-db/server-presence.ts';
import { copyBlobsToObjectStorage } from './copy-to-s3.ts';
import { ObjectStorageError, openObjectStorage } from './object-storage.ts';

const started = Date.now();
try {
  const config = loadConfig();
  if (!config.objectStorage) {
    console.error(
      'Object storage is not configured: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_REGION, S3_FORCE_PATH_STYLE as needed).',
    );
    process.exit(2);
  }
  // The embedded database serves one process: the server must be stopped (PostgreSQL: no need).
  const pid = config.databaseUrl ? null : runningServerPid(config.dataDir);
  if (pid) {
    console.error(`A server (pid ${pid}) holds the embedded database in ${config.dataDir}: stop it first.`);
    process.exit(2);
  }
  const storage = openObjectStorage(config.objectStorage);
  await storage.check();
  const handle = await openDatabase(config);
  // The storage column came with issue 18's migration: a database the new version never started gets it.
  await withStartupLock(handle, () => migrateDatabase(handle));
  const { bucket, endpoint } = config.objectStorage;
  console.log(`Moving files from the database to bucket "${bucket}" at ${endpoint} ...`);
  const report = await copyBlobsToObjectStorage({
    db: handle.db,
    storage,
    log: (line) => console.log(line),
  });
  await handle.close();
  const uploads = await copyImportUploadsToObjectStorage({ config, storage });
  console.log(`\nfiles in the database before:      ${report.inDatabase}`);
  console.log(`moved and verified (size, sha256): ${report.moved}`);
  console.log(`already in object storage:         ${report.alreadyInObjectStorage}`);
  console.log(`differences:                       ${report.differences.length}`);
  for (const d of report.differences.slice(0, 50)) console.log(`  ${d.id}: ${d.reason}`);
  console.log(`import uploads on disk before:     ${uploads.onDisk}`);
  console.log(`import uploads moved and verified: ${uploads.moved}`);
  console.log(`import upload differences:         ${uploads.differences.length}`);
  for (const d of uploads.differences.slice(0, 50)) console.log(`  import ${d.importId}: ${d.reason}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (report.differences.length || uploads.differences.length) {
    console.error(
      '\nSome files were not moved (see above); they are still served from the database or DATA_DIR/imports.',
    );
    process.exit(1);
  }
  console.log(
    '\nDone: every file is in object storage; the database keeps only references and DATA_DIR/imports no uploads.',
  );
  process.exit(0);
} catch (error) {
  const known = error instanceof ConfigError || error instanceof ObjectStorageError;
  console.error(known ? (error as Error).message : error);
  process.exit(known ? 2 : 1);
}
