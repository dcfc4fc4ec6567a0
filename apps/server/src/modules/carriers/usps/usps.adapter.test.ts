import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomsLine, LabelInput } from '../carrier-adapter.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { startFakeUsps } from './testing/fake-usps.ts';
import { parcel, shipment, TO_BR } from './testing/usps-samples.ts';
import { uspsAdapter } from './usps.adapter.ts';
import { idempotencyKeyOf } from './usps.mappers.ts';

type Fake = Awaited<ReturnType<typeof startFakeUsps>>;
let usps: Fake | null = null;
/** The running fake (overrides reach it at request time). */
const made = (): Fake => usps!;
afterEach(async () => {
  await usps?.fake.close();
  usps = null;
});

async function setup(override: Parameters<typeof startFakeUsps>[0] = {}, responseTimeoutMs?: number) {
  usps = await startFakeUsps(override);
  const ctx = carrierTestContext({
    baseUrl: usps.fake.url,
    carrierCode: 'usps',
    credentials: { clientId: 'client_id', clientSecret: 'client_secret' },
    settings: { crid: '12345678', mid: '123456', accountType: 'EPS', accountNumber: '1000115566' },
    responseTimeoutMs,
  });
  return { usps, ctx };
}

const rateInput = (serviceCode = 'ground_advantage', parcels = [parcel(8)], to = shipment().to) => ({
  serviceCode,
  zone: 5,
  direction: 'domestic' as const,
  parcels,
  shipment: shipment({ parcels, to }),
});

const labelInput = (over: Partial<LabelInput> = {}): LabelInput => {
  const parcels = over.parcels ?? [parcel(4.1)];
  return {
    serviceCode: 'ground_advantage',
    zone: 5,
    fromZip: '29440',
    toZip: '73108',
    parcels,
    reference: 'place:key-1',
    shipment: shipment({ parcels }),
    labelFormat: 'pdf_4x6',
    ...over,
  };
};

