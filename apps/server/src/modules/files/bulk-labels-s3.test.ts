import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { jobItems, jobs } from '../jobs/jobs.table.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { orders } from '../orders/orders.table.ts';
import { blobObjectKey, blobStore } from './blob-store.ts';
import { type ObjectStorage, useObjectStorage } from './object-storage.ts';
import { startS3Server } from './s3-server.testing.ts';

/**
 * Issue 18 review: one label object deleted from the bucket must not fail a whole bulk download: that
 * order is left out and named, the other labels are delivered (built now, and built by a job).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: ObjectStorage;
let now: TestApp;
let byJob: TestApp;
let ann: SeededUser;
let token: string;
beforeAll(async () => {
  s3 = await startS3Server('bulk-labels');
  storage = useObjectStorage(s3.settings)!;
  now = await createTestApp();
  // Same database, a threshold of 2: three orders make a job.
  byJob = await createTestApp({ bulkLabelsJobThreshold: 2 });
  ann = await seedUser(now.db, { roles: ['Customer'] });
  token = await login(now.app, ann.email);
});
afterAll(async () => {
  useObjectStorage(undefined);
  await s3?.close();
});

const download = (t: TestApp, orderIds: string[], lang: Lang = 'en-US') =>
  request(t.app, 'POST', '/app/order/label/down', { token, lang, body: { orderIds } });

/** Three placed orders whose labels are objects in the bucket; the third one's object then deleted. */
async function threeOrdersOneObjectGone() {
  const placed = [];
  for (let i = 0; i < 3; i++) placed.push(await insertPlacedOrder(now.db, ann.id));
  const ids = placed.map((o) => o.id);
  // The first download renders each label once and stores it (in the bucket, S3_* being set).
  expect((await download(now, ids)).statusCode).toBe(200);
  const rows = await now.db.select().from(orders).where(eq(orders.id, placed[2]!.id));
  const lostBlob = rows[0]!.labelBlobId!;
  expect(await storage.get(blobObjectKey(lostBlob))).not.toBeNull();
  await storage.delete(blobObjectKey(lostBlob));
  return { placed, ids, lostBlob };
}

describe('a bulk label download with one object missing from the bucket', () => {
  it('built now: delivers the other two labels and names the order whose file is missing', async () => {
    const { placed, ids, lostBlob } = await threeOrdersOneObjectGone();
    const res = await download(now, ids);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);
    expect(res.headers['x-skipped-count']).toBe('1');
    expect(res.headers['x-skipped-orders']).toBe(placed[2]!.orderNo);
    expect(res.headers['x-missing-label-orders']).toBe(placed[2]!.orderNo);
    expect(res.headers['access-control-expose-headers']).toContain('x-missing-label-orders');
    // The single download of that order still says why, as before.
    await expect(blobStore(now.db).read(lostBlob)).rejects.toMatchObject({
      errorCode: 'files.object_missing',
    });

    // A zip too: two entries.
    const zip = await request(now.app, 'POST', '/app/order/label/downZip', {
      token,
      body: { orderIds: ids, naming: 'orderNo' },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['x-missing-label-orders']).toBe(placed[2]!.orderNo);
    expect(Object.keys(unzipSync(zip.rawPayload))).toEqual([
      `${placed[0]!.orderNo}.pdf`,
      `${placed[1]!.orderNo}.pdf`,
    ]);
  });

  it.each([
    ['en-US', 'Label file missing from object storage (deleted from the bucket): left out of the download'],
    ['zh-CN', '面单文件在对象存储中找不到（已从存储桶删除）：未包含在下载文件中'],
  ] as const)(
    'built by a job (%s): two labels delivered, the third item failed naming the missing file',
    async (lang, text) => {
      const { placed, ids } = await threeOrdersOneObjectGone();
      const res = await download(byJob, ids, lang);
      expect(res.statusCode).toBe(202);
      const { jobId } = res.json().data;
      await runJobsOnce({ db: byJob.db, config: byJob.config, clock: byJob.clock.now });
      const [job] = await byJob.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job).toMatchObject({ status: 'done', done: 2, failed: 1 });
      const items = await byJob.db
        .select()
        .from(jobItems)
        .where(eq(jobItems.jobId, jobId))
        .orderBy(asc(jobItems.seq));
      expect(items.map((i) => [i.ref, i.status, i.errorCode])).toEqual([
        [placed[0]!.id, 1, null],
        [placed[1]!.id, 1, null],
        [placed[2]!.id, 2, 'bulkdocs.label_missing'],
      ]);
      expect(items[2]!.message).toBe(`${placed[2]!.orderNo}: ${text}`);
      const result = job!.result as { blobId: string; included: number; skipped: number };
      expect(result).toMatchObject({ included: 2, skipped: 1 });
      const file = await blobStore(byJob.db).read(result.blobId);
      expect((await PDFDocument.load(file!.bytes)).getPageCount()).toBe(2);
    },
  );
});
