import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { operations } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../db/client.ts';
import { testConfig } from '../../db/testing/test-app.ts';
import { DEMO_CUSTOMER_EMAIL } from '../channels/rates.seed.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { users } from '../users/users.table.ts';
import { backupFiles, backupStoppedDataDir } from './backup.ts';
import { requestBackup, serveBackups } from './backup-server.ts';
import { applicationTables, ledgerProblems, rowCounts } from './db-facts.ts';
import { fillEmbeddedDatabase } from './fill.fixtures.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';
import { serverPidFile } from './server-presence.ts';

// Real PGlite directories on disk; nothing here uses the worker's database, so it runs in the embedded
// pass only (CI's PostgreSQL pass would repeat the same thing).
const silent = { info: () => undefined, error: () => undefined };

describe.skipIf(!!process.env.TEST_DATABASE_URL)('embedded database backup and restore', () => {
  const config = testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'shiplabel-backup-')) });
  const backups = join(config.dataDir, 'backups');
  let server: DbHandle;
  let stopBackups: () => void;

  beforeAll(async () => {
    await fillEmbeddedDatabase(config, 20);
    // The "server": this process holds the database; the pid file names a live process (the test runner's
    // parent), as a server's own would.
    server = await openDatabase({ dataDir: config.dataDir });
    if (server.kind !== 'pglite') throw new Error('embedded expected');
    writeFileSync(serverPidFile(config.dataDir), String(process.ppid));
    stopBackups = serveBackups({
      client: server.client,
      dataDir: config.dataDir,
      keep: 2,
      everyHours: 0,
      log: silent,
      pollMs: 100,
    });
  }, 180_000);
  afterAll(async () => {
    stopBackups?.();
    await server?.close().catch(() => undefined);
  });

  it('is taken by the running server on request, restores into a new directory with the same rows', async () => {
    const before = await rowCounts(server.db, await applicationTables(server.db));
    const backup = await requestBackup(config.dataDir, backups);
    expect(backup.file.startsWith(backups)).toBe(true);
    expect(backup.bytes).toBeGreaterThan(100_000);

    const restoredDir = mkdtempSync(join(tmpdir(), 'shiplabel-restored-'));
    const restored = await restoreBackup(backup.file, restoredDir);
    expect(restored.ledgerProblems).toEqual([]);
    expect([...restored.counts]).toEqual([...before]);
    expect(restored.counts.get('orders')).toBeGreaterThanOrEqual(20);

    // Into a directory that already holds a database: refused, and that database is untouched.
    const again = restoreBackup(backup.file, restoredDir);
    await expect(again).rejects.toBeInstanceOf(RestoreRefused);
    await expect(again).rejects.toThrow(/is not empty/);
    expect(existsSync(join(restoredDir, 'pglite', 'PG_VERSION'))).toBe(true);
  }, 120_000);

  it('is consistent while the server writes, keeps the newest BACKUP_KEEP, and survives a killed backup', async () => {
    const [customer] = await server.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    // A backup killed while writing leaves a .partial file: the next backup removes it, older ones stay.
    writeFileSync(join(backups, 'pglite-2000-01-01T00-00-00-000Z.tar.gz.partial'), 'half a backup');
    let writing = true;
    let posted = 0;
    const writer = (async () => {
      while (writing) {
        await postTransaction(server.db, {
          userId: customer!.id,
          type: 'recharge',
          legs: operations.recharge('USD', 1_00n),
          idempotencyKey: `backup-test-${posted++}`,
        });
        // As requests do, each write arrives on its own turn of the event loop (PGlite answers without
        // leaving it, so a bare loop would starve the timers).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const taken = [];
    for (let i = 0; i < 2; i++) taken.push(await requestBackup(config.dataDir, backups));
    writing = false;
    await writer;
    expect(posted).toBeGreaterThan(0);
    const names = readdirSync(backups).filter((n) => !n.startsWith('.'));
    expect(names.some((n) => n.endsWith('.partial'))).toBe(false);
    // keep = 2: the first test's backup was removed by the second of these.
    expect(backupFiles(backups).map((b) => b.file)).toEqual(taken.map((b) => b.file));

    const restoredDir = mkdtempSync(join(tmpdir(), 'shiplabel-restored-'));
    const restored = await restoreBackup(taken[0]!.file, restoredDir);
    expect(restored.ledgerProblems).toEqual([]);
  }, 120_000);

  it('with no server running, the command opens the directory itself', async () => {
    stopBackups();
    await server.close();
    writeFileSync(serverPidFile(config.dataDir), '');
    const own = join(config.dataDir, 'own-backups');
    mkdirSync(own);
    const backup = await backupStoppedDataDir(config.dataDir, own, 7);
    const restoredDir = mkdtempSync(join(tmpdir(), 'shiplabel-restored-'));
    const restored = await restoreBackup(backup.file, restoredDir);
    expect(restored.ledgerProblems).toEqual([]);
    const reopened = await openDatabase({ dataDir: config.dataDir });
    try {
      expect([...restored.counts]).toEqual([
        ...(await rowCounts(reopened.db, await applicationTables(reopened.db))),
      ]);
      expect(await ledgerProblems(reopened.db)).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
