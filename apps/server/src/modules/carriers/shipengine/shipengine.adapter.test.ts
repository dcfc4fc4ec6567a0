import { afterEach, describe, expect, it } from 'vitest';
import { type FakeCarrier, type FakeRoute, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { parcel, shipmentOf } from '../ups/ups.testing.ts';
import { externalShipmentId, shipengineAdapter } from './shipengine.adapter.ts';
import {
  API_KEY,
  credentials,
  type FakeShipengineOptions,
  fakeShipengineRoutes,
  fixture,
  labelInput,
  PDF_BYTES,
  settings,
  ZPL_TEXT,
} from './shipengine.testing.ts';

let server: FakeCarrier | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The fake ShipEngine (published samples) plus `extra` routes tried first. */
async function fakeShipengine(
  options: FakeShipengineOptions = {},
  extra: FakeRoute[] = [],
  responseTimeoutMs = 10_000,
) {
  await server?.close();
  const fake = fakeShipengineRoutes(() => server!.url, options);
  server = await startFakeCarrier([...extra, ...fake.routes]);
  const ctx = carrierTestContext({
    baseUrl: server.url,
    credentials,
    settings,
    responseTimeoutMs,
    carrierCode: 'shipengine',
  });
  const callsTo = (method: string, path: string | RegExp) =>
    server!.calls.filter(
      (c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path)),
    );
  return { ctx, fake, callsTo };
}

const rateInput = {
  serviceCode: 'ups_ground',
  zone: 5,
  direction: 'domestic' as const,
  parcels: [parcel(2)],
  shipment: shipmentOf(),
};

