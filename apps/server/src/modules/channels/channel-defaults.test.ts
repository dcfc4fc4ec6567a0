import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

/**
 * A channel made with its carrier's default services: international services carry no domestic parcels
 * (they were marked domestic too, so a domestic order reached the carrier only to be refused there), and
 * domestic ones no international parcels.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

type Limits = { domestic: boolean; international: boolean };

async function defaultsOf(
  carrierCode: string,
  credentials: Record<string, string>,
  settings: Record<string, string> = {},
) {
  const res = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: { carrierCode, name: `${carrierCode} defaults`, mode: 'test', credentials, settings },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const services = res.body.data.services as { code: string; limits: Limits }[];
  return new Map(services.map((s) => [s.code, s.limits]));
}

describe("a channel's default services", () => {
  it('keeps international services to international parcels and domestic ones at home (EasyPost)', async () => {
    const limits = await defaultsOf('easypost', { apiKey: 'EZTK-defaults-0001' });
    expect(limits.get('USPS:PriorityMailInternational')).toMatchObject({
      domestic: false,
      international: true,
    });
    expect(limits.get('USPS:Priority')).toMatchObject({ domestic: true, international: false });
  });

  it('marks every service of a carrier shipping from China as international only (4PX)', async () => {
    const limits = await defaultsOf(
      '4px',
      { appSecret: 'secret-0001' },
      { appKey: 'key-0001', deliverType: '1', dutyType: 'U' },
    );
    expect(limits.size).toBeGreaterThan(0);
    for (const [code, l] of limits) expect(l, code).toMatchObject({ domestic: false, international: true });
  });
});
