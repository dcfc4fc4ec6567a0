import { afterEach, describe, expect, it } from 'vitest';
import type { LabelInput } from '../carrier-adapter.ts';
import { type FakeCarrier, type FakeRoute, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { fedexAdapter } from './fedex.adapter.ts';
import { fixture, parcel, shipmentOf } from './fedex.testing.ts';

const credentials = { apiKey: 'api-key', secretKey: 'secret-key' };
const settings = { accountNumber: '123456789' };
const TOKEN = '/oauth/token';
const RATE = '/rate/v1/rates/quotes';
const SHIP = '/ship/v1/shipments';
const CANCEL = '/ship/v1/shipments/cancel';
const TRACK = '/track/v1/trackingnumbers';

let server: FakeCarrier | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The fake FedEx: a token route handing out tok-1, tok-2, ... (karrio's token sample) plus `routes`. */
async function fakeFedex(routes: FakeRoute[], creds: Record<string, string> = credentials) {
  let issued = 0;
  server = await startFakeCarrier([
    {
      method: 'POST',
      path: TOKEN,
      reply: (req) => ({
        body: {
          ...fixture<Record<string, unknown>>('token-response.json'),
          access_token: `tok-${++issued}-${req.form().client_id}`,
        },
      }),
    },
    ...routes,
  ]);
  // Generous timeouts: a loaded test machine must not turn a slow answer into a retry.
  const ctx = carrierTestContext({
    baseUrl: server.url,
    credentials: creds,
    settings,
    responseTimeoutMs: 10_000,
  });
  const callsTo = (path: string) => server!.calls.filter((c) => c.path === path);
  return { ctx, callsTo };
}

const rateInput = {
  serviceCode: 'FEDEX_EXPRESS_SAVER',
  zone: 5,
  direction: 'domestic' as const,
  parcels: [parcel(2)],
  shipment: shipmentOf(),
};
const labelInput = (reference: string, parcels = [parcel(2)]): LabelInput => ({
  serviceCode: 'FEDEX_INTERNATIONAL_PRIORITY',
  zone: 5,
  fromZip: '21093',
  toZip: '30005',
  parcels,
  reference,
  shipment: shipmentOf(),
  labelFormat: 'pdf_4x6',
});

describe('FedEx adapter over HTTP (fake FedEx playing the published samples)', () => {
  it('gets one token with the key pair in the form, reuses it, and repeats once after a 401', async () => {
    let first = true;
    const { ctx, callsTo } = await fakeFedex([
      {
        method: 'POST',
        path: RATE,
        reply: () => {
          if (first) {
            first = false;
            return { status: 401, body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'expired' }] } };
          }
          return { body: fixture('rate-response.json') };
        },
      },
    ]);
    expect(await fedexAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 3854n });
    expect(await fedexAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 3854n });
    expect(callsTo(TOKEN)).toHaveLength(2);
    expect(callsTo(TOKEN)[0]!.form()).toEqual({
      grant_type: 'client_credentials',
      client_id: 'api-key',
      client_secret: 'secret-key',
    });
    expect(callsTo(RATE).map((c) => c.headers.authorization)).toEqual([
      'Bearer tok-1-api-key',
      'Bearer tok-2-api-key',
      'Bearer tok-2-api-key',
    ]);
    expect(callsTo(RATE)[0]!.headers['x-locale']).toBe('en_US');
  });

  it('waits out a 429 and answers a refusal as our code', async () => {
    let tries = 0;
    const { ctx } = await fakeFedex([
      {
        method: 'POST',
        path: RATE,
        reply: (req) => {
          if (
            req.json<{ requestedShipment: { serviceType: string } }>().requestedShipment.serviceType ===
            'FEDEX_2_DAY'
          )
            return {
              status: 400,
              body: {
                errors: [
                  { code: 'RECIPIENT.POSTALSTATE.MISMATCH', message: 'Postal code and state do not match' },
                ],
              },
            };
          return ++tries === 1
            ? { status: 429, headers: { 'retry-after': '0' }, body: '' }
            : { body: fixture('rate-response.json') };
        },
      },
    ]);
    expect(await fedexAdapter.rate(ctx, rateInput)).toEqual({ ok: true, baseMinor: 3854n });
    expect(tries).toBe(2);
    expect(await fedexAdapter.rate(ctx, { ...rateInput, serviceCode: 'FEDEX_2_DAY' })).toEqual({
      ok: false,
      code: 'carrier.address_invalid',
    });
  });

  it('buys once per reference (multi-piece, merged PDF), keeps it for recovery, never repeats a timed-out purchase', async () => {
    let slow = false;
    const { ctx, callsTo } = await fakeFedex([
      {
        method: 'POST',
        path: SHIP,
        reply: () =>
          slow ? { delayMs: 1500, body: {} } : { body: fixture('ship-response-international-3-pieces.json') },
      },
    ]);
    const input = labelInput('place:key-1', [parcel(1), parcel(2), parcel(3)]);
    const label = await fedexAdapter.createLabel(ctx, input);
    expect(label).toMatchObject({
      trackingNumbers: ['794791341818', '794791341829', '794791341830'],
      carrierRef: '794791341818',
      costMinor: 444819n,
      label: { format: 'pdf', paper: 'pdf_4x6' },
    });
    expect(await fedexAdapter.createLabel(ctx, input)).toEqual(label);
    expect(await fedexAdapter.findLabel?.(ctx, { reference: 'place:key-1' })).toEqual(label);
    expect(callsTo(SHIP)).toHaveLength(1);
    expect(callsTo(SHIP)[0]!.headers['x-customer-transaction-id']).toBe('place:key-1');
    expect(
      callsTo(SHIP)[0]!.json<{ requestedShipment: { totalPackageCount: number } }>().requestedShipment
        .totalPackageCount,
    ).toBe(3);

    slow = true;
    const impatient = {
      ...carrierTestContext({ baseUrl: server!.url, credentials, settings, responseTimeoutMs: 300 }),
      tokens: ctx.tokens,
      memory: ctx.memory,
    };
    await expect(fedexAdapter.createLabel(impatient, labelInput('place:key-2'))).rejects.toThrow(
      'carrier.timeout',
    );
    expect(callsTo(SHIP)).toHaveLength(2);
    expect(await fedexAdapter.findLabel?.(impatient, { reference: 'place:key-2' })).toBeNull();
  });

  it('cancels a shipment once for all its packages; a refusal is void_refused', async () => {
    const { ctx, callsTo } = await fakeFedex([
      {
        method: 'PUT',
        path: CANCEL,
        reply: (req) =>
          req.json<{ trackingNumber: string }>().trackingNumber === '999'
            ? {
                status: 400,
                body: { errors: [{ code: 'SHIPMENT.CANCEL.NOTALLOWED', message: 'Cannot cancel' }] },
              }
            : { body: fixture('cancel-response.json') },
      },
    ]);
    expect(
      await fedexAdapter.void(ctx, { trackingNumber: '794791341818', carrierRef: '794791341818' }),
    ).toEqual({
      voided: true,
    });
    expect(
      await fedexAdapter.void(ctx, { trackingNumber: '794791341829', carrierRef: '794791341818' }),
    ).toEqual({
      voided: true,
    });
    expect(callsTo(CANCEL)).toHaveLength(1);
    expect(callsTo(CANCEL)[0]!.json()).toEqual({
      accountNumber: { value: '123456789' },
      trackingNumber: '794791341818',
      deletionControl: 'DELETE_ALL_PACKAGES',
    });
    expect(await fedexAdapter.void(ctx, { trackingNumber: '999' })).toEqual({
      voided: false,
      code: 'carrier.void_refused',
    });
  });

  it('tracks with the Track API key pair when the channel has one; unknown numbers are status 0', async () => {
    let drops = 1;
    const { ctx, callsTo } = await fakeFedex(
      [
        {
          method: 'POST',
          path: TRACK,
          reply: (req) => {
            const n = req.json<{ trackingInfo: { trackingNumberInfo: { trackingNumber: string } }[] }>()
              .trackingInfo[0]!.trackingNumberInfo.trackingNumber;
            if (n === 'NOPE')
              return {
                status: 404,
                body: { errors: [{ code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'no' }] },
              };
            return drops-- > 0 ? 'drop' : { body: fixture('track-duplicate.json') };
          },
        },
      ],
      { ...credentials, trackApiKey: 'track-key', trackSecretKey: 'track-secret' },
    );
    const tracked = await fedexAdapter.track(ctx, { trackingNumber: '776094337676' });
    expect(tracked.status).toBe(6);
    expect(callsTo(TRACK)[0]!.json()).toMatchObject({ includeDetailedScans: true });
    expect(callsTo(TOKEN).map((c) => c.form().client_id)).toEqual(['track-key']);
    expect(callsTo(TRACK).at(-1)!.headers.authorization).toBe('Bearer tok-1-track-key');
    expect(await fedexAdapter.track(ctx, { trackingNumber: 'NOPE' })).toEqual({
      trackingNumber: 'NOPE',
      status: 0,
      events: [],
    });
  });

  it('tests the connection with a token request', async () => {
    server = await startFakeCarrier([
      {
        method: 'POST',
        path: TOKEN,
        reply: () => ({
          status: 401,
          body: { errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'Bad key' }] },
        }),
      },
    ]);
    const ctx = carrierTestContext({ baseUrl: server.url, credentials, settings });
    expect(await fedexAdapter.testConnection?.(ctx)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'Bad key',
    });
  });
});
