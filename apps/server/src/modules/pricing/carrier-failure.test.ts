import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { CarrierError, type RateInput } from '../carriers/carrier-adapter.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { adminToken, type Customer, fundedCustomer, sandboxGround } from '../orders/placement.fixtures.ts';

let t: TestApp;
let ann: Customer;
let ground: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 0n);
  ground = await sandboxGround(t, admin, [ann]);
});

const BODY = {
  from: { zipCode: '90001', stateCode: 'CA', city: 'Los Angeles' },
  to: { zipCode: '10001', stateCode: 'NY', city: 'New York', isResidential: true },
  parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
};

describe('a real carrier failing while rating', () => {
  it("makes its service unavailable with our text in the caller's language, never a 500; the carrier's words stay out", async () => {
    let seen: RateInput | undefined;
    const spy = vi.spyOn(sandboxAdapter, 'rate').mockImplementation(async (_ctx, input) => {
      seen = input;
      throw new CarrierError(
        'carrier.address_undeliverable',
        'Address Not Found. (USPS raw text)',
        '-2147219401',
      );
    });
    try {
      for (const [lang, text] of [
        ['en-US', 'The carrier cannot deliver to this address'],
        ['zh-CN', '承运商无法投递到该地址'],
      ] as const) {
        const res = await call(t.app, 'POST', '/app/order/estimateRate', {
          token: ann.token,
          body: { ...BODY, serviceIds: [ground] },
          lang,
        });
        expect(res.status).toBe(200);
        expect(res.body.data.quotes).toEqual([]);
        expect(res.body.data.unavailable).toEqual([
          expect.objectContaining({
            serviceId: ground,
            reasonCode: 'carrier.address_undeliverable',
            reason: text,
          }),
        ]);
        expect(JSON.stringify(res.body)).not.toContain('USPS raw text');
      }
      // The carrier was asked with the shipment it rates on.
      expect(seen!.shipment).toMatchObject({
        from: { zip: '90001', state: 'CA', city: 'Los Angeles', country: 'US' },
        to: { zip: '10001', residential: true },
        signature: 'none',
        currency: 'USD',
      });
      expect(seen!.shipment!.shipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    } finally {
      spy.mockRestore();
    }
  });
});
