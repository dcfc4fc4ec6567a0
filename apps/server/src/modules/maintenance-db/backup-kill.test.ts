import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { testConfig } from '../../db/testing/test-app.ts';
import { backupFiles, backupStoppedDataDir } from './backup.ts';
import { fillEmbeddedDatabase } from './fill.fixtures.ts';
import { RestoreRefused, restoreBackup } from './restore.ts';

// Real PGlite directories and a real `db:backup` process, killed with SIGKILL while it writes the tarball.
// Embedded pass only (the PostgreSQL pass would repeat the same thing).
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe.skipIf(!!process.env.TEST_DATABASE_URL)('a backup killed with kill -9 while writing', () => {
  const config = testConfig({ dataDir: mkdtempSync(join(tmpdir(), 'shiplabel-backupkill-')) });
  const backups = join(config.dataDir, 'backups');
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    await fillEmbeddedDatabase(config, 5);
  }, 180_000);
  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('leaves the previous backup intact and a .partial that restore refuses; the next backup clears it', async () => {
    const previous = await backupStoppedDataDir(config.dataDir, backups, 7);
    const previousSha = sha256(previous.file);

    // The command itself, its writes slowed (slow-writes.testing.ts) so the kill lands mid-file.
    child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './apps/server/src/modules/maintenance-db/slow-writes.testing.ts',
        'apps/server/src/modules/maintenance-db/backup.cli.ts',
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: '' },
        stdio: 'ignore',
      },
    );
    const partialOf = () => readdirSync(backups).find((name) => name.endsWith('.partial'));
    let partial: string | undefined;
    for (let i = 0; i < 1200 && !partial; i++) {
      const name = partialOf();
      if (name && statSync(join(backups, name)).size > 0) partial = name;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(partial, 'the backup command never started writing').toBeDefined();
    child.kill('SIGKILL');
    const signal = await new Promise((resolve) => child!.once('exit', (_code, sig) => resolve(sig)));
    expect(signal).toBe('SIGKILL');

    // Killed mid-write: the half file is still under its temporary name, smaller than a whole backup.
    const half = join(backups, partial!);
    expect(existsSync(half)).toBe(true);
    expect(statSync(half).size).toBeLessThan(previous.bytes);
    expect(backupFiles(backups).map((b) => b.file)).toEqual([previous.file]);
    expect(sha256(previous.file)).toBe(previousSha);

    // Restore refuses the half file by name, and fails (cleaning up) if it is renamed to look finished.
    await expect(restoreBackup(half, mkdtempSync(join(tmpdir(), 'shiplabel-r1-')))).rejects.toThrow(
      RestoreRefused,
    );
    const disguised = join(mkdtempSync(join(tmpdir(), 'shiplabel-disguised-')), 'pglite-disguised.tar.gz');
    copyFileSync(half, disguised);
    const target = mkdtempSync(join(tmpdir(), 'shiplabel-r2-'));
    await expect(restoreBackup(disguised, target)).rejects.toThrow(/is not a whole backup/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);

    // The previous backup still restores, with a clean ledger.
    const restored = await restoreBackup(previous.file, mkdtempSync(join(tmpdir(), 'shiplabel-r3-')));
    expect(restored.ledgerProblems).toEqual([]);
    expect(restored.counts.get('orders')).toBeGreaterThanOrEqual(5);

    // The next backup removes the half file and adds a whole one.
    const next = await backupStoppedDataDir(config.dataDir, backups, 7);
    expect(existsSync(half)).toBe(false);
    expect(backupFiles(backups).map((b) => b.file)).toEqual([previous.file, next.file]);
  }, 240_000);
});
