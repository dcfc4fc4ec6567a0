import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { databaseBlobStore } from '../files/blob-store.ts';
import { finishItem } from './job-items.ts';
import { jobs } from './jobs.table.ts';
import { enqueueJob } from './queue.ts';

let t: TestApp;
let deps: AppDeps;
let ann: { id: string; token: string };
let bob: { id: string; token: string };
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  const customer = async () => {
    const user = await seedUser(t.db, { roles: ['Customer'] });
    return { id: user.id, token: await login(t.app, user.email) };
  };
  ann = await customer();
  bob = await customer();
  const boss = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  admin = await login(t.app, boss.email);
});

/** A job of Ann's with 5 items: 0 and 1 done, 2 failed, 3 and 4 pending. */
async function annsJob(kind = 'test.routes') {
  const job = await enqueueJob(deps, {
    kind,
    userId: ann.id,
    items: ['a', 'b', 'c', 'd', 'e'],
    payload: { locale: 'zh-CN' },
  });
  await finishItem(deps, job.id, 0, { ok: true, result: { orderNo: 'A1' } });
  await finishItem(deps, job.id, 1, { ok: true });
  await finishItem(deps, job.id, 2, { ok: false, errorCode: 'test.bad', message: 'c 不行' });
  return job.id;
}

const setJob = (id: string, values: Partial<typeof jobs.$inferInsert>) =>
  t.db.update(jobs).set(values).where(eq(jobs.id, id));

