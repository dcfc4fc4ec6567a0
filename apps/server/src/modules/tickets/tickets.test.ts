import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRow } from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { ticketFile } from './tickets.files.ts';
import {
  ADMIN,
  APP,
  get,
  openBody,
  post,
  TINY_PDF,
  ticketCounts,
  ticketsWorld,
  upload,
} from './tickets.fixtures.ts';

let t: TestApp;
let w: Awaited<ReturnType<typeof ticketsWorld>>;
beforeAll(async () => {
  t = await createTestApp({ businessTz: 'UTC' });
  w = await ticketsWorld(t);
});

describe('work orders, customer side', () => {
  it('opens a ticket with an attachment and an own order, numbered WO + day + sequence', async () => {
    const order = await insertOrderRow(t.db, { userId: w.ann.id });
    const file = await upload(t, APP, w.ann.token, { filename: 'label.pdf', bytes: TINY_PDF });
    expect(file.body).toMatchObject({
      code: 200,
      data: { mimeType: 'application/pdf', filename: 'label.pdf' },
    });
    const opened = await post(t, `${APP}/create`, w.ann.token, {
      ...openBody(),
      orderIds: [order.id],
      attachmentIds: [file.body.data.id],
    });
    expect(opened.status).toBe(200);
    const day = t.clock.now().toISOString().slice(0, 10).replace(/-/g, '');
    expect(opened.body.data).toMatchObject({
      status: 'processing',
      type: 'logisticsStatus',
      lastReplySide: 'customer',
    });
    expect(opened.body.data.number).toMatch(new RegExp(`^WO${day}\\d{4}$`));
    const second = await post(
      t,
      `${APP}/create`,
      w.ann.token,
      openBody({ subject: 'Second', type: 'billing' }),
    );
    expect(Number(second.body.data.number.slice(-4))).toBe(Number(opened.body.data.number.slice(-4)) + 1);

    const detail = (await get(t, `${APP}/detail/${opened.body.data.id}`, w.ann.token)).body.data;
    expect(detail.orders).toEqual([{ id: order.id, orderNo: order.orderNo }]);
    expect(detail.attachments).toEqual([
      { id: file.body.data.id, filename: 'label.pdf', mimeType: 'application/pdf', size: TINY_PDF.length },
    ]);
    const dl = await t.app.inject({
      method: 'GET',
      url: `${APP}/attachment/${file.body.data.id}`,
      headers: { authorization: `Bearer ${w.ann.token}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(TINY_PDF)).toBe(true);

    const list = await get(t, `${APP}/list?type=billing`, w.ann.token);
    expect(list.body.data.list.map((x: { subject: string }) => x.subject)).toEqual(['Second']);
    expect((await get(t, `${APP}/list?keyword=STUCK`, w.ann.token)).body.data.total).toBe(1);
    expect((await get(t, `${APP}/list?status=closed`, w.ann.token)).body.data.total).toBe(0);
  });

  it('replies, closes, refuses a reply on a closed ticket, reopens and cancels', async () => {
    const id = (await post(t, `${APP}/create`, w.ann.token, openBody())).body.data.id;
    const png = await upload(t, APP, w.ann.token);
    const replied = await post(t, `${APP}/reply/${id}`, w.ann.token, {
      content: 'Any news?',
      attachmentIds: [png.body.data.id],
    });
    expect(replied.body.data.replies).toMatchObject([
      { side: 'customer', content: 'Any news?', authorName: 'Ann', attachments: [{ id: png.body.data.id }] },
    ]);
    expect(replied.body.data.latestReply).toBe('Any news?');

    expect((await post(t, `${APP}/close/${id}`, w.ann.token)).body.data.status).toBe('closed');
    const before = await ticketCounts(t);
    const refused = await post(t, `${APP}/reply/${id}`, w.ann.token, { content: 'hello?' }, 'zh-CN');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errorCode: 'tickets.closed',
      message: '该工单已关闭或已取消，重新打开后才能回复',
    });
    expect((await post(t, `${APP}/close/${id}`, w.ann.token)).body.errorCode).toBe('tickets.not_open');
    expect(await ticketCounts(t)).toEqual(before);

    expect((await post(t, `${APP}/reopen/${id}`, w.ann.token)).body.data.status).toBe('processing');
    expect((await post(t, `${APP}/reopen/${id}`, w.ann.token)).body.errorCode).toBe('tickets.already_open');
    expect((await post(t, `${APP}/cancel/${id}`, w.ann.token)).body.data.status).toBe('cancelled');
    expect((await post(t, `${APP}/reply/${id}`, w.ann.token, { content: 'x' })).body.errorCode).toBe(
      'tickets.closed',
    );
  });

  it('bad input gets a clear error in the caller’s language and changes nothing', async () => {
    const bobsOrder = await insertOrderRow(t.db, { userId: w.bob.id });
    const bobsFile = (await upload(t, APP, w.bob.token)).body.data.id;
    const before = await ticketCounts(t);

    const empty = await post(t, `${APP}/create`, w.ann.token, openBody({ subject: '  ' }), 'zh-CN');
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'subject', message: '请输入主题' })]);
    const noType = await post(t, `${APP}/create`, w.ann.token, openBody({ type: 'refund-please' }));
    expect(noType.body.errors).toEqual([
      expect.objectContaining({ field: 'type', message: 'Please choose the work order type' }),
    ]);
    expect((await post(t, `${APP}/create`, w.ann.token, { subject: 'x' })).status).toBe(400);
    expect((await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 42 }))).status).toBe(400);
    expect((await post(t, `${APP}/create`, w.ann.token, openBody({ orderIds: ['nope'] }))).status).toBe(400);

    const otherOrder = await post(t, `${APP}/create`, w.ann.token, openBody({ orderIds: [bobsOrder.id] }));
    expect(otherOrder.status).toBe(404);
    expect(otherOrder.body.errorCode).toBe('tickets.order_not_found');
    const otherFile = await post(t, `${APP}/create`, w.ann.token, openBody({ attachmentIds: [bobsFile] }));
    expect(otherFile.body.errorCode).toBe('tickets.attachment_not_found');

    const big = await upload(t, APP, w.ann.token, {
      filename: 'big.pdf',
      bytes: Buffer.concat([TINY_PDF, Buffer.alloc(500 * 1024)]),
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The file size cannot exceed 500KB');
    const disguised = await upload(
      t,
      APP,
      w.ann.token,
      {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('MZ\x90\0 this is an exe'),
      },
      'zh-CN',
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.errorCode).toBe('upload.wrong_type');
    expect(await ticketCounts(t)).toEqual(before);
    // An upload already used by one ticket cannot be attached again.
    const png = (await upload(t, APP, w.ann.token)).body.data.id;
    expect((await post(t, `${APP}/create`, w.ann.token, openBody({ attachmentIds: [png] }))).status).toBe(
      200,
    );
    expect((await post(t, `${APP}/create`, w.ann.token, openBody({ attachmentIds: [png] }))).status).toBe(
      404,
    );
  });

  it('one upload joins one message only, also when two replies race for it', async () => {
    const id = (await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 'Race' }))).body.data.id;
    const png = (await upload(t, APP, w.ann.token)).body.data.id;
    const answers = await Promise.all(
      [1, 2].map((n) =>
        post(t, `${APP}/reply/${id}`, w.ann.token, { content: `try ${n}`, attachmentIds: [png] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const thread = (await get(t, `${APP}/detail/${id}`, w.ann.token)).body.data.replies;
    expect(thread).toHaveLength(1);
    expect(thread[0].attachments).toEqual([expect.objectContaining({ id: png })]);
  });

  it('a second customer gets 404 on every route with the first one’s ids, and nothing changes', async () => {
    const file = (await upload(t, APP, w.ann.token)).body.data.id;
    const id = (await post(t, `${APP}/create`, w.ann.token, openBody({ attachmentIds: [file] }))).body.data
      .id;
    const before = await ticketCounts(t);
    expect((await get(t, `${APP}/detail/${id}`, w.bob.token)).status).toBe(404);
    for (const action of ['close', 'reopen', 'cancel'])
      expect((await post(t, `${APP}/${action}/${id}`, w.bob.token)).status).toBe(404);
    const reply = await post(t, `${APP}/reply/${id}`, w.bob.token, { content: 'mine now' }, 'zh-CN');
    expect(reply.body).toMatchObject({ code: 404, errorCode: 'tickets.not_found', message: '工单不存在' });
    expect((await get(t, `${APP}/attachment/${file}`, w.bob.token)).status).toBe(404);
    expect((await get(t, `${APP}/list?pageSize=1000`, w.bob.token)).body.data.list).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect((await get(t, `${APP}/detail/${id}`, w.ann.token)).body.data.status).toBe('processing');
    expect(await ticketCounts(t)).toEqual(before);
    // Ids that are not UUIDs, or unknown: 404/400 never 500.
    expect((await get(t, `${APP}/detail/not-a-uuid`, w.ann.token)).status).toBe(400);
    expect((await get(t, `${APP}/detail/${crypto.randomUUID()}`, w.ann.token)).status).toBe(404);
  });

  it('internal notes and their files never reach the customer, on any customer route', async () => {
    const id = (await post(t, `${APP}/create`, w.ann.token, openBody({ subject: 'Notes test' }))).body.data
      .id;
    const noteFile = (await upload(t, ADMIN, w.staff.token)).body.data.id;
    const note = 'INTERNAL: customer is on the watch list';
    const added = await post(t, `${ADMIN}/reply/${id}`, w.staff.token, {
      content: note,
      internal: true,
      attachmentIds: [noteFile],
    });
    expect(added.body.data.replies).toMatchObject([{ internal: true, content: note }]);
    await post(t, `${ADMIN}/reply/${id}`, w.staff.token, { content: 'We are on it.' });

    const answers = [
      await get(t, `${APP}/list?pageSize=1000`, w.ann.token),
      await get(t, `${APP}/detail/${id}`, w.ann.token),
      await post(t, `${APP}/reply/${id}`, w.ann.token, { content: 'Thanks' }),
      await post(t, `${APP}/close/${id}`, w.ann.token),
      await post(t, `${APP}/reopen/${id}`, w.ann.token),
      await post(t, `${APP}/cancel/${id}`, w.ann.token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('INTERNAL');
      expect(JSON.stringify(answer.body)).not.toContain(noteFile);
    }
    const thread = answers[1]!.body.data.replies;
    expect(thread.map((r: { content: string }) => r.content)).toEqual(['We are on it.']);
    expect((await get(t, `${APP}/attachment/${noteFile}`, w.ann.token)).status).toBe(404);
    await expect(
      ticketFile({ ...t, clock: t.clock.now, blobId: noteFile, customerId: w.ann.id }),
    ).rejects.toThrow();
  });

  it('needs appQuestionList: staff without it are refused the customer routes, customers the queue', async () => {
    expect((await get(t, `${APP}/list`, w.staff.token)).status).toBe(403);
    expect((await post(t, `${APP}/create`, w.staff.token, openBody())).status).toBe(403);
    expect((await get(t, `${ADMIN}/list`, w.ann.token)).status).toBe(403);
    expect((await upload(t, ADMIN, w.ann.token)).status).toBe(403);
  });
});