describe('USPS adapter over HTTP (fake USPS)', () => {
  it('fetches the OAuth token once and reuses it; rates each parcel and sums exactly', async () => {
    const { usps, ctx } = await setup();
    const one = await uspsAdapter.rate(ctx, rateInput());
    const two = await uspsAdapter.rate(ctx, rateInput('ground_advantage', [parcel(8), parcel(3)]));
    // Three identical boxes: one call, three times the price.
    const three = await uspsAdapter.rate(
      ctx,
      rateInput('ground_advantage', [parcel(2), parcel(2), parcel(2)]),
    );
    expect(three).toEqual({ ok: true, baseMinor: 3n * 917n });
    expect(one).toEqual({ ok: true, baseMinor: 917n });
    expect(two).toEqual({ ok: true, baseMinor: 1834n });
    expect(usps.tokensIssued()).toBe(1);
    const [token] = usps.callsTo('/oauth2/v3/token');
    expect(token!.form()).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'client_id',
      client_secret: 'client_secret',
    });
    const rates = usps.callsTo('total-rates');
    expect(rates).toHaveLength(4);
    expect(rates.every((c) => c.headers.authorization === 'Bearer access-1')).toBe(true);
    expect(rates[0]!.json()).toMatchObject({
      mailClasses: ['USPS_GROUND_ADVANTAGE'],
      originZIPCode: '29440',
    });
  });

  it('drops a token USPS answers 401 to, fetches a new one once, and gives up after a second 401', async () => {
    let rejections = 1;
    const { usps, ctx } = await setup({
      rates: (req) =>
        req.headers.authorization === 'Bearer access-1' || rejections-- > 1
          ? { status: 401, body: { error: 'invalid_token' } }
          : undefined,
    });
    expect(await uspsAdapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 917n });
    expect(usps.tokensIssued()).toBe(2);
    expect(usps.callsTo('total-rates').map((c) => c.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);

    rejections = 5;
    await expect(uspsAdapter.rate(ctx, rateInput())).rejects.toMatchObject({ code: 'carrier.auth_failed' });
    expect(usps.tokensIssued()).toBe(3);
  });

  it('fetches a new access token once when the payments API refuses the cached one', async () => {
    const { usps, ctx } = await setup({
      payment: (req) =>
        req.headers.authorization === 'Bearer access-1'
          ? { status: 401, body: { error: 'invalid_token' } }
          : undefined,
    });
    await uspsAdapter.rate(ctx, rateInput());
    const label = await uspsAdapter.createLabel(ctx, labelInput());
    expect(label.trackingNumbers).toHaveLength(1);
    expect(usps.tokensIssued()).toBe(2);
    expect(usps.callsTo('/labels/v3/label')[0]!.headers.authorization).toBe('Bearer access-2');
  });

  it('waits out a 429 with Retry-After and then answers; a lasting 429 is rate_limited', async () => {
    let limited = 1;
    const { usps, ctx } = await setup({
      rates: () =>
        limited-- > 0
          ? {
              status: 429,
              headers: { 'retry-after': '1' },
              body: { error: { code: '429', message: 'Too Many Requests' } },
            }
          : undefined,
    });
    expect(await uspsAdapter.rate(ctx, rateInput())).toEqual({ ok: true, baseMinor: 917n });
    expect(usps.callsTo('total-rates')).toHaveLength(2);
    limited = 10;
    await expect(uspsAdapter.rate(ctx, rateInput())).rejects.toMatchObject({ code: 'carrier.rate_limited' });
  });

  it('refuses without calling USPS what it cannot carry; maps a USPS refusal', async () => {
    const { usps, ctx } = await setup({
      rates: () => ({
        status: 400,
        body: {
          apiVersion: '/prices/v3',
          error: {
            code: '400',
            message: 'Bad Request',
            errors: [{ detail: 'Weight exceeds the maximum allowed' }],
          },
        },
      }),
    });
    expect(await uspsAdapter.rate(ctx, rateInput('no-such-service'))).toMatchObject({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(await uspsAdapter.rate(ctx, rateInput('ground_advantage', [parcel(2)], TO_BR))).toMatchObject({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(await uspsAdapter.rate(ctx, rateInput('intl_first_class', [parcel(5)], TO_BR))).toMatchObject({
      ok: false,
      code: 'carrier.weight_over_limit',
    });
    const fromAbroad = { ...rateInput(), shipment: shipment({ from: { ...TO_BR } }) };
    expect(await uspsAdapter.rate(ctx, fromAbroad)).toMatchObject({
      ok: false,
      code: 'carrier.service_unavailable',
    });
    expect(usps.fake.calls).toHaveLength(0);
    expect(await uspsAdapter.rate(ctx, rateInput())).toEqual({
      ok: false,
      code: 'carrier.weight_over_limit',
    });
  });

  it('buys a label with the payment token and the idempotency key; a timed-out try is repeated with the same key and gets the same label', async () => {
    let slow = 1;
    const { usps, ctx } = await setup(
      {
        label: (req) =>
          slow-- > 0 ? { ...made().answerLabel(req.headers['x-idempotency-key']!), delayMs: 400 } : undefined,
      },
      150,
    );
    // USPS made the label on the first try but its answer came after our timeout: the retry gets that label.
    const label = await uspsAdapter.createLabel(ctx, labelInput());
    const calls = usps.callsTo('/labels/v3/label');
    expect(calls).toHaveLength(2);
    expect(new Set(calls.map((c) => c.headers['x-idempotency-key']))).toEqual(
      new Set([idempotencyKeyOf('place:key-1', 0)]),
    );
    expect(calls[0]!.text).toBe(calls[1]!.text);
    expect(calls[1]!.headers['x-payment-authorization-token']).toBe('payment-token');
    expect(usps.callsTo('payment-authorization')[0]!.json()).toMatchObject({
      roles: [
        {
          roleName: 'PAYER',
          CRID: '12345678',
          MID: '123456',
          manifestMID: '123456',
          accountType: 'EPS',
          accountNumber: '1000115566',
        },
        { roleName: 'LABEL_OWNER', CRID: '12345678', MID: '123456' },
      ],
    });
    expect(label).toMatchObject({ trackingNumbers: ['9234690361980900000001'], costMinor: 1876n });
    expect(usps.made.size).toBe(1);
    expect(label.label).toMatchObject({ format: 'pdf', paper: 'pdf_4x6' });
    // A repeat of the placement is answered from memory, without calling USPS.
    expect(await uspsAdapter.createLabel(ctx, labelInput())).toEqual(label);
    expect(usps.callsTo('/labels/v3/label')).toHaveLength(2);
  });

  it('buys one label per parcel, numbers in parcel order, one merged PDF, costs summed', async () => {
    const { usps, ctx } = await setup();
    const label = await uspsAdapter.createLabel(
      ctx,
      labelInput({ parcels: [parcel(2), parcel(3), parcel(4)], labelFormat: 'png' }),
    );
    expect(label.trackingNumbers).toEqual([
      '9234690361980900000001',
      '9234690361980900000002',
      '9234690361980900000003',
    ]);
    expect(label.costMinor).toBe(3n * 1876n);
    const keys = usps.callsTo('/labels/v3/label').map((c) => c.headers['x-idempotency-key']);
    expect(keys).toEqual([0, 1, 2].map((i) => idempotencyKeyOf('place:key-1', i)));
    // Several PNGs cannot share a file: USPS is asked for PDF.
    expect(usps.callsTo('/labels/v3/label')[0]!.json()).toMatchObject({ imageInfo: { imageType: 'PDF' } });
    if (label.label.format === 'json') throw new Error('json');
    expect((await PDFDocument.load(Buffer.from(label.label.base64, 'base64'))).getPageCount()).toBe(3);
  });

  it('voids the parcels already bought when USPS refuses a later one', async () => {
    let count = 0;
    const { usps, ctx } = await setup({
      label: () =>
        ++count === 2
          ? {
              status: 400,
              body: {
                error: { code: '400', message: 'Bad Request', errors: [{ detail: 'Address Not Found' }] },
              },
            }
          : undefined,
    });
    await expect(
      uspsAdapter.createLabel(ctx, labelInput({ parcels: [parcel(2), parcel(3)] })),
    ).rejects.toMatchObject({
      code: 'carrier.address_invalid',
      carrierMessage: expect.stringContaining('Address Not Found'),
    });
    expect([...usps.canceled]).toEqual(['9234690361980900000001']);
  });

  it('recovers a label bought before a crash by replaying the stored request with its keys, and finds none never asked for', async () => {
    let down = true;
    // USPS makes the label, then every answer is lost (as if our process died before recording it).
    const { usps, ctx } = await setup({
      label: (req) => {
        if (!down) return undefined;
        made().answerLabel(req.headers['x-idempotency-key']!);
        return 'drop';
      },
    });
    await expect(uspsAdapter.createLabel(ctx, labelInput())).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(usps.made.size).toBe(1);
    down = false;
    const found = await uspsAdapter.findLabel!(ctx, { reference: 'place:key-1' });
    expect(found?.trackingNumbers).toEqual(['9234690361980900000001']);
    expect(usps.made.size).toBe(1);
    const again = await uspsAdapter.findLabel!(ctx, { reference: 'place:key-1' });
    expect(again).toEqual(found);
    const before = usps.fake.calls.length;
    expect(await uspsAdapter.findLabel!(ctx, { reference: 'place:never' })).toBeNull();
    expect(usps.fake.calls.length).toBe(before);
  });

  it('never replays old bodies when a reference comes back with another shipment', async () => {
    let refuse = true;
    const { usps, ctx } = await setup({
      label: () =>
        refuse
          ? {
              status: 400,
              body: {
                error: { code: '400', message: 'Bad Request', errors: [{ detail: 'Address Not Found' }] },
              },
            }
          : undefined,
    });
    await expect(uspsAdapter.createLabel(ctx, labelInput())).rejects.toMatchObject({
      code: 'carrier.address_invalid',
    });
    refuse = false;
    const fixed = labelInput({ shipment: shipment({ to: { ...shipment().to, street1: '1 Fixed Street' } }) });
    await uspsAdapter.createLabel(ctx, fixed);
    const [first, second] = usps.callsTo('/labels/v3/label');
    expect(second!.json()).toMatchObject({ toAddress: { streetAddress: '1 Fixed Street' } });
    expect(second!.headers['x-idempotency-key']).not.toBe(first!.headers['x-idempotency-key']);
  });

  it('keeps the same keys when memory hands the stored plan back with its keys reordered (jsonb)', async () => {
    const { usps, ctx } = await setup();
    const reorder = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reorder)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .reverse()
                .map(([k, x]) => [k, reorder(x)]),
            )
          : v;
    const memory = ctx.memory!;
    const stored = new Map<string, Record<string, unknown>>();
    ctx.memory = {
      get: memory.get,
      async putIfAbsent(key, value) {
        if (!stored.has(key)) stored.set(key, reorder(value) as Record<string, unknown>);
        return stored.get(key)!;
      },
    };
    await uspsAdapter.createLabel(ctx, labelInput());
    expect(usps.callsTo('/labels/v3/label')[0]!.headers['x-idempotency-key']).toBe(
      idempotencyKeyOf('place:key-1', 0),
    );
  });

  it('buys international labels with the customs form, PDF when PNG is asked', async () => {
    const { usps, ctx } = await setup();
    const customs: CustomsLine[] = [
      {
        description: 'T-shirt',
        quantity: 2,
        valueMinor: 2500n,
        currency: 'USD',
        weightLb: 1,
        hsCode: '6109.10',
        originCountry: 'CN',
      },
    ];
    const parcels = [parcel(1.2)];
    const label = await uspsAdapter.createLabel(
      ctx,
      labelInput({
        serviceCode: 'intl_priority',
        parcels,
        labelFormat: 'png',
        shipment: shipment({ to: TO_BR, customs, parcels }),
      }),
    );
    expect(label.trackingNumbers).toHaveLength(1);
    const [call] = usps.callsTo('/international-labels/v3/international-label');
    expect(call!.json()).toMatchObject({
      imageInfo: { imageType: 'PDF' },
      customsForm: {
        customsContentType: 'MERCHANDISE',
        contents: [
          {
            itemDescription: 'T-shirt',
            itemQuantity: 2,
            itemTotalValue: 25,
            HSTariffNumber: '6109.10',
            countryofOrigin: 'CN',
          },
        ],
      },
    });
  });

  it('creates return labels with the return service', async () => {
    const { usps, ctx } = await setup();
    await uspsAdapter.createReturnLabel!(ctx, labelInput({ reference: 'return:1' }));
    expect(usps.callsTo('/labels/v3/return-label')[0]!.json()).toMatchObject({
      packageDescription: { mailClass: 'USPS_GROUND_ADVANTAGE_RETURN_SERVICE' },
    });
  });

  it('voids a label it made and says label_not_found for a number USPS does not know', async () => {
    const { usps, ctx } = await setup();
    const label = await uspsAdapter.createLabel(ctx, labelInput());
    expect(await uspsAdapter.void(ctx, { trackingNumber: label.trackingNumbers[0]! })).toEqual({
      voided: true,
    });
    expect(await uspsAdapter.void(ctx, { trackingNumber: '9400000000000000000000' })).toEqual({
      voided: false,
      code: 'carrier.label_not_found',
    });
    // Both cancel APIs were asked for the unknown number.
    expect(usps.callsTo('/international-label/9400000000000000000000')).toHaveLength(1);
  });

  it('tracks a delivered parcel and answers not found for an unknown number', async () => {
    const { ctx } = await setup();
    const delivered = await uspsAdapter.track(ctx, { trackingNumber: '9400109104250532908587' });
    expect(delivered.status).toBe(6);
    expect(delivered.events).toHaveLength(12);
    expect(await uspsAdapter.track(ctx, { trackingNumber: '9400000000000000000001' })).toEqual({
      trackingNumber: '9400000000000000000001',
      status: 0,
      events: [],
    });
  });

  it('tests the connection with one fresh token request; shows USPS text on refusal', async () => {
    const { usps, ctx } = await setup();
    await uspsAdapter.rate(ctx, rateInput());
    expect(await uspsAdapter.testConnection!(ctx)).toEqual({ ok: true });
    // A fresh token even though one is cached, and nothing else.
    expect(usps.tokensIssued()).toBe(2);
    expect(usps.fake.calls).toHaveLength(3);
    await usps.fake.close();
    const refused = await setup({
      token: () => ({
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client authentication failed.' },
      }),
    });
    expect(await uspsAdapter.testConnection!(refused.ctx)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'Client authentication failed.',
    });
  });
});
