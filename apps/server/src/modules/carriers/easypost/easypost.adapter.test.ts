import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarrierContext } from '../carrier-adapter.ts';
import { type FakeCarrier, type FakeRoute, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { easypostAdapter } from './easypost.adapter.ts';
import bought from './fixtures/shipment-bought.json' with { type: 'json' };
import created from './fixtures/shipment-created.json' with { type: 'json' };
import refunded from './fixtures/shipment-refund.json' with { type: 'json' };
import trackers from './fixtures/trackers-list.json' with { type: 'json' };
import { parcelOf, testShipment } from './testing.ts';

const KEY = 'EZTK_test_key';
let fake: FakeCarrier | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

const pdfs = new Map<string, Promise<Buffer>>();
/** One PDF page per path, the same bytes on every download (as a stored label file is). */
function onePagePdf(text: string): Promise<Buffer> {
  let pdf = pdfs.get(text);
  if (!pdf) {
    pdf = (async () => {
      const doc = await PDFDocument.create();
      doc.addPage([288, 432]).drawText(text, { x: 20, y: 400, size: 12 });
      return Buffer.from(await doc.save());
    })();
    pdfs.set(text, pdf);
  }
  return pdf;
}

/**
 * An EasyPost on localhost that plays the published samples: shipments are created, bought once (a
 * second buy of one shipment is refused, as EasyPost does), found by id or reference, refunded.
 */
type BuyReply = (markBought: () => Record<string, unknown>) => ReturnType<FakeRoute['reply']>;

function easypostFake(opts: { buy?: BuyReply } = {}) {
  const shipments = new Map<string, Record<string, unknown>>();
  const state = { created: 0, buys: 0, base: '' };
  const boughtOf = (id: string, reference: unknown) => ({
    ...bought,
    id,
    reference,
    postage_label: {
      ...bought.postage_label,
      label_url: `${state.base}/files/${id}.png`,
      label_pdf_url: `${state.base}/files/${id}.pdf`,
      label_zpl_url: `${state.base}/files/${id}.zpl`,
    },
  });
  const find = (key: string) =>
    shipments.get(key) ?? [...shipments.values()].find((s) => s.reference === key);
  const routes: FakeRoute[] = [
    {
      method: 'POST',
      path: '/shipments',
      reply: (req) => {
        const body = req.json<{ shipment: Record<string, unknown> }>().shipment;
        const id = `shp_${++state.created}`;
        const shipment = { ...created, id, reference: body.reference ?? null };
        if (body.reference) shipments.set(id, shipment);
        return { status: 201, body: shipment };
      },
    },
    {
      method: 'POST',
      path: /^\/shipments\/[^/]+\/buy$/,
      reply: async (req) => {
        const id = req.path.split('/')[2]!;
        const shipment = shipments.get(id);
        if (!shipment) return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } };
        state.buys++;
        if (shipment.postage_label)
          return {
            status: 422,
            body: { error: { code: 'SHIPMENT.POSTAGE.EXISTS', message: 'already bought' } },
          };
        const markBought = () => {
          shipments.set(id, boughtOf(id, shipment.reference));
          return shipments.get(id)!;
        };
        if (opts.buy) return opts.buy(markBought);
        markBought();
        return { status: 200, body: shipments.get(id)! };
      },
    },
    {
      method: 'POST',
      path: /^\/shipments\/[^/]+\/refund$/,
      reply: (req) =>
        shipments.has(req.path.split('/')[2]!)
          ? { body: { ...refunded, id: req.path.split('/')[2] } }
          : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } },
    },
    {
      method: 'GET',
      path: /^\/(shipments|orders)\/[^/]+$/,
      reply: (req) => {
        const key = decodeURIComponent(req.path.split('/')[2]!);
        const shipment = req.path.startsWith('/shipments') ? find(key) : undefined;
        return shipment
          ? { body: shipment }
          : {
              status: 404,
              body: { error: { code: 'NOT_FOUND', message: 'The requested resource could not be found.' } },
            };
      },
    },
    {
      method: 'GET',
      path: /^\/files\/.+\.pdf$/,
      reply: async (req) => ({
        headers: { 'content-type': 'application/pdf' },
        body: await onePagePdf(req.path),
      }),
    },
    {
      method: 'GET',
      path: /^\/files\/.+\.zpl$/,
      reply: (req) => ({ body: `^XA^FO50,50^FD${req.path}^FS^XZ\n` }),
    },
    {
      method: 'GET',
      path: '/trackers',
      reply: (req) => ({
        body: {
          ...trackers,
          trackers: trackers.trackers.map((t) => ({
            ...t,
            tracking_code: req.query.get('tracking_code'),
            shipment_id: 'shp_1',
          })),
        },
      }),
    },
    { method: 'GET', path: '/addresses', reply: () => ({ body: { addresses: [], has_more: false } }) },
  ];
  return { routes, shipments, state };
}

