import { afterEach, describe, expect, it } from 'vitest';
import type { LabelInput } from '../carrier-adapter.ts';
import { type FakeCarrier, type FakeRoute, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { upsAdapter } from './ups.adapter.ts';
import { fixture, parcel, shipmentOf } from './ups.testing.ts';

const credentials = { clientId: 'client-id', clientSecret: 'client-secret' };
const settings = { accountNumber: 'A1B2C3' };
const TOKEN = '/security/v1/oauth/token';
const RATE = '/api/rating/v2409/Rate';
const SHIP = '/api/shipments/v2409/ship';

let server: FakeCarrier | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The fake UPS: a token route handing out tok-1, tok-2, ... (karrio's token sample) plus `routes`. */
async function fakeUps(routes: FakeRoute[]) {
  let issued = 0;
  server = await startFakeCarrier([
    {
      method: 'POST',
      path: TOKEN,
      reply: () => ({
        body: { ...fixture<Record<string, unknown>>('token-response.json'), access_token: `tok-${++issued}` },
      }),
    },
    ...routes,
  ]);
  // Generous timeouts: a loaded test machine must not turn a slow answer into a retry.
  const ctx = carrierTestContext({ baseUrl: server.url, credentials, settings, responseTimeoutMs: 10_000 });
  const callsTo = (path: string) => server!.calls.filter((c) => c.path === path);
  return { ctx, callsTo };
}

const usdRate = (value: string) => ({
  body: {
    RateResponse: {
      RatedShipment: { Service: { Code: '03' }, TotalCharges: { CurrencyCode: 'USD', MonetaryValue: value } },
    },
  },
});
const rateInput = {
  serviceCode: '03',
  zone: 5,
  direction: 'domestic' as const,
  parcels: [parcel(2)],
  shipment: shipmentOf(),
};
const labelInput = (reference: string): LabelInput => ({
  serviceCode: '03',
  zone: 5,
  fromZip: '21093',
  toZip: '30005',
  parcels: [parcel(2)],
  reference,
  shipment: { ...shipmentOf(), currency: 'CAD' },
  labelFormat: 'png',
});

describe('UPS adapter over HTTP (fake UPS playing the published samples)', () => {
  it('gets one token with Basic credentials and the account, and reuses it', async () => {
    const { ctx, callsTo } = await fakeUps([{ method: 'POST', path: RATE, reply: () => usdRate('12.34') }]);
    expect(await upsAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 1234n });
    expect(await upsAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 1234n });
    const [token] = callsTo(TOKEN);
    expect(callsTo(TOKEN)).toHaveLength(1);
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(token!.headers['x-merchant-id']).toBe('A1B2C3');
    expect(token!.form()).toEqual({ grant_type: 'client_credentials' });
    const rate = callsTo(RATE)[0]!;
    expect(rate.headers.authorization).toBe('Bearer tok-1');
    expect(rate.headers.transid).toMatch(/^[0-9a-f]{32}$/);
    expect(
      rate.json<{ RateRequest: { Shipment: { Service: unknown } } }>().RateRequest.Shipment.Service,
    ).toEqual({
      Code: '03',
    });
  });

  it('a 401 drops the token, fetches a new one and repeats the call once', async () => {
    const { ctx, callsTo } = await fakeUps([
      {
        method: 'POST',
        path: RATE,
        reply: (req) =>
          req.headers.authorization === 'Bearer tok-1'
            ? { status: 401, body: fixture('error-auth.json') }
            : usdRate('9.99'),
      },
    ]);
    expect(await upsAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 999n });
    expect(callsTo(TOKEN)).toHaveLength(2);
    expect(callsTo(RATE).map((c) => c.headers.authorization)).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });

  it('waits out a 429 with Retry-After and succeeds; a UPS refusal is a translated code', async () => {
    let tries = 0;
    const { ctx, callsTo } = await fakeUps([
      {
        method: 'POST',
        path: RATE,
        reply: (req) => {
          if (
            req.json<{ RateRequest: { Shipment: { Service: { Code: string } } } }>().RateRequest.Shipment
              .Service.Code === '02'
          )
            return {
              status: 400,
              body: { response: { errors: [{ code: '111210', message: 'Service unavailable' }] } },
            };
          return ++tries === 1 ? { status: 429, headers: { 'retry-after': '0' }, body: '' } : usdRate('5.00');
        },
      },
    ]);
    expect(await upsAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 500n });
    expect(callsTo(RATE)).toHaveLength(2);
    expect(await upsAdapter.rate(ctx, { ...rateInput, serviceCode: '02' })).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(await upsAdapter.rate(ctx, { ...rateInput, serviceCode: 'no-such' })).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
  });

  it('buys a label once per reference, keeps it for recovery, and never repeats a purchase that timed out', async () => {
    let slow = false;
    const { ctx, callsTo } = await fakeUps([
      {
        method: 'POST',
        path: SHIP,
        reply: () => (slow ? { delayMs: 1500, body: {} } : { body: fixture('ship-response-single.json') }),
      },
    ]);
    const label = await upsAdapter.createLabel(ctx, labelInput('place:key-1'));
    expect(label).toMatchObject({
      trackingNumbers: ['1ZXXXXXXXXXXXXXXXX'],
      carrierRef: '1ZXXXXXXXXXXXXXXXX',
      costMinor: 15542n,
      label: { format: 'png', base64: expect.stringMatching(/^iVBORw0KGgo/) },
    });
    expect(await upsAdapter.createLabel(ctx, labelInput('place:key-1'))).toEqual(label);
    expect(await upsAdapter.findLabel?.(ctx, { reference: 'place:key-1' })).toEqual(label);
    expect(await upsAdapter.findLabel?.(ctx, { reference: 'place:never' })).toBeNull();
    expect(callsTo(SHIP)).toHaveLength(1);
    expect(
      callsTo(SHIP)[0]!.json<{ ShipmentRequest: { Request: unknown } }>().ShipmentRequest.Request,
    ).toMatchObject({
      TransactionReference: { CustomerContext: 'place:key-1' },
    });

    slow = true;
    // The same channel (token, memory) with a short response timeout.
    const impatient = {
      ...carrierTestContext({ baseUrl: server!.url, credentials, settings, responseTimeoutMs: 300 }),
      tokens: ctx.tokens,
      memory: ctx.memory,
    };
    await expect(upsAdapter.createLabel(impatient, labelInput('place:key-2'))).rejects.toThrow(
      'carrier.timeout',
    );
    expect(callsTo(SHIP)).toHaveLength(2);
    expect(await upsAdapter.findLabel?.(impatient, { reference: 'place:key-2' })).toBeNull();
  });

  it('a refused purchase is a translated code with UPS text kept; nothing is remembered', async () => {
    const { ctx } = await fakeUps([
      {
        method: 'POST',
        path: SHIP,
        reply: () => ({
          status: 400,
          body: {
            response: { errors: [{ code: '120802', message: 'Address Validation Error on ShipTo address' }] },
          },
        }),
      },
    ]);
    await expect(upsAdapter.createLabel(ctx, labelInput('place:bad'))).rejects.toMatchObject({
      code: 'carrier.address_invalid',
      carrierCode: '120802',
      carrierMessage: 'Address Validation Error on ShipTo address',
    });
    expect(await upsAdapter.findLabel?.(ctx, { reference: 'place:bad' })).toBeNull();
  });

  it('voids a shipment, or one package of a multi-package shipment by its tracking number', async () => {
    const { ctx, callsTo } = await fakeUps([
      {
        method: 'DELETE',
        path: /^\/api\/shipments\/v2409\/void\/cancel\//,
        reply: (req) =>
          req.path.endsWith('/1ZREFUSED')
            ? {
                status: 400,
                body: { response: { errors: [{ code: '190117', message: 'Void period has expired' }] } },
              }
            : { body: fixture('void-response.json') },
      },
    ]);
    expect(await upsAdapter.void(ctx, { trackingNumber: '1ZAAA', carrierRef: '1ZAAA' })).toEqual({
      voided: true,
    });
    // The whole shipment 1ZAAA is void: its other package needs no call.
    expect(await upsAdapter.void(ctx, { trackingNumber: '1ZAAB', carrierRef: '1ZAAA' })).toEqual({
      voided: true,
    });
    expect(await upsAdapter.void(ctx, { trackingNumber: '1ZBBB', carrierRef: '1ZCCC' })).toEqual({
      voided: true,
    });
    expect(await upsAdapter.void(ctx, { trackingNumber: '1ZREFUSED' })).toEqual({
      voided: false,
      code: 'carrier.void_refused',
    });
    const calls = server!.calls.filter((c) => c.method === 'DELETE');
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/api/shipments/v2409/void/cancel/1ZAAA?',
      '/api/shipments/v2409/void/cancel/1ZCCC?trackingnumber=1ZBBB',
      '/api/shipments/v2409/void/cancel/1ZREFUSED?',
    ]);
    expect(callsTo(TOKEN)).toHaveLength(1);
  });

  it('tracks, retries a dropped connection (a read), and answers status 0 for an unknown number', async () => {
    let drops = 1;
    const { ctx } = await fakeUps([
      {
        method: 'GET',
        path: '/api/track/v1/details/1Z1442YY7229014688',
        reply: () => (drops-- > 0 ? 'drop' : { body: fixture('track-response-delivered.json') }),
      },
      {
        method: 'GET',
        path: '/api/track/v1/details/1ZUNKNOWN',
        reply: () => ({ status: 404, body: fixture('track-invalid-number.json') }),
      },
    ]);
    const tracked = await upsAdapter.track(ctx, { trackingNumber: '1Z1442YY7229014688' });
    expect(tracked.status).toBe(6);
    expect(tracked.events.map((e) => e.status)).toEqual([1, 6]);
    expect(await upsAdapter.track(ctx, { trackingNumber: '1ZUNKNOWN' })).toEqual({
      trackingNumber: '1ZUNKNOWN',
      status: 0,
      events: [],
    });
  });

  it('tests the connection with a token request: refused credentials say so', async () => {
    server = await startFakeCarrier([
      { method: 'POST', path: TOKEN, reply: () => ({ status: 401, body: fixture('error-auth.json') }) },
    ]);
    const ctx = carrierTestContext({ baseUrl: server.url, credentials, settings });
    expect(await upsAdapter.testConnection?.(ctx)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'Invalid Access License number',
    });
    const missing = carrierTestContext({ baseUrl: server.url, credentials: {}, settings });
    expect(await upsAdapter.testConnection?.(missing)).toMatchObject({
      ok: false,
      code: 'carrier.auth_failed',
    });
  });

  it('never sends the credentials to a base URL off this machine', async () => {
    const urls: string[] = [];
    const http = {
      request: async (req: { url: string }) => {
        urls.push(req.url);
        const text = JSON.stringify(fixture('token-response.json'));
        return { status: 200, headers: {}, text, bytes: Buffer.from(text), json: () => JSON.parse(text) };
      },
    };
    const base = { channelId: 'c', credentials, rateCard: null, now: new Date(), http };
    await upsAdapter.testConnection?.({
      ...base,
      settings: { ...settings, baseUrl: 'https://collector.example' },
    });
    await upsAdapter.testConnection?.({ ...base, mode: 'production', settings });
    expect(urls).toEqual([
      'https://wwwcie.ups.com/security/v1/oauth/token',
      'https://onlinetools.ups.com/security/v1/oauth/token',
    ]);
  });
});
