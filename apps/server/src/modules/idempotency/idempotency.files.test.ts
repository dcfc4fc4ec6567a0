import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { createKey } from '../api-keys/api-keys.fixtures.ts';
import { type ChannelGround, manifestWorld, placedOn } from '../bulk-documents/manifest.fixtures.ts';
import { manifests } from '../manifests/manifests.table.ts';
import { idempotentRequests } from './idempotency.table.ts';

/**
 * Which POSTs take an Idempotency-Key (docs/api.md, the public API): those that change something replay
 * their first answer, a file included (the manifest PDF); those that change nothing (`readOnly`: quotes,
 * exports, label downloads) ignore the key and answer afresh, as a GET would.
 */
let t: TestApp;
let customerId: string;
let token: string;
let secret: string;
let channel: ChannelGround;
beforeAll(async () => {
  const world = await manifestWorld('Idempotent files');
  ({ t, token, channelA: channel } = world);
  customerId = world.customer.id;
  secret = (await createKey(t.app, token, { name: 'files', scopes: ['rates', 'orders_labels'] })).secret;
});

const post = (url: string, key: string, body: unknown, auth: 'key' | 'session' = 'key') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(auth === 'key' ? { 'x-api-key': secret } : { authorization: `Bearer ${token}` }),
      'idempotency-key': key,
    },
    payload: body as InjectOptions['payload'],
  });
const rowsOf = (key: string) => t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));

describe('a POST that changes something and answers a file', () => {
  it('replays the same manifest PDF to a retry with the key: one manifest, same bytes and headers', async () => {
    const order = await placedOn(t, customerId, channel);
    const body = { orderIds: [order.id], channelId: channel.id };
    const first = await post('/app/order/createManifest', 'manifest-1', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await rowsOf('manifest-1');
    expect(row!.state).toBe('done');
    expect(row!.response).toMatch(/^file:/);

    const again = await post('/app/order/createManifest', 'manifest-1', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['content-type', 'content-disposition', 'x-manifest-id', 'x-manifest-no'])
      expect(again.headers[name], name).toBe(first.headers[name]);
    expect(again.headers['access-control-expose-headers']).toContain('x-manifest-id');
    expect(await t.db.$count(manifests, eq(manifests.userId, customerId))).toBe(1);

    // Without the key the same request runs: the order is on a manifest already, so it is refused.
    const fresh = await post('/app/order/createManifest', 'manifest-2', body);
    expect(fresh.statusCode).toBeGreaterThanOrEqual(400);
    expect(fresh.statusCode).toBeLessThan(500);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('a POST that changes nothing (readOnly)', () => {
  it('ignores the key: no row kept, no replay, another body with the same key is no conflict', async () => {
    for (const auth of ['key', 'session'] as const) {
      const key = `quote-${auth}`;
      const first = await post('/app/order/estimateRate', key, SHIPMENT, auth);
      expect(first.statusCode, first.body).toBe(200);
      const again = await post('/app/order/estimateRate', key, SHIPMENT, auth);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      const other = await post(
        '/app/order/estimateRate',
        key,
        { ...SHIPMENT, parcels: [{ weight: 3, length: 10, width: 8, height: 6 }] },
        auth,
      );
      expect(other.statusCode, other.body).toBe(200);
      expect(await rowsOf(key)).toEqual([]);
    }
  });

  it('runs an export again on a retry with the key (a file, nothing kept)', async () => {
    const order = await placedOn(t, customerId, channel);
    const body = { orderIds: [order.id] };
    const first = await post('/app/order/order/down', 'export-1', body);
    const again = await post('/app/order/order/down', 'export-1', body);
    for (const res of [first, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('.xlsx');
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(await rowsOf('export-1')).toEqual([]);
  });
});
