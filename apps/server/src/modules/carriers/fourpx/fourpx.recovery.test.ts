import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import {
  expectFailedAndReleased,
  expectRecoveredOnce,
  type RecoveryWorld,
  recoveryWorld,
} from '../http/testing/recovery-harness.ts';
import { PDF } from './fourpx.fake.ts';
import { FOP_PATH } from './fourpx.http.ts';
import { fixture } from './fourpx.testing.ts';

/**
 * The recovery job with the 4PX adapter behind a fake 4PX: the process died while 4PX was making the
 * order (4PX has it, we have nothing recorded). Recovery finds it by its ref_no (ds.xms.order.get),
 * completes and charges once, never creating a second order; an order 4PX never made is failed and
 * its money released.
 */
let fake: FakeCarrier;
let w: RecoveryWorld;
/** The ref_no values the fake 4PX holds an order for. */
const made = new Set<string>();

const methodOf = (q: URLSearchParams) => q.get('method') ?? '';

beforeAll(async () => {
  fake = await startFakeCarrier([
    {
      method: 'POST',
      path: FOP_PATH,
      reply: (req) => {
        const method = methodOf(req.query);
        const ref = req.json<{ request_no?: string }>().request_no ?? '';
        if (method === 'ds.xms.estimated_cost.get')
          return {
            body: JSON.parse(JSON.stringify(fixture('estimated-cost-response.json')).replace('"A1"', '"PX"')),
          };
        if (method === 'ds.xms.order.get')
          return made.has(ref)
            ? {
                body: JSON.parse(
                  JSON.stringify(fixture('order-get-response.json')).replace('AQ710216678CN', ref),
                ),
              }
            : { body: { result: '1', msg: 'System processing succeeded', data: [] } };
        if (method === 'ds.xms.label.get') {
          const answer = fixture<{ data: { label_url_info: { logistics_label: string } } }>(
            'label-get-response.json',
          );
          answer.data.label_url_info.logistics_label = `${fake.url}/label/DS303367756838.pdf`;
          return { body: answer };
        }
        return { status: 404, body: { error: `unexpected ${method}` } };
      },
    },
    {
      method: 'GET',
      path: /^\/label\//,
      reply: () => ({ headers: { 'content-type': 'application/pdf' }, body: PDF }),
    },
  ]);
  w = await recoveryWorld({
    carrierCode: '4px',
    name: '4PX (fake)',
    baseUrl: fake.url,
    settings: {
      appKey: '16081f05-e8fc-4250-b9c4-0660d1ecbb28',
      deliverType: '1',
      dutyType: 'U',
      cnyPerUsd: '7',
    },
    credentials: { appSecret: '7eebf328-8e5a-4030-904d-ec6e89174fbc' },
    serviceCode: 'PX',
    // An international order with its customs line.
    draft: {
      to: {
        personName: 'Zhang San',
        addressLine1: '10 Downing St',
        city: 'London',
        stateCode: '',
        zipCode: 'SW1A 2AA',
        countryCode: 'GB',
      } as never,
      items: [
        {
          description: 'ceramic bowl',
          quantity: 3,
          declaredValue: '27.00',
          hsCode: '691200',
          countryOfOrigin: 'CN',
        },
      ] as never,
    },
  });
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

const creates = () => fake.calls.filter((c) => methodOf(c.query) === 'ds.xms.order.create');

describe('placement recovery with 4PX behind a fake carrier', () => {
  it('completes an order 4PX made before the crash, found by ref_no: placed, charged once, no second order', async () => {
    const stuck = await w.stuckOrder();
    made.add(stuck.order.placementKey!); // 4PX made it; its answer never reached us
    await expectRecoveredOnce(w, stuck, {
      trackingNumbers: ['420766679365559903506222909294'],
      carrierRef: '305646756838',
    });
    expect(creates()).toHaveLength(0);
  }, 60_000);

  it('fails one 4PX made nothing for: money released', async () => {
    const stuck = await w.stuckOrder();
    await expectFailedAndReleased(w, stuck);
    expect(creates()).toHaveLength(0);
  }, 60_000);
});
