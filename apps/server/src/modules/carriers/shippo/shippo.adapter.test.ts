import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { parcelOf, testShipment } from '../easypost/testing.ts';
import { type FakeCarrier, type FakeReply, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import rated from './fixtures/shipment-rated.json' with { type: 'json' };
import track from './fixtures/track.json' with { type: 'json' };
import transactions from './fixtures/transactions-list.json' with { type: 'json' };
import { shippoAdapter } from './shippo.adapter.ts';

const TOKEN = 'shippo_test_abc';
const SUCCESS = transactions.results.find((t) => t.status === 'SUCCESS')!;
const PRIORITY = rated.rates.find((r) => r.servicelevel.token === 'usps_priority')!;
let fake: FakeCarrier | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

let pdf: Promise<Buffer> | null = null;
const labelPdf = () => {
  pdf ??= (async () => {
    const doc = await PDFDocument.create();
    doc.addPage([288, 432]);
    return Buffer.from(await doc.save());
  })();
  return pdf;
};

/**
 * A Shippo on localhost: shipments answer the recorded rates, a purchase makes one transaction per
 * parcel (the recorded SUCCESS one, renumbered), transactions are listed by rate, refunds succeed.
 */
async function shippoFake(opts: { purchase?: (buy: () => FakeReply) => FakeReply | 'drop' } = {}) {
  const state = {
    shipments: 0,
    purchases: 0,
    parcelsOfRate: new Map<string, number>(),
    made: [] as Record<string, unknown>[],
    base: '',
  };
  const buy = (rate: string): FakeReply => {
    state.purchases++;
    const made = Array.from({ length: state.parcelsOfRate.get(rate) ?? 1 }, (_, i) => ({
      ...SUCCESS,
      object_id: `tx${state.purchases}_${i}`,
      object_created: `2026-11-20T12:00:0${i}Z`,
      tracking_number: `920559016491731013235${i}`,
      rate,
      label_url: `${state.base}/files/tx${state.purchases}_${i}.pdf`,
    }));
    state.made.push(...made);
    return { status: 201, body: made[0] };
  };
  fake = await startFakeCarrier([
    {
      method: 'POST',
      path: '/shipments',
      reply: (req) => {
        const n = ++state.shipments;
        const parcels = req.json<{ parcels: unknown[] }>().parcels.length;
        // Each shipment's rates are its own (rate ids end with the shipment's number).
        const rates = rated.rates.map((r) => ({ ...r, object_id: `${r.object_id}_${n}` }));
        for (const r of rates) state.parcelsOfRate.set(r.object_id, parcels);
        return { status: 201, body: { ...rated, rates } };
      },
    },
    {
      method: 'POST',
      path: '/transactions',
      reply: (req) => {
        const rate = req.json<{ rate: string }>().rate;
        return opts.purchase ? opts.purchase(() => buy(rate)) : buy(rate);
      },
    },
    {
      method: 'GET',
      path: '/transactions',
      reply: (req) => ({
        body: {
          next: null,
          previous: null,
          results: state.made.filter((t) => t.rate === req.query.get('rate')),
        },
      }),
    },
    {
      method: 'GET',
      path: /^\/transactions\/[^/]+$/,
      reply: (req) => {
        const t = state.made.find((m) => m.object_id === req.path.split('/')[2]);
        return t ? { body: t } : { status: 404, body: { detail: 'Not found.' } };
      },
    },
    {
      method: 'POST',
      path: '/refunds',
      reply: (req) => ({
        status: 201,
        body: {
          object_id: 'rf1',
          status: 'QUEUED',
          transaction: req.json<{ transaction: string }>().transaction,
          test: true,
        },
      }),
    },
    { method: 'GET', path: /^\/tracks\/usps\//, reply: () => ({ body: track }) },
    { method: 'GET', path: /^\/files\//, reply: async () => ({ body: await labelPdf() }) },
    {
      method: 'GET',
      path: '/carrier_accounts',
      reply: (req) =>
        req.headers.authorization === `ShippoToken ${TOKEN}`
          ? { body: { results: [] } }
          : { status: 401, body: { detail: 'Token does not exist' } },
    },
  ]);
  state.base = fake.url;
  const ctx = carrierTestContext({
    baseUrl: fake.url,
    credentials: { apiToken: TOKEN },
    carrierCode: 'shippo',
    responseTimeoutMs: 800,
  });
  return { state, ctx, fake };
}

const input = (reference: string, parcels = [parcelOf(2)], serviceCode = 'usps_priority') => ({
  serviceCode,
  zone: 5,
  fromZip: '10451',
  toZip: '90277',
  parcels,
  reference,
  shipment: testShipment({ parcels }),
  labelFormat: 'pdf_4x6' as const,
});

describe('Shippo adapter over HTTP (fake Shippo)', () => {
  it('rates with the ShippoToken header and the API version', async () => {
    const { ctx, fake } = await shippoFake();
    expect(
      await shippoAdapter.rate(ctx, {
        serviceCode: 'usps_priority',
        zone: 5,
        direction: 'domestic',
        parcels: [parcelOf(2)],
        shipment: testShipment(),
      }),
    ).toEqual({ ok: true, baseMinor: 909n });
    expect(fake.calls[0]!.headers).toMatchObject({
      authorization: `ShippoToken ${TOKEN}`,
      'shippo-api-version': '2018-02-08',
    });
    expect(
      await shippoAdapter.rate(ctx, {
        serviceCode: 'no-such-service',
        zone: 5,
        direction: 'domestic',
        parcels: [parcelOf(2)],
      }),
    ).toMatchObject({ ok: false });
    expect(fake.calls).toHaveLength(1);
  });

  it('buys once per reference: the repeat and findLabel get the same label, the cost of the chosen rate', async () => {
    const { ctx, state, fake } = await shippoFake();
    const first = await shippoAdapter.createLabel(ctx, input('place:1'));
    const purchase = fake.calls.find((c) => c.method === 'POST' && c.path === '/transactions')!;
    expect(purchase.json()).toEqual({
      rate: `${PRIORITY.object_id}_1`,
      label_file_type: 'PDF_4x6',
      metadata: 'place:1',
      async: false,
    });
    expect(first).toMatchObject({
      trackingNumbers: ['9205590164917310132350'],
      carrierRef: 'tx1_0',
      costMinor: 909n,
      label: { format: 'pdf', paper: 'pdf_4x6' },
    });
    expect(await shippoAdapter.createLabel(ctx, input('place:1'))).toEqual(first);
    expect(await shippoAdapter.findLabel!(ctx, { reference: 'place:1' })).toEqual(first);
    expect(await shippoAdapter.findLabel!(ctx, { reference: 'place:none' })).toBeNull();
    expect(state.purchases).toBe(1);
    expect(state.shipments).toBe(1);
  });

  it('a purchase whose answer is lost is not repeated: the transactions of the rate are asked for', async () => {
    const { ctx, state, fake } = await shippoFake({
      purchase: (doBuy) => {
        doBuy();
        return { delayMs: 2_000, body: {} };
      },
    });
    const label = await shippoAdapter.createLabel(ctx, input('place:slow'));
    expect(label.carrierRef).toBe('tx1_0');
    expect(state.purchases).toBe(1);
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === '/transactions')).toHaveLength(1);
  });

  it('a dropped purchase fails the placement; the retry buys the remembered rate without a new shipment', async () => {
    let drop = true;
    const { ctx, state } = await shippoFake({ purchase: (doBuy) => (drop ? 'drop' : doBuy()) });
    await expect(shippoAdapter.createLabel(ctx, input('place:drop'))).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(await shippoAdapter.findLabel!(ctx, { reference: 'place:drop' })).toBeNull();
    drop = false;
    const label = await shippoAdapter.createLabel(ctx, input('place:drop'));
    expect(label.trackingNumbers).toHaveLength(1);
    expect(state.shipments).toBe(1);
    expect(state.purchases).toBe(1);
  });

  it('a multi-piece FedEx shipment gets every parcel label (transactions of the rate) merged, voids all, tracks', async () => {
    const { ctx, fake, state } = await shippoFake();
    const label = await shippoAdapter.createLabel(
      ctx,
      input('place:two', [parcelOf(2), parcelOf(3)], 'fedex_2_day'),
    );
    expect(label.trackingNumbers).toEqual(['9205590164917310132350', '9205590164917310132351']);
    expect(label.costMinor).toBe(2273n);
    expect(state.shipments).toBe(1);
    const merged = await PDFDocument.load(Buffer.from((label.label as { base64: string }).base64, 'base64'));
    expect(merged.getPageCount()).toBe(2);
    expect(
      await shippoAdapter.void(ctx, {
        trackingNumber: label.trackingNumbers[0]!,
        carrierRef: label.carrierRef,
      }),
    ).toEqual({ voided: true });
    expect(
      fake.calls
        .filter((c) => c.path === '/refunds')
        .map((c) => c.json<{ transaction: string }>().transaction),
    ).toEqual(['tx1_0', 'tx1_1']);
    expect(await shippoAdapter.void(ctx, { trackingNumber: 'x' })).toEqual({
      voided: false,
      code: 'carrier.label_not_found',
    });
    const tracked = await shippoAdapter.track(ctx, { trackingNumber: '9205590164917337534322' });
    expect(tracked).toMatchObject({ status: 6 });
    expect(tracked.events).toHaveLength(11);
    expect((await shippoAdapter.track(ctx, { trackingNumber: 'UNKNOWNFORMAT' })).status).toBe(0);
  });

  it('USPS parcels go as one shipment each (no USPS multi-piece at Shippo): rated, bought and voided together', async () => {
    const { ctx, fake, state } = await shippoFake();
    const two = [parcelOf(2), parcelOf(3)];
    expect(
      await shippoAdapter.rate(ctx, {
        serviceCode: 'usps_priority',
        zone: 5,
        direction: 'domestic',
        parcels: two,
        shipment: testShipment({ parcels: two }),
      }),
    ).toEqual({ ok: true, baseMinor: 1818n });
    const label = await shippoAdapter.createLabel(ctx, input('place:usps2', two));
    expect(label).toMatchObject({ costMinor: 1818n, carrierRef: 'tx1_0,tx2_0' });
    expect(label.trackingNumbers).toHaveLength(2);
    expect(state.purchases).toBe(2);
    expect(await shippoAdapter.findLabel!(ctx, { reference: 'place:usps2' })).toEqual(label);
    expect(
      await shippoAdapter.void(ctx, {
        trackingNumber: label.trackingNumbers[0]!,
        carrierRef: label.carrierRef,
      }),
    ).toEqual({ voided: true });
    expect(
      fake.calls
        .filter((c) => c.path === '/refunds')
        .map((c) => c.json<{ transaction: string }>().transaction),
    ).toEqual(['tx1_0', 'tx2_0']);
  });

  it("tests the connection: a bad token is carrier.auth_failed with Shippo's words", async () => {
    const { ctx } = await shippoFake();
    expect(await shippoAdapter.testConnection!(ctx)).toEqual({ ok: true });
    expect(
      await shippoAdapter.testConnection!({ ...ctx, credentials: { apiToken: 'shippo_test_wrong' } }),
    ).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'Token does not exist',
    });
  });
});
