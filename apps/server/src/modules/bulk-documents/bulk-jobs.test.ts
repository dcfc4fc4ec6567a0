import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Lang, login, request, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { databaseBlobStore } from '../files/blob-store.ts';
import { jobItems, jobs } from '../jobs/jobs.table.ts';
import { runJobsOnce } from '../jobs/queue.ts';

let t: TestApp;
let ann: SeededUser;
let annToken: string;
beforeAll(async () => {
  // Low thresholds: three orders already make a job.
  t = await createTestApp({ bulkLabelsJobThreshold: 2, bulkExportJobThreshold: 2 });
  ann = await seedUser(t.db, { roles: ['Customer'] });
  annToken = await login(t.app, ann.email);
});

const post = (url: string, body: object, lang: Lang = 'en-US') =>
  request(t.app, 'POST', url, { token: annToken, lang, body });

async function finishedJob(jobId: string) {
  await runJobsOnce({ db: t.db, config: t.config, clock: t.clock.now });
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  const items = await t.db
    .select()
    .from(jobItems)
    .where(eq(jobItems.jobId, jobId))
    .orderBy(asc(jobItems.seq));
  const result = job!.result as { blobId: string; filename: string };
  const file = await databaseBlobStore(t.db).read(result.blobId);
  return { job: job!, items, file: file!, result };
}

describe('large downloads as jobs', () => {
  it('builds the merged PDF in a job, one item per order, the skipped ones failed with the reason', async () => {
    const one = await insertPlacedOrder(t.db, ann.id);
    const draft = await insertPlacedOrder(t.db, ann.id, { withLabel: false });
    const two = await insertPlacedOrder(t.db, ann.id, { parcels: 2 });
    const res = await post('/app/order/label/down', { orderIds: [one.id, draft.id, two.id] }, 'zh-CN');
    expect(res.statusCode).toBe(202);
    const { jobId, total } = res.json().data;
    expect(total).toBe(3);

    const { job, items, file, result } = await finishedJob(jobId);
    expect(job).toMatchObject({
      kind: 'documents.labels',
      status: 'done',
      userId: ann.id,
      done: 2,
      failed: 1,
    });
    expect(result.filename).toMatch(/^labels-\d{8}-\d{6}\.pdf$/);
    expect(items.map((i) => [i.ref, i.status, i.errorCode])).toEqual([
      [one.id, 1, null],
      [draft.id, 2, 'documents.no_label'],
      [two.id, 1, null],
    ]);
    expect(items[1]!.message).toContain(draft.orderNo);
    expect(items[1]!.message).toMatch(/面单/);
    expect(file).toMatchObject({ ownerId: ann.id, mimeType: 'application/pdf' });
    expect((await PDFDocument.load(file.bytes)).getPageCount()).toBe(3);
  });

  it('builds the zip in a job with the chosen naming', async () => {
    const orders = [await insertPlacedOrder(t.db, ann.id), await insertPlacedOrder(t.db, ann.id)];
    orders.push(await insertPlacedOrder(t.db, ann.id));
    const res = await post('/app/order/label/downZip', {
      orderIds: orders.map((o) => o.id),
      naming: 'trackingNo',
    });
    expect(res.statusCode).toBe(202);
    const { file, result } = await finishedJob(res.json().data.jobId);
    expect(result.filename).toMatch(/\.zip$/);
    expect(Object.keys(unzipSync(file.bytes))).toEqual(orders.map((o) => `${o.trackingNo}.pdf`));
  });

  it('exports in a job with one item per page of rows', async () => {
    const orders = [];
    for (let i = 0; i < 3; i++)
      orders.push(await insertPlacedOrder(t.db, ann.id, { orderNo: `JOBEXP-${i}` }));
    const res = await request(
      t.app,
      'GET',
      `/app/order/order/down?orderIds=${orders.map((o) => o.id).join(',')}`,
      {
        token: annToken,
      },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json().data.total).toBe(1);
    const { job, file, result } = await finishedJob(res.json().data.jobId);
    expect(job).toMatchObject({ kind: 'documents.export', status: 'done', done: 1 });
    expect(result).toMatchObject({ rows: 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
    // The streaming writer stores text as inline strings, which exceljs reads back as rich text.
    const text = (v: ExcelJS.CellValue) =>
      v && typeof v === 'object' && 'richText' in v ? v.richText.map((r) => r.text).join('') : v;
    const firstColumn = (workbook.worksheets[0]!.getColumn(1).values as ExcelJS.CellValue[])
      .slice(1)
      .map(text);
    expect(firstColumn).toEqual(['Order no.', 'JOBEXP-0', 'JOBEXP-1', 'JOBEXP-2']);
  });
});
