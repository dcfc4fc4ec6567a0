import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client.ts';
import { DEMO_CUSTOMER_EMAIL } from '../channels/rates.seed.ts';
import { hasPrintableLabel } from '../documents/documents.usecases.ts';
import { IMPORT_OBJECT_PREFIX } from '../imports/imports.file-store.ts';
import { csvOf, headersOf, rowsOf, validRow } from '../imports/imports.fixtures.ts';
import { jobItems } from '../jobs/jobs.table.ts';
import {
  adminUrl,
  client,
  freePort,
  pidOfWorker,
  serverProcesses,
  startServer,
  waitForJob,
} from '../jobs/server-process.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';
import { blobs } from './blobs.table.ts';
import { type ObjectStorage, openObjectStorage } from './object-storage.ts';
import { startS3Server } from './s3-server.testing.ts';

/**
 * Two real server processes on one PostgreSQL database and one object store (s3rver), each with its own
 * DATA_DIR: instance A runs no job worker (JOB_WORKERS=0), so every job is B's. PostgreSQL only: the
 * embedded database serves one process.
 */
describe.skipIf(!adminUrl)('two instances sharing one database and one object store', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: ObjectStorage;
  const servers = serverProcesses('twoinst');
  const dataDirOf = { a: '', b: '' };
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;
  const port = { a: 0, b: 0 };
  const pid = { a: 0, b: 0 };
  let handle: DbHandle;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    s3 = await startS3Server('two-instances');
    storage = openObjectStorage(s3.settings);
    await servers.fresh();
    const start = async (name: 'a' | 'b', workers: number) => {
      dataDirOf[name] = mkdtempSync(join(tmpdir(), `shiplabel-inst-${name}-`));
      port[name] = await freePort();
      const extraEnv = { ...s3.env, JOB_WORKERS: String(workers), BULK_LABELS_JOB_THRESHOLD: '1' };
      const setup = { ...servers.setup, dataDir: dataDirOf[name], extraEnv };
      pid[name] = (await startServer(setup, port[name], children)).pid!;
    };
    await start('a', 0);
    await start('b', 2);
    a = client(port.a);
    b = client(port.b);
    handle = await servers.open();
  }, 240_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await handle?.close();
    await s3?.close();
  });

  it('an import uploaded to A is validated by B from the bucket; neither DATA_DIR holds the file', async () => {
    const token = await a.signIn(DEMO_CUSTOMER_EMAIL);
    const csv = csvOf(
      headersOf('en-US'),
      rowsOf(2_500, undefined, (i) => validRow(i, { orderNo: `TWO-${i}` })),
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), 'orders.csv');
    const uploaded = await fetch(`http://127.0.0.1:${port.a}/app/order/import/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then((r) => r.json());
    expect(uploaded.data).toMatchObject({ status: 'validating', total: 2_500 });
    const importId = uploaded.data.id as string;

    let view: { status: string; valid?: number } = { status: 'validating' };
    for (let i = 0; i < 600 && view.status === 'validating'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      view = (await b.api('GET', `/app/order/import/${importId}`, token)).data;
    }
    expect(view).toMatchObject({ status: 'validated', valid: 2_500 });
    // B's worker read it from the bucket and removed it; no instance kept it on its disk.
    expect((await storage.list(IMPORT_OBJECT_PREFIX)).map((o) => o.key)).toEqual([]);
    expect(existsSync(join(dataDirOf.a, 'imports'))).toBe(false);
    expect(existsSync(join(dataDirOf.b, 'imports'))).toBe(false);
  }, 180_000);

  it('a bulk label download asked of A is prepared by B into the bucket and fetched through A', async () => {
    const token = await a.signIn(DEMO_CUSTOMER_EMAIL);
    const [customer] = await handle.db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    const printable = (await handle.db.select().from(orders).where(eq(orders.userId, customer!.id))).filter(
      hasPrintableLabel,
    );
    expect(printable.length).toBeGreaterThan(1);
    const asked = await a.api('POST', '/app/order/label/downZip', token, {
      orderIds: printable.map((o) => o.id),
    });
    const jobId = asked.data.jobId as string;
    expect(jobId).toBeTruthy();
    const done = await waitForJob(a, token, jobId, (v) => ['done', 'failed'].includes(v.status), 120_000);
    expect(done.status).toBe('done');
    const blobId = done.result.blobId as string;
    const [row] = await handle.db.select().from(blobs).where(eq(blobs.id, blobId));
    expect(row).toMatchObject({ storage: 's3', data: null });

    const res = await fetch(`http://127.0.0.1:${port.a}/app/jobs/${jobId}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(zip).length).toBe(printable.length);
    // The same bytes through B, and as the object in the bucket.
    const throughB = await fetch(`http://127.0.0.1:${port.b}/app/jobs/${jobId}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await throughB.arrayBuffer())).toEqual(await storage.get(`blobs/${blobId}`));
    // Every label of the job was rendered by B's worker (A runs none).
    const items = await handle.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    expect(new Set(items.map((item) => pidOfWorker(item.lockedBy)))).toEqual(new Set([String(pid.b)]));
  }, 180_000);
});
