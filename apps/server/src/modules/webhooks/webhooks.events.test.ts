import { webhookEventSchema } from '@shiplabel/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { csvOf, headersOf, rowsOf, uploadImport, validRow } from '../imports/imports.fixtures.ts';
import { runQueue, startBatch } from '../orders/batch.fixtures.ts';
import {
  adminToken,
  type Customer,
  draft,
  fundedCustomer,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { deliverDue } from './webhooks.delivery.ts';
import { receiverVerifies, startReceiver } from './webhooks.fixtures.ts';

/** Issue 16: batch.finished, import.validated and recharge.reviewed reach a subscribed endpoint, signed. */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ann: Customer;
let ground: string;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivate: true });
  receiver = await startReceiver();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [ann]);
  const created = await call(t.app, 'POST', '/app/webhook/create', {
    token: ann.token,
    body: {
      url: receiver.url('/events'),
      events: ['batch.finished', 'import.validated', 'recharge.reviewed'],
    },
  });
  secret = created.body.data.secret;
});
afterAll(async () => receiver?.close());
// Every body received is what /openapi.json and /wordView document for its type (strict objects).
afterEach(() => {
  for (const r of receiver.at('/events'))
    expect(webhookEventSchema.safeParse(JSON.parse(r.body)).error, r.body).toBeUndefined();
});

const events = () => receiver.at('/events').map((r) => ({ ...r, event: JSON.parse(r.body) }));

describe('events of batches, imports and recharges', () => {
  it('batch.finished once when every order of a label batch has ended, with the counts', async () => {
    const ids = [await draft(t, ann.id), await draft(t, ann.id)];
    const started = await startBatch(t, ann.token, { orderIds: ids, serviceId: ground });
    expect(started.status).toBe(200);
    await runQueue(t); // the batch, then the sender job it asked for
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const batch = events().filter((r) => r.event.type === 'batch.finished');
    expect(batch).toHaveLength(1);
    expect(batch[0]!.event.data).toMatchObject({
      jobId: started.body.data.jobId,
      total: 2,
      succeeded: 2,
      failed: 0,
    });
    expect(
      receiverVerifies(
        batch[0]!.headers['shiplabel-signature'],
        batch[0]!.body,
        secret,
        t.clock.now().getTime(),
      ),
    ).toBe(true);
  });

  it('import.validated with the file name and counts', async () => {
    const csv = csvOf(
      headersOf('en-US'),
      rowsOf(2, undefined, (i) => validRow(i, { orderNo: `WH-${i}` })),
    );
    const uploaded = await uploadImport(t, ann.token, csv, { filename: 'hooks.csv' });
    expect(uploaded.status).toBe(200);
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const got = events().filter((r) => r.event.type === 'import.validated');
    expect(got.map((r) => r.event.data)).toEqual([
      { importId: uploaded.body.data.id, filename: 'hooks.csv', total: 2, valid: 2, invalid: 0 },
    ]);
  });

  it('recharge.reviewed when staff approve a recharge, with the credited amount', async () => {
    const body = multipartBody({}, [{ filename: 'v.png', contentType: 'image/png', bytes: TINY_PNG }]);
    const voucher = await t.app.inject({
      method: 'POST',
      url: '/app/attachment/upload/image',
      headers: { ...body.headers, authorization: `Bearer ${ann.token}` },
      payload: body.payload,
    });
    const submitted = await call(t.app, 'POST', '/app/user/recharge', {
      token: ann.token,
      body: { currency: 'USD', paymentMethod: 'zelle', amount: '100.00', voucherId: voucher.json().data.id },
    });
    expect(submitted.status).toBe(200);
    const staff = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
    const approved = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: staff,
      body: { id: submitted.body.data.id, approve: true, actualAmount: '98.50', reason: 'bank fee' },
    });
    expect(approved.status).toBe(200);
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const got = events().filter((r) => r.event.type === 'recharge.reviewed');
    expect(got).toHaveLength(1);
    expect(got[0]!.event.data).toMatchObject({
      rechargeId: submitted.body.data.id,
      approved: true,
      currency: 'USD',
      forecastAmount: '100.00',
      actualAmount: '98.50',
      reason: 'bank fee',
    });
  });
});
