import { readFileSync } from 'node:fs';
import type { LabelInput } from '../carrier-adapter.ts';
import type { FakeReply, FakeRequest, FakeRoute } from '../http/testing/fake-carrier-server.ts';
import { parcel, shipmentOf } from '../ups/ups.testing.ts';

/** Test helpers: the published samples of fixtures/ and a fake ShipEngine that remembers what it sold. */
export const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as T;

export const API_KEY = 'TEST_abc123';
export const credentials = { apiKey: API_KEY };
export const settings = { carrierId: 'se-656171' };

/** A PDF of one page: what the label download URL serves. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 288 432]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const ZPL_TEXT = '^XA^FO50,50^BCN,100,Y,N,N^FD9405511899560337048294^FS^XZ';

export const labelInput = (reference: string, over: Partial<LabelInput> = {}): LabelInput => ({
  serviceCode: 'usps_priority_mail',
  zone: 5,
  fromZip: '21093',
  toZip: '30005',
  parcels: [parcel(2)],
  reference,
  shipment: shipmentOf(),
  labelFormat: 'pdf_4x6',
  ...over,
});

export interface FakeShipengineOptions {
  /** The answer of POST /v1/labels before it is recorded (default: label-created.json). */
  label?: () => Record<string, unknown>;
  /** Replaces the reply of POST /v1/labels after the label is recorded (a lost answer, a timeout). */
  afterSale?: (req: FakeRequest, n: number) => FakeReply | 'drop' | undefined;
}

/**
 * ShipEngine on localhost: sells a label per POST /v1/labels (numbered se-900001, ... and kept under its
 * external_shipment_id), finds it again by that id, voids, tracks, rates and lists carriers with the
 * published samples; download URLs point back at the fake.
 */
export function fakeShipengineRoutes(baseUrl: () => string, options: FakeShipengineOptions = {}) {
  const sold = new Map<string, Record<string, unknown>>();
  const byId = new Map<string, Record<string, unknown>>();
  let sales = 0;
  const routes: FakeRoute[] = [
    { method: 'GET', path: '/v1/carriers', reply: () => ({ body: fixture('carriers.json') }) },
    { method: 'POST', path: '/v1/rates', reply: () => ({ body: fixture('rates.json') }) },
    {
      method: 'POST',
      path: '/v1/labels',
      reply: (req) => {
        const n = ++sales;
        const body = req.json<{ shipment: { external_shipment_id?: string } }>();
        const label = { ...(options.label?.() ?? fixture('label-created.json')) };
        const id = `se-${900000 + n}`;
        label.label_id = id;
        label.external_shipment_id = body.shipment.external_shipment_id ?? null;
        label.label_download = {
          pdf: `${baseUrl()}/v1/downloads/10/tok/label-${id}.pdf`,
          png: `${baseUrl()}/v1/downloads/10/tok/label-${id}.png`,
          zpl: `${baseUrl()}/v1/downloads/10/tok/label-${id}.zpl`,
          href: `${baseUrl()}/v1/downloads/10/tok/label-${id}.pdf`,
        };
        byId.set(id, label);
        const external = body.shipment.external_shipment_id;
        if (external && !sold.has(external)) sold.set(external, label);
        return options.afterSale?.(req, n) ?? { body: label };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/labels\/external_shipment_id\//,
      reply: (req) => {
        const label = sold.get(decodeURIComponent(req.path.split('/').pop()!));
        return label ? { body: label } : { status: 404, body: fixture('error-400.json') };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/downloads\//,
      reply: (req) => ({ body: req.path.endsWith('.zpl') ? ZPL_TEXT : PDF_BYTES }),
    },
    {
      method: 'PUT',
      path: /^\/v1\/labels\/[^/]+\/void$/,
      reply: (req) => {
        const label = byId.get(req.path.split('/')[3]!);
        if (!label) return { status: 404, body: fixture('error-400.json') };
        if (label.voided)
          return {
            body: { approved: false, message: 'already voided', reason_code: 'label_already_voided' },
          };
        label.voided = true;
        return { body: fixture('void-approved.json') };
      },
    },
    {
      method: 'GET',
      path: /^\/v1\/labels\/[^/]+\/track$/,
      reply: (req) =>
        byId.has(req.path.split('/')[3]!)
          ? { body: fixture('track-delivered.json') }
          : { status: 404, body: fixture('error-400.json') },
    },
    {
      method: 'GET',
      path: '/v1/labels',
      reply: (req) => {
        const number = req.query.get('tracking_number');
        const labels = [...byId.values()].filter((l) => l.tracking_number === number);
        return { body: { labels, total: labels.length, page: 1, pages: 1 } };
      },
    },
  ];
  return { routes, sold, byId, sales: () => sales };
}
