import type { LabelInput } from '../carrier-adapter.ts';
import {
  type FakeCarrier,
  type FakeReply,
  type FakeRequest,
  startFakeCarrier,
} from '../http/testing/fake-carrier-server.ts';
import { carrierTestContext } from '../http/testing/test-context.ts';
import { FOP_PATH } from './fourpx.http.ts';
import { fopSign } from './fourpx.sign.ts';
import { fixture, parcel, shipmentOf } from './fourpx.testing.ts';

/** The fake 4PX of the adapter tests (one signed path, routed by method) and their inputs. */
const APP_KEY = '16081f05-e8fc-4250-b9c4-0660d1ecbb28';
const APP_SECRET = '7eebf328-8e5a-4030-904d-ec6e89174fbc';
export const PDF = Buffer.from('%PDF-1.4\n% 4PX label\n%%EOF\n');

type Reply = FakeReply | 'drop';
type Handlers = Record<string, (req: FakeRequest) => Reply | Promise<Reply>>;

let server: FakeCarrier | null = null;

/** Closes the fake of the test that ran (call from afterEach). */
export async function closeFake4px() {
  await server?.close();
  server = null;
}

/** Whether the call carries 4PX's signature over its own query and body (the fake checks every call). */
function signedRight(req: FakeRequest): boolean {
  const params = Object.fromEntries(req.query);
  const { sign, ...rest } = params;
  return rest.app_key === APP_KEY && sign === fopSign(rest, req.text, APP_SECRET);
}

/**
 * The fake 4PX: one path, routed by the `method` query parameter as 4PX's gateway does; a wrong
 * signature is answered the way 4PX does (000012). Label files are served from /label/<name>.pdf.
 */
export async function fake4px(handlers: Handlers, responseTimeoutMs = 10_000) {
  server = await startFakeCarrier([
    {
      method: 'POST',
      path: FOP_PATH,
      reply: (req) => {
        if (!signedRight(req)) return { body: fixture('error-sign.json') };
        const handler = handlers[req.query.get('method') ?? ''];
        return handler ? handler(req) : { status: 404, body: { error: 'no such method here' } };
      },
    },
    {
      method: 'GET',
      path: /^\/label\//,
      reply: () => ({ headers: { 'content-type': 'application/pdf' }, body: PDF }),
    },
  ]);
  const ctx = carrierTestContext({
    baseUrl: server.url,
    carrierCode: '4px',
    credentials: { appSecret: APP_SECRET },
    settings: { appKey: APP_KEY, cnyPerUsd: '7', deliverType: '1', dutyType: 'U' },
    responseTimeoutMs,
  });
  const calls = (method: string) => server!.calls.filter((c) => c.query.get('method') === method);
  return { ctx, calls, url: server.url };
}

export const labelAnswer = (url: string, name = 'label-get-response.json') => {
  const answer = fixture<{ data: { label_url_info: { logistics_label: string } } }>(name);
  answer.data.label_url_info.logistics_label = `${url}/label/DS800900010807.pdf`;
  return { body: answer };
};
export const orderGetFor = (reference: string) => ({
  body: JSON.parse(JSON.stringify(fixture('order-get-response.json')).replace('AQ710216678CN', reference)),
});

export const labelInput = (reference: string, over: Partial<LabelInput> = {}): LabelInput => ({
  serviceCode: 'PX',
  zone: 8,
  fromZip: '518000',
  toZip: '13021',
  parcels: [parcel(0.5)],
  reference,
  shipment: shipmentOf(),
  ...over,
});