describe('GET /app/jobs/:id and /admin/jobs/:id', () => {
  it("shows the asker's job; another customer's job and an unknown one are 404 in the caller's language", async () => {
    const id = await annsJob();
    const mine = await call(t.app, 'GET', `/app/jobs/${id}`, { token: ann.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id,
      kind: 'test.routes',
      status: 'queued',
      total: 5,
      done: 2,
      failed: 1,
      result: null,
      error: null,
      startedAt: null,
    });
    const theirs = await call(t.app, 'GET', `/app/jobs/${id}`, { token: bob.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ errorCode: 'jobs.not_found', message: 'Job not found' });
    const unknown = await call(t.app, 'GET', `/app/jobs/${randomUUID()}`, {
      token: ann.token,
      lang: 'zh-CN',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('任务不存在');
    // Bob's probes of Ann's job's items, cancel and file read the same.
    for (const [method, path] of [
      ['GET', 'items'],
      ['POST', 'cancel'],
      ['GET', 'download'],
    ] as const) {
      const res = await call(t.app, method, `/app/jobs/${id}/${path}`, { token: bob.token });
      expect(res.status).toBe(404);
    }
  });

  it('answers 400 to a malformed id, in both languages', async () => {
    const en = await call(t.app, 'GET', '/app/jobs/not-a-job', { token: ann.token });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('ID: not a job id');
    const zh = await call(t.app, 'GET', '/admin/jobs/123/items', { token: admin, lang: 'zh-CN' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('编号：不是有效的任务编号');
  });

  it('lets the back office see any job; customers may not use the back-office routes', async () => {
    const id = await annsJob();
    const res = await call(t.app, 'GET', `/admin/jobs/${id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, done: 2, failed: 1 });
    expect((await call(t.app, 'GET', `/admin/jobs/${id}`, { token: ann.token })).status).toBe(403);
  });

  it("words a failure that is one of our message keys in the caller's language", async () => {
    const id = await annsJob();
    await setJob(id, { status: 'failed', error: 'jobs.interrupted', finishedAt: new Date() });
    const zh = await call(t.app, 'GET', `/app/jobs/${id}`, { token: ann.token, lang: 'zh-CN' });
    expect(zh.body.data).toMatchObject({ status: 'failed', error: '任务多次中断（执行进程已停止），已放弃' });
    const en = await call(t.app, 'GET', `/admin/jobs/${id}`, { token: admin });
    expect(en.body.data.error).toMatch(/^The job was interrupted too many times/);
  });
});

describe('GET /app/jobs/:id/items', () => {
  it('pages the items in order, filtered by status name or number', async () => {
    const id = await annsJob();
    const all = await call(t.app, 'GET', `/app/jobs/${id}/items`, { token: ann.token });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 5, pageNum: 1, pageSize: 50 });
    expect(all.body.data.list.map((i: { seq: number; status: number }) => [i.seq, i.status])).toEqual([
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 0],
      [4, 0],
    ]);
    expect(all.body.data.list[0]).toEqual({
      seq: 0,
      ref: 'a',
      status: 1,
      errorCode: null,
      message: null,
      result: { orderNo: 'A1' },
    });
    const failed = await call(t.app, 'GET', `/app/jobs/${id}/items?status=failed`, { token: ann.token });
    expect(failed.body.data).toMatchObject({
      total: 1,
      list: [{ seq: 2, ref: 'c', status: 2, errorCode: 'test.bad', message: 'c 不行', result: null }],
    });
    const pending = await call(t.app, 'GET', `/admin/jobs/${id}/items?status=0&pageSize=50&pageNum=1`, {
      token: admin,
    });
    expect(pending.body.data.list.map((i: { ref: string }) => i.ref)).toEqual(['d', 'e']);
    const page2 = await call(t.app, 'GET', `/app/jobs/${id}/items?pageNum=2`, { token: ann.token });
    expect(page2.body.data).toMatchObject({ total: 5, list: [] });
  });

  it('refuses an unknown status filter in the caller language', async () => {
    const id = await annsJob();
    const res = await call(t.app, 'GET', `/app/jobs/${id}/items?status=lost`, { token: ann.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Status: must be pending, done or failed (or 0, 1, 2)');
    const zh = await call(t.app, 'GET', `/app/jobs/${id}/items?status=9`, {
      token: ann.token,
      lang: 'zh-CN',
    });
    expect(zh.body.message).toBe('状态：应为 pending、done 或 failed（或 0、1、2）');
  });
});

describe('POST /app/jobs/:id/cancel', () => {
  it('cancels a queued or running job once; a second cancel is 409 naming its status', async () => {
    const id = await annsJob();
    const res = await call(t.app, 'POST', `/app/jobs/${id}/cancel`, { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'canceled', done: 2, failed: 1 });
    expect(res.body.data.finishedAt).not.toBeNull();
    const again = await call(t.app, 'POST', `/app/jobs/${id}/cancel`, { token: ann.token, lang: 'zh-CN' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'jobs.already_ended', message: '任务已结束：已取消' });

    const running = await annsJob();
    await setJob(running, { status: 'running', lockedBy: 'w', leaseUntil: new Date(Date.now() + 60_000) });
    const byAdmin = await call(t.app, 'POST', `/admin/jobs/${running}/cancel`, { token: admin });
    expect(byAdmin.body.data.status).toBe('canceled');
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, running));
    expect(row?.leaseUntil).toBeNull();
    await setJob(running, { status: 'done' });
    const done = await call(t.app, 'POST', `/admin/jobs/${running}/cancel`, { token: admin });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('The job has already ended: done');
  });
});

describe('GET /app/jobs/:id/download', () => {
  it("sends a finished job's file as an attachment under its name", async () => {
    const id = await annsJob();
    const blob = await databaseBlobStore(t.db).put({
      ownerId: ann.id,
      kind: 'download',
      mimeType: 'application/pdf',
      filename: 'x.pdf',
      bytes: Buffer.from('%PDF-1.7 test'),
    });
    await setJob(id, {
      status: 'done',
      result: { blobId: blob.id, filename: '面单 labels.pdf' },
      finishedAt: new Date(),
    });
    for (const [path, token] of [
      [`/app/jobs/${id}/download`, ann.token],
      [`/admin/jobs/${id}/download`, admin],
    ] as const) {
      const res = await request(t.app, 'GET', path, { token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="__ labels.pdf"; filename*=UTF-8''${encodeURIComponent('面单 labels.pdf')}`,
      );
      expect(res.body).toBe('%PDF-1.7 test');
    }
  });

  it('answers 409 while the job runs and 404 when it ended without a file', async () => {
    const id = await annsJob();
    const early = await call(t.app, 'GET', `/app/jobs/${id}/download`, { token: ann.token, lang: 'zh-CN' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      errorCode: 'jobs.file_not_ready',
      message: '文件尚未生成：任务排队中',
    });
    await setJob(id, { status: 'failed', error: 'bulkdocs.no_labels', finishedAt: new Date() });
    const none = await call(t.app, 'GET', `/app/jobs/${id}/download`, { token: ann.token });
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({
      errorCode: 'jobs.no_file',
      message: 'This job has no file to download',
    });
    await setJob(id, { status: 'done', result: { blobId: randomUUID(), filename: 'gone.pdf' } });
    expect((await call(t.app, 'GET', `/app/jobs/${id}/download`, { token: ann.token })).status).toBe(404);
  });
});
