import { afterEach, describe, expect, it } from 'vitest';
import { fourpxAdapter } from './fourpx.adapter.ts';
import { closeFake4px, fake4px, labelAnswer, labelInput, orderGetFor, PDF } from './fourpx.fake.ts';
import { fixture, parcel, shipmentOf } from './fourpx.testing.ts';

afterEach(closeFake4px);

describe('4PX adapter over HTTP (fake 4PX)', () => {
  it("rates with a signed rate trial and converts 4PX's CNY to the channel's dollars", async () => {
    const { ctx, calls } = await fake4px({
      'ds.xms.estimated_cost.get': (req) => ({
        body: JSON.parse(
          JSON.stringify(fixture('estimated-cost-response.json')).replace(
            '"A1"',
            `"${req.json<{ logistics_product_code: string[] }>().logistics_product_code[0]}"`,
          ),
        ),
      }),
    });
    const rate = await fourpxAdapter.rate(ctx, {
      serviceCode: 'PX',
      zone: 8,
      direction: 'international' as never,
      parcels: [parcel(0.5)],
      shipment: shipmentOf(),
    });
    expect(rate).toEqual({ ok: true, baseMinor: 5903n }); // 413.24 CNY / 7
    const [call] = calls('ds.xms.estimated_cost.get');
    expect(call!.query.get('v')).toBe('1.0.0');
    expect(call!.query.get('format')).toBe('json');
    expect(call!.json()).toMatchObject({ country_code: 'US', weight: '227', logistics_product_code: ['PX'] });
    expect(
      await fourpxAdapter.rate(ctx, {
        serviceCode: 'ZZ',
        zone: 8,
        direction: 'international' as never,
        parcels: [parcel(1)],
      }),
    ).toEqual({
      ok: false,
      code: 'carrier.service_unavailable',
    });
  });

  it('waits out a 429 with Retry-After and then answers', async () => {
    let first = true;
    const { ctx, calls } = await fake4px({
      'ds.xms.estimated_cost.get': () => {
        if (first) {
          first = false;
          return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'slow down' } };
        }
        return {
          body: JSON.parse(JSON.stringify(fixture('estimated-cost-response.json')).replace('"A1"', '"PX"')),
        };
      },
    });
    const rate = await fourpxAdapter.rate(ctx, {
      serviceCode: 'PX',
      zone: 8,
      direction: 'international' as never,
      parcels: [parcel(0.5)],
      shipment: shipmentOf(),
    });
    expect(rate).toEqual({ ok: true, baseMinor: 5903n });
    expect(calls('ds.xms.estimated_cost.get')).toHaveLength(2);
  });

  it('buys one order per reference: the label PDF, the carrier number to track, 4PX number as carrierRef', async () => {
    const { ctx, calls, url } = await fake4px({
      'ds.xms.order.create': () => ({ body: fixture('order-create-response.json') }),
      'ds.xms.label.get': () => labelAnswer(url),
      'ds.xms.estimated_cost.get': () => ({ body: fixture('estimated-cost-response.json') }),
    });
    const label = await fourpxAdapter.createLabel(ctx, labelInput('place:one'));
    expect(label).toMatchObject({
      trackingNumbers: ['900900010237'],
      carrierRef: '800900010807',
      costMinor: 5903n,
    });
    expect(label.label).toEqual({ format: 'pdf', base64: PDF.toString('base64'), paper: 'pdf_4x6' });
    const [create] = calls('ds.xms.order.create');
    expect(create!.query.get('v')).toBe('1.1.0');
    expect(create!.json()).toMatchObject({
      ref_no: 'place:one',
      logistics_service_info: { logistics_product_code: 'PX' },
    });
    expect(calls('ds.xms.label.get')[0]!.json()).toMatchObject({ request_no: '800900010807' });
    // A repeat of the reference, and the recovery job, get the same label without a second order.
    expect(await fourpxAdapter.createLabel(ctx, labelInput('place:one'))).toEqual(label);
    expect(await fourpxAdapter.findLabel!(ctx, { reference: 'place:one' })).toEqual(label);
    expect(calls('ds.xms.order.create')).toHaveLength(1);
  });

  it("numbers each parcel of a multi-parcel order by 4PX's child barcodes", async () => {
    const parcels = [parcel(2), parcel(3)];
    const { ctx, calls, url } = await fake4px({
      'ds.xms.order.create': () => ({ body: fixture('order-create-response.json') }),
      'ds.xms.label.get': () => labelAnswer(url, 'label-get-multi-response.json'),
      'ds.xms.estimated_cost.get': () => ({
        body: { result: '0', errors: [{ error_code: 'X', error_msg: 'only in production' }] },
      }),
    });
    const label = await fourpxAdapter.createLabel(
      ctx,
      labelInput('place:multi', {
        serviceCode: 'A1',
        parcels,
        shipment: shipmentOf({ parcels, declaredMinor: [1000n, 1700n] }),
      }),
    );
    expect(label.trackingNumbers).toEqual(['JD014600004556781001', 'JD014600004556781002']);
    expect(label.costMinor).toBe(0n); // 4PX did not price it (its sandbox does not): the customer pays our rate
    expect(calls('ds.xms.order.create')[0]!.json<{ parcel_qty: string }>().parcel_qty).toBe('2');
  });

  it('never creates a second order after a timeout: the repeat finds the order by ref_no', async () => {
    let created = 0;
    const { ctx, calls, url } = await fake4px(
      {
        'ds.xms.order.create': () => {
          created++;
          return { body: fixture('order-create-response.json'), delayMs: 600 };
        },
        'ds.xms.order.get': (req) => orderGetFor(req.json<{ request_no: string }>().request_no),
        'ds.xms.label.get': () => labelAnswer(url),
        'ds.xms.estimated_cost.get': () => ({ body: fixture('estimated-cost-response.json') }),
      },
      200,
    );
    await expect(fourpxAdapter.createLabel(ctx, labelInput('place:slow'))).rejects.toThrow('carrier.timeout');
    expect(created).toBe(1); // a purchase is not retried by the HTTP layer
    const label = await fourpxAdapter.createLabel(ctx, labelInput('place:slow'));
    expect(created).toBe(1);
    expect(calls('ds.xms.order.get')[0]!.json()).toEqual({ request_no: 'place:slow' });
    expect(label).toMatchObject({
      carrierRef: '305646756838',
      trackingNumbers: ['420766679365559903506222909294'],
    });
  });

  it('two concurrent purchases of one reference make one order (4PX refuses the duplicate ref_no)', async () => {
    const store = new Set<string>();
    let accepted = 0;
    const { ctx, calls, url } = await fake4px({
      'ds.xms.order.create': (req) => {
        const ref = req.json<{ ref_no: string }>().ref_no;
        if (store.has(ref)) return { body: fixture('order-create-error.json') };
        store.add(ref);
        accepted++;
        return { body: fixture('order-create-response.json'), delayMs: 50 };
      },
      'ds.xms.order.get': (req) => {
        const ref = req.json<{ request_no: string }>().request_no;
        // The order 4PX holds under this ref_no is the one its create answer numbered.
        const same = JSON.stringify(orderGetFor(ref).body)
          .replace('"305646756838"', '"800900010807"')
          .replace('"DS303367756838"', '"DS800900010807"')
          .replace('"420766679365559903506222909294"', '"900900010237"');
        return store.has(ref) ? { body: JSON.parse(same) } : { body: { result: '1', data: [] } };
      },
      'ds.xms.label.get': () => labelAnswer(url),
      'ds.xms.order.cancel': () => ({ body: fixture('order-cancel-response.json') }),
      'ds.xms.estimated_cost.get': () => ({ body: fixture('estimated-cost-response.json') }),
    });
    const [a, b] = await Promise.all([
      fourpxAdapter.createLabel(ctx, labelInput('place:twice')),
      fourpxAdapter.createLabel(ctx, labelInput('place:twice')),
    ]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ carrierRef: '800900010807', trackingNumbers: ['900900010237'] });
    expect(accepted).toBe(1);
    expect(calls('ds.xms.order.cancel')).toHaveLength(0);
  });

  it('after a dropped connection, recovery finds the order by reference (or none when 4PX has none)', async () => {
    const { ctx, calls, url } = await fake4px({
      'ds.xms.order.create': () => 'drop',
      'ds.xms.order.get': (req) => {
        const ref = req.json<{ request_no: string }>().request_no;
        return ref === 'place:dropped' ? orderGetFor(ref) : { body: fixture('order-cancel-error.json') };
      },
      'ds.xms.label.get': () => labelAnswer(url),
      'ds.xms.estimated_cost.get': () => ({ body: fixture('estimated-cost-response.json') }),
    });
    await expect(fourpxAdapter.createLabel(ctx, labelInput('place:dropped'))).rejects.toThrow(
      'carrier.unreachable',
    );
    expect(calls('ds.xms.order.create')).toHaveLength(1);
    const found = await fourpxAdapter.findLabel!(ctx, { reference: 'place:dropped' });
    expect(found).toMatchObject({ carrierRef: '305646756838' });
    expect(await fourpxAdapter.findLabel!(ctx, { reference: 'place:never' })).toBeNull();
  });

  it("a refused order fails with our code and 4PX's words, after checking no order exists", async () => {
    const { ctx, calls } = await fake4px({
      'ds.xms.order.create': () => ({
        body: {
          result: '0',
          msg: 'System processing failed',
          errors: [{ error_code: 'DS000004', error_msg: 'Recipient post code is invalid' }],
        },
      }),
      'ds.xms.order.get': () => ({ body: { result: '1', data: [] } }),
    });
    const failure = fourpxAdapter.createLabel(ctx, labelInput('place:bad-zip'));
    await expect(failure).rejects.toMatchObject({
      code: 'carrier.address_invalid',
      carrierMessage: 'Recipient post code is invalid',
    });
    expect(calls('ds.xms.order.get')).toHaveLength(1);
    await expect(
      fourpxAdapter.createLabel(ctx, labelInput('place:nothing', { shipment: shipmentOf({ customs: [] }) })),
    ).rejects.toThrow('carrier.customs_required');
  });

  it('voids by cancelling the order once; a refusal is void_refused', async () => {
    const { ctx, calls } = await fake4px({
      'ds.xms.order.cancel': (req) =>
        req.json<{ request_no: string }>().request_no === '800900010807'
          ? { body: fixture('order-cancel-response.json') }
          : {
              body: {
                result: '0',
                errors: [{ error_code: 'DS000014', error_msg: 'This order number cannot be cancelled' }],
              },
            },
    });
    expect(
      await fourpxAdapter.void(ctx, { trackingNumber: '900900010237', carrierRef: '800900010807' }),
    ).toEqual({ voided: true });
    // The order's other numbers void with it: no second cancel.
    expect(
      await fourpxAdapter.void(ctx, { trackingNumber: 'JD014600004556781002', carrierRef: '800900010807' }),
    ).toEqual({ voided: true });
    expect(calls('ds.xms.order.cancel')).toHaveLength(1);
    expect(calls('ds.xms.order.cancel')[0]!.json()).toMatchObject({ request_no: '800900010807' });
    expect(await fourpxAdapter.void(ctx, { trackingNumber: 'x', carrierRef: '300000000001' })).toEqual({
      voided: false,
      code: 'carrier.void_refused',
    });
  });

  it('tracks to the nine statuses; an unknown number is not found', async () => {
    const { ctx } = await fake4px({
      'tr.order.tracking.get': (req) =>
        req.json<{ deliveryOrderNo: string }>().deliveryOrderNo === '4PX3001291278502CN'
          ? { body: fixture('tracking-response.json') }
          : { body: { result: '0', errors: [{ error_code: '0', error_msg: 'Can not find this order' }] } },
    });
    const tracked = await fourpxAdapter.track(ctx, { trackingNumber: '4PX3001291278502CN' });
    expect(tracked.status).toBe(6);
    expect(tracked.events).toHaveLength(7);
    expect(await fourpxAdapter.track(ctx, { trackingNumber: 'NOPE' })).toEqual({
      trackingNumber: 'NOPE',
      status: 0,
      events: [],
    });
  });

  it('tests the connection with the product list; a bad secret is auth_failed in plain words', async () => {
    const { ctx } = await fake4px({
      'ds.xms.logistics_product.getlist': () => ({ body: fixture('logistics-products-response.json') }),
    });
    expect(await fourpxAdapter.testConnection!(ctx)).toEqual({ ok: true });
    const wrong = { ...ctx, credentials: { appSecret: 'not-the-secret' } };
    expect(await fourpxAdapter.testConnection!(wrong)).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      carrierMessage: 'Signature verification error',
    });
    expect(await fourpxAdapter.testConnection!({ ...ctx, credentials: {} })).toMatchObject({
      ok: false,
      code: 'carrier.auth_failed',
    });
  });
});
