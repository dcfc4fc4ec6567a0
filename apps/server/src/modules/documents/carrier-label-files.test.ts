import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { LabelInput, LabelResult } from '../carriers/carrier-adapter.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { orders } from '../orders/orders.table.ts';
import { voidLabels } from '../orders/placement.carrier.ts';
import {
  adminToken,
  type Customer,
  draft,
  FORM,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';

/** A 1x1 PNG and a one-label ZPL, as a carrier's label file would come. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const ZPL = '^XA^FO50,50^BCN,100,Y,N,N^FDCF-ZPL-1^FS^XZ';

let t: TestApp;
let ann: Customer;
let ground: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [ann]);
});

/** Places a draft on the sandbox, whose createLabel answers `label` (a real carrier's file and id). */
async function placeWith(
  answer: (input: LabelInput) => LabelResult,
  options: Record<string, unknown> = {},
): Promise<{ id: string; input: LabelInput }> {
  let seen: LabelInput | undefined;
  const spy = vi.spyOn(sandboxAdapter, 'createLabel').mockImplementation(async (_ctx, input) => {
    seen = input;
    return answer(input);
  });
  try {
    const id = await draft(t, ann.id, { options });
    const res = await place(t, ann.token, { orderId: id, serviceId: ground });
    expect(res.body.data?.status, JSON.stringify(res.body)).toBe(8);
    return { id, input: seen! };
  } finally {
    spy.mockRestore();
  }
}

const fileLabel =
  (format: 'png' | 'zpl', bytes: Buffer, tracking: string, ref: string) => (): LabelResult => ({
    trackingNumbers: [tracking],
    costMinor: 5_00n,
    label: { format, base64: bytes.toString('base64') },
    carrierRef: ref,
  });

const download = (query: string) =>
  request(t.app, 'GET', `/app/order/label/down?${query}`, { token: ann.token });

describe("a carrier's own label file", () => {
  it('asks for the order format with the full shipment, stores the PNG and its carrier id, serves it as image/png', async () => {
    const { id, input } = await placeWith(fileLabel('png', PNG, 'CF-PNG-1', 'shp_png_1'), {
      labelFormat: 'png',
    });
    expect(input.labelFormat).toBe('png');
    expect(input.shipment).toMatchObject({
      from: { name: FORM.from.personName, street1: FORM.from.addressLine1, zip: '90001' },
      to: { name: FORM.to.personName, city: 'New York', country: 'US' },
      orderNo: expect.any(String),
      signature: 'none',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ carrierRef: 'shp_png_1', labelData: { carrierFile: 'png' } });
    expect(row!.labelBlobId).not.toBeNull();
    expect(JSON.stringify(row!.labelData)).not.toContain(PNG.toString('base64'));

    const res = await download(`orderId=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(`${row!.orderNo}.png`);
    expect(Buffer.from(res.rawPayload).equals(PNG)).toBe(true);
  });

  it('serves a ZPL file as text/plain .zpl; merged ZPL labels are one .zpl file', async () => {
    const one = await placeWith(fileLabel('zpl', Buffer.from(ZPL), 'CF-ZPL-1', 'shp_zpl_1'), {
      labelFormat: 'zpl',
    });
    const two = await placeWith(
      fileLabel('zpl', Buffer.from(ZPL.replace('CF-ZPL-1', 'CF-ZPL-2')), 'CF-ZPL-2', 'r2'),
      {
        labelFormat: 'zpl',
      },
    );
    expect(one.input.labelFormat).toBe('zpl');
    const single = await download(`orderId=${one.id}`);
    expect(single.headers['content-type']).toMatch(/^text\/plain/);
    expect(single.headers['content-disposition']).toMatch(/\.zpl"/);
    expect(single.payload).toBe(ZPL);

    const merged = await download(`orderIds=${one.id},${two.id}`);
    expect(merged.statusCode).toBe(200);
    expect(merged.headers['content-type']).toMatch(/^text\/plain/);
    expect(merged.headers['content-disposition']).toMatch(/labels-\d{8}-\d{6}\.zpl"/);
    expect(merged.payload.match(/\^XA/g)).toHaveLength(2);
    expect(merged.payload.indexOf('CF-ZPL-1')).toBeLessThan(merged.payload.indexOf('CF-ZPL-2'));
  });

  it('a merged download of PNGs is a zip of the images; a mix adds labels.zpl and labels.pdf to it', async () => {
    const png1 = await placeWith(fileLabel('png', PNG, 'CF-PNG-2', 'a'), { labelFormat: 'png' });
    const png2 = await placeWith(fileLabel('png', PNG, 'CF-PNG-3', 'b'), { labelFormat: 'png' });
    const pngs = await download(`orderIds=${png1.id},${png2.id}`);
    expect(pngs.headers['content-type']).toBe('application/zip');
    const images = unzipSync(new Uint8Array(pngs.rawPayload));
    expect(Object.keys(images)).toHaveLength(2);
    for (const name of Object.keys(images)) expect(name).toMatch(/\.png$/);

    const zpl = await placeWith(fileLabel('zpl', Buffer.from(ZPL), 'CF-ZPL-3', 'c'), { labelFormat: 'zpl' });
    const pdf = await placeWith((input) => ({ ...sandboxLabel(input) }));
    const mixed = await download(`orderIds=${png1.id},${zpl.id},${pdf.id}`);
    expect(mixed.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(mixed.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      ['labels.pdf', 'labels.zpl', expect.stringMatching(/\.png$/)].sort(),
    );
    expect(Buffer.from(entries['labels.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends the carrier id with every void', async () => {
    const { id } = await placeWith(fileLabel('png', PNG, 'CF-PNG-4', 'shp_void_1'), { labelFormat: 'png' });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    const voidSpy = vi.spyOn(sandboxAdapter, 'void').mockResolvedValue({ voided: true });
    try {
      expect(await voidLabels({ db: t.db, clock: t.clock.now }, order!, ['CF-PNG-4'])).toBe(true);
      expect(voidSpy).toHaveBeenCalledWith(expect.anything(), {
        trackingNumber: 'CF-PNG-4',
        carrierRef: 'shp_void_1',
      });
    } finally {
      voidSpy.mockRestore();
    }
  });
});

describe('built-in carriers print the format asked for', () => {
  it('an order asking for ZPL gets our 4x6 label as ZPL with its tracking barcode', async () => {
    const id = await draft(t, ann.id, { options: { labelFormat: 'zpl' } });
    const placed = await place(t, ann.token, { orderId: id, serviceId: ground });
    expect(placed.body.data.status).toBe(8);
    const res = await download(`orderId=${id}`);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.payload.startsWith('^XA')).toBe(true);
    expect(res.payload).toContain('^BC');
    expect(res.payload).toContain(placed.body.data.trackingNo.slice(-6));
  });

  it('an order without a format of its own prints as PDF by default', async () => {
    const id = await draft(t, ann.id);
    expect((await place(t, ann.token, { orderId: id, serviceId: ground })).body.data.status).toBe(8);
    const res = await download(`orderId=${id}`);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

/** The sandbox's own JSON label for a spied placement that should print our PDF. */
function sandboxLabel(input: LabelInput): LabelResult {
  return {
    trackingNumbers: input.parcels.map((_, i) => `SBXPDF${Date.now()}${i}`),
    costMinor: 5_00n,
    label: { format: 'json', content: { carrier: 'sandbox', service: input.serviceCode, zone: input.zone } },
  };
}
