import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp } from '../../db/testing/test-app.ts';
import { importFilePath, importFilesDir } from './imports.file-store.ts';
import { insertImport } from './imports.repository.ts';
import { IMPORT_FILE_GRACE_MS, sweepImportFiles } from './imports.sweep.ts';

describe('the import files sweep', () => {
  it('removes old files no validating import waits for, and nothing else', async () => {
    const t = await createTestApp();
    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    const user = await seedUser(t.db, { email: 'sweep@example.com' });
    const importOf = (status: string) =>
      insertImport(t.db, { userId: user.id, filename: 'a.xlsx', fileKind: 'xlsx', status });
    const validating = await importOf('validating');
    const validated = await importOf('validated');
    const failed = await importOf('failed');
    const orphan = randomUUID();
    const recentOrphan = randomUUID();
    mkdirSync(importFilesDir(t.config), { recursive: true });
    const old = new Date(t.clock.now().getTime() - IMPORT_FILE_GRACE_MS - 60_000);
    for (const id of [validating.id, validated.id, failed.id, orphan, recentOrphan]) {
      writeFileSync(importFilePath(t.config, id), 'x');
      if (id !== recentOrphan) utimesSync(importFilePath(t.config, id), old, old);
    }
    const stranger = join(importFilesDir(t.config), 'notes.txt');
    writeFileSync(stranger, 'not an upload');
    utimesSync(stranger, old, old);

    expect(await sweepImportFiles(deps)).toBe(3);
    const left = (id: string) => existsSync(importFilePath(t.config, id));
    expect(left(validating.id)).toBe(true);
    expect(left(recentOrphan)).toBe(true);
    expect([validated.id, failed.id, orphan].map(left)).toEqual([false, false, false]);
    expect(existsSync(stranger)).toBe(true);
    expect(await sweepImportFiles(deps)).toBe(0);
  });

  it('does nothing when no import was ever uploaded', async () => {
    const t = await createTestApp();
    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    expect(await sweepImportFiles(deps)).toBe(0);
  });
});