describe('ShipEngine adapter over HTTP (fake ShipEngine playing the published samples)', () => {
  it('rates with the API-Key header and the channel carrier account', async () => {
    const { ctx, callsTo } = await fakeShipengine();
    expect(await shipengineAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 9703n });
    const [call] = callsTo('POST', '/v1/rates');
    expect(call!.headers['api-key']).toBe(API_KEY);
    expect(call!.json()).toMatchObject({
      rate_options: { carrier_ids: ['se-656171'], service_codes: ['ups_ground'] },
    });
    expect(await shipengineAdapter.rate(ctx, { ...rateInput, serviceCode: 'usps_priority_mail' })).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
  });

  it('turns a 401 into auth_failed with ShipEngine words on Test connection, and passes with a good key', async () => {
    const { ctx } = await fakeShipengine({}, [
      {
        method: 'GET',
        path: '/v1/carriers',
        reply: (req) =>
          req.headers['api-key'] === 'TEST_bad'
            ? { status: 401, body: fixture('error-401.json') }
            : { body: fixture('carriers.json') },
      },
    ]);
    expect(await shipengineAdapter.testConnection!(ctx)).toEqual({ ok: true });
    const bad = await shipengineAdapter.testConnection!({ ...ctx, credentials: { apiKey: 'TEST_bad' } });
    expect(bad).toMatchObject({ ok: false, code: 'carrier.auth_failed' });
    expect(bad.ok === false && bad.carrierMessage).toContain('The API key is invalid');
    // A live key on a test channel never leaves the machine.
    const live = await shipengineAdapter.testConnection!({ ...ctx, credentials: { apiKey: 'live_key' } });
    expect(live).toMatchObject({ ok: false, code: 'carrier.auth_failed' });
    expect(server!.calls.filter((c) => c.headers['api-key'] === 'live_key')).toHaveLength(0);
  });

  it('buys a label with our reference as external_shipment_id, downloads its PDF, and answers a repeat without buying', async () => {
    const { ctx, callsTo } = await fakeShipengine();
    const label = await shipengineAdapter.createLabel(ctx, labelInput('place:key-1'));
    expect(label).toMatchObject({
      trackingNumbers: ['9405511899560337048294'],
      costMinor: 11551n,
      carrierRef: 'se-900001',
    });
    expect(label.label).toMatchObject({ format: 'pdf', paper: 'pdf_4x6' });
    expect(label.label.format === 'pdf' && Buffer.from(label.label.base64, 'base64')).toEqual(PDF_BYTES);
    const [buy] = callsTo('POST', '/v1/labels');
    expect(buy!.json()).toMatchObject({
      label_format: 'pdf',
      label_layout: '4x6',
      shipment: { carrier_id: 'se-656171', external_shipment_id: 'place:key-1' },
    });
    // The download URL carries its own token: the key is not sent there.
    expect(callsTo('GET', /^\/v1\/downloads\//)[0]!.headers['api-key']).toBeUndefined();
    expect(await shipengineAdapter.createLabel(ctx, labelInput('place:key-1'))).toEqual(label);
    expect(await shipengineAdapter.findLabel!(ctx, { reference: 'place:key-1' })).toEqual(label);
    expect(callsTo('POST', '/v1/labels')).toHaveLength(1);
  });

  it('asks ShipEngine before buying: a label made for the reference (memory lost) is returned, not bought again', async () => {
    const { ctx, fake, callsTo } = await fakeShipengine();
    const first = await shipengineAdapter.createLabel(ctx, labelInput('place:key-2'));
    const restarted = { ...ctx, memory: carrierTestContext({ baseUrl: server!.url }).memory };
    expect(await shipengineAdapter.createLabel(restarted, labelInput('place:key-2'))).toEqual(first);
    expect(fake.sales()).toBe(1);
    expect(callsTo('GET', /^\/v1\/labels\/external_shipment_id\//).length).toBeGreaterThanOrEqual(2);
  });

  it('after a timeout on buy, finds the label ShipEngine made by reference: no second purchase', async () => {
    const { ctx, fake } = await fakeShipengine(
      { afterSale: (_req, n) => (n === 1 ? { delayMs: 1_500 } : undefined) },
      [],
      400,
    );
    const label = await shipengineAdapter.createLabel(ctx, labelInput('place:slow'));
    expect(label.carrierRef).toBe('se-900001');
    expect(fake.sales()).toBe(1);
  });

  it('after a dropped connection on buy, finds the label too; with nothing made, the failure is reported', async () => {
    const { ctx, fake } = await fakeShipengine({ afterSale: (_req, n) => (n === 1 ? 'drop' : undefined) });
    expect((await shipengineAdapter.createLabel(ctx, labelInput('place:drop'))).carrierRef).toBe('se-900001');
    expect(fake.sales()).toBe(1);
    const refused = await fakeShipengine({}, [
      {
        method: 'POST',
        path: '/v1/labels',
        reply: () => ({ status: 400, body: fixture('error-invalid-address.json') }),
      },
    ]);
    await expect(shipengineAdapter.createLabel(refused.ctx, labelInput('place:bad'))).rejects.toMatchObject({
      code: 'carrier.address_invalid',
    });
  });

  it('waits out a 429 with Retry-After and then rates', async () => {
    let calls = 0;
    const { ctx, callsTo } = await fakeShipengine({}, [
      {
        method: 'POST',
        path: '/v1/rates',
        reply: () =>
          ++calls === 1
            ? { status: 429, headers: { 'retry-after': '1' }, body: fixture('error-429.json') }
            : { body: fixture('rates.json') },
      },
    ]);
    expect(await shipengineAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 9703n });
    expect(callsTo('POST', '/v1/rates')).toHaveLength(2);
  });

  it('buys a multi-package ZPL label (one file) and a PNG multi-package label as PDF (ShipEngine has no PNG for it)', async () => {
    const { ctx, callsTo } = await fakeShipengine({ label: () => fixture('label-multi-package.json') });
    const two = {
      parcels: [parcel(6), parcel(4)],
      shipment: shipmentOf({ parcels: [parcel(6), parcel(4)], declaredMinor: [0n, 0n] }),
    };
    const zpl = await shipengineAdapter.createLabel(
      ctx,
      labelInput('place:multi', { ...two, serviceCode: 'fedex_express_saver', labelFormat: 'zpl' }),
    );
    expect(zpl.trackingNumbers).toEqual(['794953535000', '794953535011']);
    expect(zpl.label.format === 'zpl' && Buffer.from(zpl.label.base64, 'base64').toString()).toBe(ZPL_TEXT);
    await shipengineAdapter.createLabel(
      ctx,
      labelInput('place:multi-png', { ...two, serviceCode: 'fedex_express_saver', labelFormat: 'png' }),
    );
    const bodies = callsTo('POST', '/v1/labels').map((c) =>
      c.json<{ label_format: string; shipment: { packages: unknown[] } }>(),
    );
    expect(bodies.map((b) => [b.label_format, b.shipment.packages.length])).toEqual([
      ['zpl', 2],
      ['pdf', 2],
    ]);
  });

  it('creates a return label flagged is_return_label', async () => {
    const { ctx, callsTo } = await fakeShipengine();
    await shipengineAdapter.createReturnLabel!(ctx, labelInput('return:1'));
    expect(callsTo('POST', '/v1/labels')[0]!.json()).toMatchObject({
      is_return_label: true,
      shipment: { is_return: true },
    });
  });

  it('voids by label id (once for every package), and by tracking number when no id is kept', async () => {
    const { ctx, callsTo } = await fakeShipengine();
    const label = await shipengineAdapter.createLabel(ctx, labelInput('place:void'));
    const number = label.trackingNumbers[0]!;
    expect(
      await shipengineAdapter.void(ctx, { trackingNumber: number, carrierRef: label.carrierRef }),
    ).toEqual({ voided: true });
    expect(
      await shipengineAdapter.void(ctx, { trackingNumber: number, carrierRef: label.carrierRef }),
    ).toEqual({ voided: true });
    expect(callsTo('PUT', /\/void$/)).toHaveLength(1);
    const other = await shipengineAdapter.createLabel(ctx, labelInput('place:void-2'));
    const fresh = { ...ctx, memory: carrierTestContext({ baseUrl: server!.url }).memory };
    expect(await shipengineAdapter.void(fresh, { trackingNumber: other.trackingNumbers[0]! })).toEqual({
      voided: true,
    });
    expect(await shipengineAdapter.void(ctx, { trackingNumber: 'X', carrierRef: 'se-1' })).toEqual({
      voided: false,
      code: 'carrier.label_not_found',
    });
  });

  it('reports a refused void with void_refused', async () => {
    const { ctx } = await fakeShipengine({}, [
      { method: 'PUT', path: /\/void$/, reply: () => ({ body: fixture('void-refused.json') }) },
    ]);
    expect(await shipengineAdapter.void(ctx, { trackingNumber: 'X', carrierRef: 'se-7' })).toEqual({
      voided: false,
      code: 'carrier.void_refused',
    });
  });

  it('tracks a label it made (delivered) and answers not found for an unknown number', async () => {
    const { ctx } = await fakeShipengine();
    const label = await shipengineAdapter.createLabel(ctx, labelInput('place:track'));
    const tracked = await shipengineAdapter.track(ctx, { trackingNumber: label.trackingNumbers[0]! });
    expect(tracked.status).toBe(6);
    expect(tracked.events).toHaveLength(4);
    expect(await shipengineAdapter.track(ctx, { trackingNumber: 'NOPE' })).toEqual({
      trackingNumber: 'NOPE',
      status: 0,
      events: [],
    });
  });

  it('keeps one of two concurrent purchases for one reference and voids the other', async () => {
    const { ctx, fake } = await fakeShipengine();
    const [a, b] = await Promise.all([
      shipengineAdapter.createLabel(ctx, labelInput('place:twice')),
      shipengineAdapter.createLabel(ctx, labelInput('place:twice')),
    ]);
    expect(a).toEqual(b);
    const sold = [...fake.byId.values()];
    expect(sold.filter((l) => !l.voided).map((l) => l.label_id)).toEqual([a.carrierRef]);
    expect(sold.filter((l) => l.voided)).toHaveLength(fake.sales() - 1);
  });

  it('spaces its calls under its published limit: no 429 from a carrier holding it to the same limit', async () => {
    const fake = fakeShipengineRoutes(() => server!.url);
    await server?.close();
    server = await startFakeCarrier(fake.routes, { ratePerSecond: 4 });
    const ctx = carrierTestContext({
      baseUrl: server.url,
      credentials,
      settings,
      ratePerSecond: shipengineAdapter.ratePerSecond,
    });
    const rates = await Promise.all(Array.from({ length: 8 }, () => shipengineAdapter.rate(ctx, rateInput)));
    expect(rates.every((r) => r.ok)).toBe(true);
    expect(server.limited).toBe(0);
    expect(server.maxInWindow(1000)).toBeLessThanOrEqual(4);
  });

  it('keeps long references findable through a stable hash', () => {
    expect(externalShipmentId('place:key-1')).toBe('place:key-1');
    const long = `place:${'x'.repeat(80)}`;
    expect(externalShipmentId(long)).toMatch(/^sl-[0-9a-f]{40}$/);
    expect(externalShipmentId(long)).toBe(externalShipmentId(long));
  });
});