async function start(
  opts: Parameters<typeof easypostFake>[0] = {},
  ctxOver: { responseTimeoutMs?: number } = {},
) {
  const server = easypostFake(opts);
  fake = await startFakeCarrier(server.routes);
  server.state.base = fake.url;
  const ctx = carrierTestContext({
    baseUrl: fake.url,
    credentials: { apiKey: KEY },
    carrierCode: 'easypost',
    ...ctxOver,
  });
  return { ...server, fake, ctx };
}

const labelInput = (
  reference: string,
  over: Partial<Parameters<typeof easypostAdapter.createLabel>[1]> = {},
) => ({
  serviceCode: 'UPS:NextDayAir',
  zone: 5,
  fromZip: '10451',
  toZip: '90277',
  parcels: [parcelOf(10)],
  reference,
  shipment: testShipment(),
  labelFormat: 'pdf_4x6' as const,
  ...over,
});

describe('EasyPost adapter over HTTP (fake EasyPost)', () => {
  it('rates with Basic auth and ounces, waits out a 429 with Retry-After, and refuses unknown services', async () => {
    const { ctx, fake: first } = await start();
    let limited = false;
    const routes = easypostFake().routes;
    await first.close();
    const server = await startFakeCarrier([
      {
        method: 'POST',
        path: '/shipments',
        reply: (req) => {
          if (!limited) {
            limited = true;
            return {
              status: 429,
              headers: { 'retry-after': '1' },
              body: { error: { code: 'RATE_LIMITED', message: 'slow down' } },
            };
          }
          return routes[0]!.reply(req);
        },
      },
    ]);
    fake = server;
    const rctx = { ...ctx, settings: { baseUrl: server.url } };
    const outcome = await easypostAdapter.rate(rctx, {
      serviceCode: 'UPS:NextDayAir',
      zone: 5,
      direction: 'domestic',
      parcels: [parcelOf(10)],
      shipment: testShipment(),
    });
    expect(outcome).toEqual({ ok: true, baseMinor: 3044n });
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY}:`).toString('base64')}`);
    expect(server.calls[1]!.json<{ shipment: { parcel: { weight: number } } }>().shipment.parcel.weight).toBe(
      160,
    );
    expect(
      await easypostAdapter.rate(rctx, {
        serviceCode: 'UPS:Nope',
        zone: 5,
        direction: 'domestic',
        parcels: [parcelOf(1)],
        shipment: testShipment(),
      }),
    ).toEqual({ ok: false, code: 'carrier.service_unavailable' });
    expect(
      await easypostAdapter.rate(rctx, {
        serviceCode: 'no-such-service',
        zone: 5,
        direction: 'domestic',
        parcels: [parcelOf(1)],
      }),
    ).toMatchObject({ ok: false });
  });

  it('buys one label per reference: a repeat, a concurrent twin and findLabel get the same label', async () => {
    const { ctx, state, fake: server } = await start();
    const first = await easypostAdapter.createLabel(ctx, labelInput('place:key-1'));
    expect(first).toMatchObject({
      trackingNumbers: ['1ZE6A4850190733810'],
      costMinor: 3044n,
      carrierRef: 'shp_1',
    });
    expect(first.label).toMatchObject({ format: 'pdf', paper: 'pdf_4x6' });
    const pdf = await PDFDocument.load(Buffer.from((first.label as { base64: string }).base64, 'base64'));
    expect(pdf.getPageCount()).toBe(1);
    expect(await easypostAdapter.createLabel(ctx, labelInput('place:key-1'))).toEqual(first);
    expect(await easypostAdapter.findLabel!(ctx, { reference: 'place:key-1' })).toEqual(first);
    expect(await easypostAdapter.findLabel!(ctx, { reference: 'place:never' })).toBeNull();
    expect(state.buys).toBe(1);
    // The label file is fetched without the API key.
    expect(server.calls.find((c) => c.path.startsWith('/files/'))!.headers.authorization).toBeUndefined();
    const [x, y] = await Promise.all([
      easypostAdapter.createLabel(ctx, labelInput('place:key-2')),
      easypostAdapter.createLabel(ctx, labelInput('place:key-2')),
    ]);
    expect(x).toEqual(y);
    expect(x.carrierRef).not.toBe(first.carrierRef);
  });

  it('a buy whose answer never comes is not repeated: EasyPost is asked what the shipment holds', async () => {
    const { ctx, state } = await start(
      {
        // EasyPost buys, but its answer comes after our response timeout.
        buy: (markBought) => {
          markBought();
          return { delayMs: 2_000, body: {} };
        },
      },
      { responseTimeoutMs: 800 },
    );
    const label = await easypostAdapter.createLabel(ctx, labelInput('place:slow'));
    expect(label.trackingNumbers).toEqual(['1ZE6A4850190733810']);
    expect(state.buys).toBe(1);
    expect(
      await easypostAdapter.findLabel!({ ...ctx, memory: undefined }, { reference: 'place:slow' }),
    ).toMatchObject({ carrierRef: label.carrierRef });
  });

  it('a dropped connection on buy fails the placement; the retry reuses the shipment and buys once', async () => {
    let drop = true;
    const { ctx, state } = await start({
      buy: (markBought) => {
        if (drop) return 'drop';
        return { status: 200, body: markBought() };
      },
    });
    await expect(easypostAdapter.createLabel(ctx, labelInput('place:drop'))).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(state.buys).toBe(1);
    expect(await easypostAdapter.findLabel!(ctx, { reference: 'place:drop' })).toBeNull();
    drop = false;
    const label = await easypostAdapter.createLabel(ctx, labelInput('place:drop'));
    expect(label.carrierRef).toBe('shp_1');
    expect(state.created).toBe(1);
    expect(state.buys).toBe(2);
  });

  it('a refused buy (no funds) is our stable code with the carrier text, and nothing is remembered as bought', async () => {
    const server = easypostFake();
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: /^\/shipments\/[^/]+\/buy$/,
        reply: () => ({
          status: 402,
          body: { error: { code: 'PAYMENT.INSUFFICIENT_FUNDS', message: 'Insufficient funds' } },
        }),
      },
      ...server.routes,
    ]);
    server.state.base = fake.url;
    const ctx = carrierTestContext({ baseUrl: fake.url, credentials: { apiKey: KEY } });
    await expect(easypostAdapter.createLabel(ctx, labelInput('place:poor'))).rejects.toMatchObject({
      code: 'carrier.account_suspended',
      carrierMessage: 'Insufficient funds',
    });
    expect(await easypostAdapter.findLabel!(ctx, { reference: 'place:poor' })).toBeNull();
  });

  it('buys several parcels as one order and merges their PDF labels', async () => {
    const shipments = new Map<string, unknown>();
    let base = '';
    const part = (n: number) => ({
      ...bought,
      id: `shp_${n}`,
      tracking_code: `1ZPART${n}`,
      postage_label: { ...bought.postage_label, label_pdf_url: `${base}/files/p${n}.pdf` },
    });
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: '/orders',
        reply: (req) => {
          const order = req.json<{ order: { reference: string; shipments: unknown[] } }>().order;
          expect(order.shipments).toHaveLength(2);
          const made = {
            id: 'order_1',
            reference: order.reference,
            rates: created.rates,
            shipments: [
              { ...created, id: 'shp_1' },
              { ...created, id: 'shp_2' },
            ],
          };
          shipments.set('order_1', made);
          return { status: 201, body: made };
        },
      },
      {
        method: 'POST',
        path: '/orders/order_1/buy',
        reply: (req) => {
          expect(req.json()).toEqual({ carrier: 'UPS', service: 'NextDayAir' });
          const order = { id: 'order_1', reference: 'place:two', shipments: [part(1), part(2)] };
          shipments.set('order_1', order);
          return { body: order };
        },
      },
      {
        method: 'GET',
        path: /^\/(orders|shipments)\//,
        reply: () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } }),
      },
      { method: 'GET', path: /^\/files\//, reply: async (req) => ({ body: await onePagePdf(req.path) }) },
    ]);
    base = fake.url;
    const ctx = carrierTestContext({ baseUrl: fake.url, credentials: { apiKey: KEY } });
    const label = await easypostAdapter.createLabel(
      ctx,
      labelInput('place:two', {
        parcels: [parcelOf(2), parcelOf(3)],
        shipment: testShipment({ parcels: [parcelOf(2), parcelOf(3)] }),
        labelFormat: 'png',
      }),
    );
    expect(label).toMatchObject({
      trackingNumbers: ['1ZPART1', '1ZPART2'],
      carrierRef: 'order_1',
      costMinor: 6088n,
    });
    const pdf = await PDFDocument.load(Buffer.from((label.label as { base64: string }).base64, 'base64'));
    expect(pdf.getPageCount()).toBe(2);
  });

  it('voids through the shipment refund, also found from the tracking number, and tracks', async () => {
    const { ctx } = await start();
    const label = await easypostAdapter.createLabel(ctx, labelInput('place:void', { labelFormat: 'zpl' }));
    expect(label.label).toMatchObject({ format: 'zpl' });
    expect(Buffer.from((label.label as { base64: string }).base64, 'base64').toString()).toMatch(/^\^XA/);
    expect(
      await easypostAdapter.void(ctx, {
        trackingNumber: label.trackingNumbers[0]!,
        carrierRef: label.carrierRef,
      }),
    ).toEqual({ voided: true });
    expect(await easypostAdapter.void(ctx, { trackingNumber: label.trackingNumbers[0]! })).toEqual({
      voided: true,
    });
    expect(await easypostAdapter.void(ctx, { trackingNumber: 'X', carrierRef: 'shp_unknown' })).toEqual({
      voided: false,
      code: 'carrier.void_refused',
    });
    const tracked = await easypostAdapter.track(ctx, { trackingNumber: 'EZ1000000001' });
    expect(tracked).toMatchObject({ trackingNumber: 'EZ1000000001', status: 1 });
    expect(tracked.events).toHaveLength(2);
  });

  it("tests the connection: success, and a 401 is carrier.auth_failed with EasyPost's message", async () => {
    const { ctx } = await start();
    expect(await easypostAdapter.testConnection!(ctx)).toEqual({ ok: true });
    await fake!.close();
    fake = await startFakeCarrier([
      {
        method: 'GET',
        path: '/addresses',
        reply: () => ({
          status: 401,
          body: {
            error: { code: 'APIKEY.INACTIVE', message: 'This api key is no longer active.', errors: [] },
          },
        }),
      },
    ]);
    const bad: CarrierContext = { ...ctx, settings: { baseUrl: fake.url } };
    expect(await easypostAdapter.testConnection!(bad)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'This api key is no longer active.',
    });
    expect(
      await easypostAdapter.testConnection!({ ...bad, credentials: { apiKey: 'EZAK_live' } }),
    ).toMatchObject({ ok: false, code: 'carrier.auth_failed' });
  });
});
