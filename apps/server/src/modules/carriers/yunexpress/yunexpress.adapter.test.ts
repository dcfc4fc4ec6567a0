import { afterEach, describe, expect, it } from 'vitest';
import type { LabelInput } from '../carrier-adapter.ts';
import type { FakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { yunexpressAdapter as adapter } from './yunexpress.adapter.ts';
import {
  credentials,
  type FakeYunOptions,
  YUN_PATHS as P,
  settings,
  startFakeYun,
} from './yunexpress.fake.ts';
import { customerOrderNumber } from './yunexpress.orders.ts';
import { fixture, parcel, shipmentOf } from './yunexpress.testing.ts';

let server: FakeCarrier | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function fakeYun(options: FakeYunOptions = {}, timeoutMs = 10_000) {
  const fake = await startFakeYun(options);
  server = fake.server;
  // Generous timeouts by default: a loaded test machine must not turn a slow answer into a retry.
  const ctx = carrierTestContext({
    baseUrl: fake.server.url,
    credentials,
    settings,
    responseTimeoutMs: timeoutMs,
  });
  return { ...fake, ctx };
}

const rateInput = (serviceCode = 'BKZXR') => ({
  serviceCode,
  zone: 8,
  direction: 'export' as const,
  parcels: [parcel(2)],
  shipment: { ...shipmentOf(), currency: 'CNY' },
});
const labelInput = (reference: string): LabelInput => ({
  serviceCode: 'THPHR',
  zone: 8,
  fromZip: '518000',
  toZip: '10001',
  parcels: [parcel(2), parcel(1)],
  reference,
  shipment: shipmentOf(),
});

describe('YunExpress adapter over HTTP (fake YunExpress playing the published samples)', () => {
  it('gets one token with the app credentials, reuses it, and signs every call', async () => {
    const { ctx, callsTo, badSignatures } = await fakeYun();
    expect(await adapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 800n });
    expect(await adapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 800n });
    expect(callsTo(P.token)).toHaveLength(1);
    expect(callsTo(P.token)[0]!.json()).toEqual({
      grantType: 'client_credentials',
      appId: 'app-id',
      appSecret: 'app-secret',
      sourceKey: 'source-key',
    });
    const [price] = callsTo(P.price);
    expect(price!.headers.token).toBe('tok-1');
    expect(price!.headers.date).toMatch(/^\d{13}$/);
    expect(price!.query.get('country_code')).toBe('US');
    expect(badSignatures).toEqual([]);
    // Dollars from yuan need the channel's rate: without it the quote is unusable, with it converted.
    expect(await adapter.rate(ctx, { ...rateInput(), shipment: shipmentOf() })).toEqual({
      ok: false,
      code: 'carrier.bad_response',
    });
    const withRate = { ...ctx, settings: { ...ctx.settings, cnyPerUsd: '7.1000' } };
    expect(await adapter.rate(withRate, { ...rateInput(), shipment: shipmentOf() })).toEqual({
      ok: true,
      baseMinor: 113n,
    });
  });

  it('a refused token is dropped, a new one fetched and the call repeated once', async () => {
    const { ctx, callsTo } = await fakeYun({
      routes: [
        {
          method: 'GET',
          path: P.price,
          reply: (req) =>
            req.headers.token === 'tok-1'
              ? { body: { success: false, code: '0200401002', msg: 'token invalid or expired' } }
              : { body: fixture('price-trial-response.json') },
        },
      ],
    });
    expect(await adapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 800n });
    expect(callsTo(P.token)).toHaveLength(2);
    expect(callsTo(P.price).map((c) => c.headers.token)).toEqual(['tok-1', 'tok-2']);
  });

  it('waits out a 429 with Retry-After; a product not offered is refused, an unknown one not even asked', async () => {
    let tries = 0;
    const { ctx, callsTo } = await fakeYun({
      routes: [
        {
          method: 'GET',
          path: P.price,
          reply: () =>
            ++tries === 1
              ? { status: 429, headers: { 'retry-after': '0' }, body: '' }
              : { body: fixture('price-trial-response.json') },
        },
      ],
    });
    expect(await adapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 800n });
    expect(callsTo(P.price)).toHaveLength(2);
    expect(await adapter.rate(ctx, rateInput('THPHR'))).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(await adapter.rate(ctx, rateInput('NOPE'))).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(callsTo(P.price)).toHaveLength(3);
  });

  it('buys one waybill per reference with its PDF label, and finds it again from YunExpress alone', async () => {
    const { ctx, callsTo, orders, badSignatures } = await fakeYun();
    const label = await adapter.createLabel(ctx, labelInput('place:key-1'));
    expect(label).toMatchObject({
      trackingNumbers: ['LE339614461CN'],
      carrierRef: 'YT2600000000000001',
      costMinor: 0n,
      label: { format: 'pdf', paper: 'pdf_4x6', base64: expect.stringMatching(/^JVBERi0/) },
    });
    const sent = callsTo(P.create)[0]!.json<{ packages: unknown[]; declaration_info: unknown[] }>();
    expect(sent.packages).toHaveLength(2);
    expect(sent.declaration_info).toHaveLength(1);
    expect(await adapter.createLabel(ctx, labelInput('place:key-1'))).toEqual(label);
    expect(callsTo(P.create)).toHaveLength(1);
    // Another instance without the memory: YunExpress's own record by customer order number.
    const fresh = carrierTestContext({ baseUrl: server!.url, credentials, settings });
    const found = await adapter.findLabel?.(fresh, { reference: 'place:key-1' });
    expect(found).toMatchObject({
      carrierRef: 'YT2600000000000001',
      trackingNumbers: ['YT2600000000000001'],
    });
    expect(await adapter.findLabel?.(fresh, { reference: 'place:never' })).toBeNull();
    expect(orders.size).toBe(1);
    expect(badSignatures).toEqual([]);
  });

  it('a buy that timed out is repeated safely: YunExpress refuses the duplicate and the first waybill is used', async () => {
    const { ctx, callsTo, orders } = await fakeYun(
      { create: (_req, attempt) => (attempt === 1 ? { delayMs: 1500, body: {} } : null) },
      400,
    );
    const label = await adapter.createLabel(ctx, labelInput('place:slow'));
    expect(callsTo(P.create)).toHaveLength(2);
    expect(callsTo(P.info)).toHaveLength(1);
    expect(orders.size).toBe(1);
    expect(label.carrierRef).toBe(orders.get(customerOrderNumber('place:slow'))!.waybill);
  });

  it('when every try times out the purchase fails, and recovery finds the waybill YunExpress made', async () => {
    const { ctx, orders } = await fakeYun({ create: () => ({ delayMs: 1000, body: {} }) }, 300);
    await expect(adapter.createLabel(ctx, labelInput('place:lost'))).rejects.toThrow('carrier.timeout');
    expect(orders.size).toBe(1);
    const found = await adapter.findLabel?.(ctx, { reference: 'place:lost' });
    expect(found?.carrierRef).toBe(orders.get(customerOrderNumber('place:lost'))!.waybill);
  });

  it('a refused purchase is a translated code with YunExpress text kept; nothing is remembered', async () => {
    const { ctx } = await fakeYun({ create: () => ({ body: fixture('error-undeliverable.json') }) });
    await expect(adapter.createLabel(ctx, labelInput('place:bad'))).rejects.toMatchObject({
      code: 'carrier.address_undeliverable',
      carrierCode: '02039083',
      carrierMessage: '目的地邮编不在派送范围内',
    });
    expect(await ctx.memory!.get('label:place:bad')).toBeNull();
  });

  it('cancels a waybill; a second cancel is refused as void_refused', async () => {
    const { ctx, callsTo } = await fakeYun();
    const label = await adapter.createLabel(ctx, labelInput('place:void'));
    const input = { trackingNumber: label.trackingNumbers[0]!, carrierRef: label.carrierRef! };
    expect(await adapter.void(ctx, input)).toEqual({ voided: true });
    expect(callsTo(P.cancel)[0]!.json()).toEqual({ waybill_number: 'YT2600000000000001' });
    expect(await adapter.void(ctx, input)).toEqual({ voided: false, code: 'carrier.void_refused' });
    // A cancelled waybill is no label to recover.
    const fresh = carrierTestContext({ baseUrl: server!.url, credentials, settings });
    expect(await adapter.findLabel?.(fresh, { reference: 'place:void' })).toBeNull();
  });

  it('tracks, retrying a dropped connection (a read); an unknown number is status 0', async () => {
    let drops = 1;
    const { ctx } = await fakeYun({
      routes: [
        {
          method: 'GET',
          path: P.track,
          reply: (req) =>
            req.query.get('order_number') === 'YT0000000000000000'
              ? { body: fixture('track-response-not-found.json') }
              : drops-- > 0
                ? 'drop'
                : { body: fixture('track-response-delivered.json') },
        },
      ],
    });
    const tracked = await adapter.track(ctx, { trackingNumber: '00340434525230666666' });
    expect(tracked.status).toBe(6);
    expect(tracked.events).toHaveLength(6);
    expect(await adapter.track(ctx, { trackingNumber: 'YT0000000000000000' })).toEqual({
      trackingNumber: 'YT0000000000000000',
      status: 0,
      events: [],
    });
  });

  it('tests the connection with a fresh token and a signed read; refused credentials say so', async () => {
    const { ctx, callsTo } = await fakeYun();
    expect(await adapter.testConnection?.(ctx)).toEqual({ ok: true });
    expect(await adapter.testConnection?.(ctx)).toEqual({ ok: true });
    expect(callsTo(P.token)).toHaveLength(2);
    expect(callsTo(P.products)).toHaveLength(2);
    await server!.close();
    const refusing = await startFakeYun({
      routes: [
        { method: 'POST', path: P.token, reply: () => ({ status: 401, body: fixture('error-auth.json') }) },
      ],
    });
    server = refusing.server;
    const refused = carrierTestContext({ baseUrl: server.url, credentials, settings });
    expect(await adapter.testConnection?.(refused)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'bad creds',
    });
    const missing = carrierTestContext({ baseUrl: server.url, credentials: {}, settings });
    expect(await adapter.testConnection?.(missing)).toMatchObject({ ok: false, code: 'carrier.auth_failed' });
  });

  it('never sends the credentials to a base URL off this machine; the mode picks the host', async () => {
    const urls: string[] = [];
    const http = {
      request: async (req: { url: string }) => {
        urls.push(req.url);
        const text = JSON.stringify({ success: false, code: 'X', msg: 'no' });
        return { status: 401, headers: {}, text, bytes: Buffer.from(text), json: () => JSON.parse(text) };
      },
    };
    const base = { channelId: 'c', credentials, rateCard: null, now: new Date(), http };
    await adapter.testConnection?.({
      ...base,
      settings: { ...settings, baseUrl: 'https://collector.example' },
    });
    await adapter.testConnection?.({ ...base, mode: 'production', settings });
    expect(urls).toEqual([
      'https://openapi-sbx.yunexpress.cn/openapi/oauth2/token',
      'https://openapi.yunexpress.cn/openapi/oauth2/token',
    ]);
  });
});
