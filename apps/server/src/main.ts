import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { IncompleteCopyError, prepareDatabase } from './db/prepare.ts';
import { systemClock } from './lib/clock.ts';
import { schedulePeriodicJobs } from './lib/jobs.ts';
import { API_LOG_JOBS } from './modules/api-log/api-log.jobs.ts';
import { flushApiLog } from './modules/api-log/api-log.writer.ts';
import { scheduleHousekeeping } from './modules/auth/housekeeping.ts';
import { useSecretsKeys } from './modules/carriers/credentials.ts';
import { assertSecretsReady, SecretsConfigError } from './modules/carriers/secrets-rotation.ts';
import {
  ObjectStorageError,
  type ObjectStorageSettings,
  useObjectStorage,
} from './modules/files/object-storage.ts';
// Every job kind's handler, registered before the workers start.
import './modules/jobs/handlers.ts';
import { IMPORT_JOBS } from './modules/imports/imports.sweep.ts';
import { QUEUE_JOBS, startJobWorkers } from './modules/jobs/workers.ts';
import { LINGXING_JOBS } from './modules/lingxing/lingxing.jobs.ts';
import { MAIL_JOBS } from './modules/mail/mail.jobs.ts';
import { serveBackups } from './modules/maintenance-db/backup-server.ts';
import { announceServer } from './modules/maintenance-db/server-presence.ts';
import { ORDER_JOBS } from './modules/orders/order-jobs.ts';
import { REGISTRATION_JOBS } from './modules/registration/registration.jobs.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, MissingAdminError } from './modules/seed/accounts.seed.ts';
import { STORE_JOBS } from './modules/stores/stores.jobs.ts';
import { TRACKING_JOBS } from './modules/tracking/tracking-jobs.ts';
import { WEBHOOK_JOBS } from './modules/webhooks/webhooks.delivery.ts';

async function main() {
  const config = loadConfig();
  useSecretsKeys(config);
  // Object storage (S3_*): a wrong endpoint, bucket or key pair stops the start, not the first upload.
  await useObjectStorage(config.objectStorage)?.check();
  const handle = await openDatabase(config);
  const prepared = await prepareDatabase(handle, config);
  // Refuses real carriers' channels without SECRETS_KEY, and credentials sealed with an unknown key.
  await assertSecretsReady(handle.db);
  const app = await buildApp({ config, db: handle.db });
  app.log.info({ database: handle.kind, ...prepared }, 'database ready');
  const stopHousekeeping = scheduleHousekeeping({ db: handle.db, clock: systemClock }, app.log);
  const stopJobs = schedulePeriodicJobs(
    { db: handle.db, config, clock: systemClock },
    [
      ...ORDER_JOBS,
      ...TRACKING_JOBS,
      ...API_LOG_JOBS,
      ...QUEUE_JOBS,
      ...IMPORT_JOBS,
      ...MAIL_JOBS,
      ...REGISTRATION_JOBS,
      ...WEBHOOK_JOBS,
      ...STORE_JOBS,
      ...LINGXING_JOBS,
    ],
    app.log,
  );

  // Embedded database (issue 18): other commands see this server holds it (server.pid); backups on
  // schedule and on `npm run db:backup` are taken here, as only this process may read it.
  const forgetServer = handle.kind === 'pglite' ? announceServer(config.dataDir) : () => undefined;
  const stopBackups =
    handle.kind === 'pglite'
      ? serveBackups({
          client: handle.client,
          dataDir: config.dataDir,
          keep: config.backupKeep,
          everyHours: config.backupEveryHours,
          log: app.log,
        })
      : () => undefined;

  let stopWorkers: () => Promise<void> = async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopHousekeeping();
    stopJobs();
    stopBackups();
    // Running jobs stop at their next item and hand their claims back before the database closes.
    await Promise.all([stopWorkers(), app.close()]);
    // Carrier calls of jobs that ended while the app closed queued their API log rows after its flush.
    await flushApiLog(handle.db);
    await handle.close();
    forgetServer();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (!closing)
    stopWorkers = startJobWorkers(
      { db: handle.db, config, clock: systemClock },
      { concurrency: config.jobWorkers, pollMs: config.jobPollMs, log: app.log },
    );
  printBanner(config.port, handle.kind, config.demoData, config.objectStorage);
}

function printBanner(
  port: number,
  database: string,
  demoData: boolean,
  storage: ObjectStorageSettings | undefined,
) {
  const lines = [
    '',
    `  ShipLabel is running: http://localhost:${port}   (API reference: http://localhost:${port}/api-docs)`,
    `  Database: ${database === 'pg' ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`,
    `  Files: ${storage ? `object storage (bucket ${storage.bucket} at ${storage.endpoint})` : 'in the database'}`,
  ];
  if (demoData) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(24)} ${a.kind}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof MissingAdminError ||
    error instanceof SecretsConfigError ||
    error instanceof IncompleteCopyError ||
    error instanceof ObjectStorageError
  )
    console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
