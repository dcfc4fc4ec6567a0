import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { TINY_PNG } from '../../db/testing/multipart.ts';
import { createSandboxChannel, SHIPMENT, uploadXlsx, xlsxOf } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { auditLogs } from '../audit/audit.table.ts';

let t: TestApp;
let admin: string;
let customer: string;
let customerId: string;
let other: string;
let channel: Awaited<ReturnType<typeof createSandboxChannel>>;
let cardServiceId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  ({ id: customerId, token: customer } = await customerLogin(t));
  other = (await customerLogin(t)).token;
  channel = await createSandboxChannel(t.app, admin, 'Sandbox Rates');
  const cardChannel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: { carrierCode: 'ratecard', name: 'Card Channel' },
  });
  cardServiceId = cardChannel.body.data.services[0].id;
  const header = ['Weight (lb)', ...[1, 2, 3, 4, 5, 6, 7, 8].map((z) => `Zone ${z}`)];
  const rows = [1, 2, 3, 5, 10, 70].map((w) => [w, ...[1, 2, 3, 4, 5, 6, 7, 8].map((z) => 5 + w + z)]);
  const up = await uploadXlsx(
    t.app,
    `/admin/channel/rateCard/${cardServiceId}`,
    admin,
    await xlsxOf([header, ...rows]),
  );
  expect(up.status).toBe(200);
  await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customerId, serviceIds: [...channel.services.map((s) => s.id), cardServiceId] },
  });
});

const estimate = (body: unknown, token = customer, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/app/order/estimateRate', { token, body, lang });

describe('POST /app/order/estimateRate', () => {
  it('quotes every allotted service cheapest first, with zone, billable weight and breakdown (quote v1)', async () => {
    const res = await estimate(SHIPMENT);
    expect(res.status).toBe(200);
    const { quotes, unavailable } = res.body.data;
    expect(unavailable).toEqual([]);
    expect(quotes).toHaveLength(4);
    const totals = quotes.map((q: { totalAmount: string }) => Number(q.totalAmount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const ground = quotes.find((q: { serviceCode: string }) => q.serviceCode === 'ground');
    // 90001 -> 10001 is zone 8; 10x8x6/139 = 3.45 -> 4 lb billable; sandbox ground (850 + 95 x 4) x 1.84
    expect(ground).toMatchObject({
      version: 1,
      available: true,
      zone: 8,
      zoneSource: 'distance',
      direction: 'domestic',
      billableWeight: { value: 4, unit: 'lb' },
      breakdown: { base: '22.64', surcharges: [], insurance: '0.00', deposit: '0.00' },
      totalAmount: '22.64',
      payableAmount: '22.64',
      priceRuleId: null,
      transitDays: { min: 1, max: 5 },
    });
    const card = quotes.find((q: { serviceId: string }) => q.serviceId === cardServiceId);
    expect(card.breakdown.base).toBe('18.00'); // 4 lb -> the 5 lb row, zone 8: 5 + 5 + 8
  });

  it('applies estimation rules (global, channel, service), price rules and insurance, and the deposit', async () => {
    const ground = channel.services.find((s) => s.code === 'ground')!;
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { rule: { residential: '4.00', fuelPercent: 10 } },
    });
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { serviceId: ground.id, rule: { residential: '6.00' } },
    });
    const info = await call(t.app, 'GET', `/admin/compute/getInfo?serviceId=${ground.id}`, { token: admin });
    expect(info.body.data.effective).toMatchObject({
      residential: '6.00',
      fuelPercent: 10,
      dimDivisorIn: 139,
    });
    const rule = await call(t.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: { name: 'VIP', entries: [{ serviceId: ground.id, markupPercent: 10, fixedAmount: '1.00' }] },
    });
    await call(t.app, 'POST', '/admin/addUserPriceRuleRelation', {
      token: admin,
      body: { userIds: [customerId], priceRuleId: rule.body.data.id },
    });
    const body = {
      ...SHIPMENT,
      to: { ...SHIPMENT.to, isResidential: true },
      parcels: [{ ...SHIPMENT.parcels[0], declaredValue: '1000.01' }],
      serviceIds: [ground.id],
    };
    const res = await estimate(body);
    const [q] = res.body.data.quotes;
    // cost = 22.64 + 6.00 + fuel 2.87 = 31.51; markup 3.16 + 1.00; base shown = 22.64 + 4.16
    expect(q.breakdown).toEqual({
      base: '26.80',
      surcharges: [
        { code: 'residential', amount: '6.00' },
        { code: 'fuel', amount: '2.87' },
      ],
      insurance: '10.00',
      deposit: '0.00',
    });
    expect(q).toMatchObject({
      shippingAmount: '35.67',
      totalAmount: '45.67',
      priceRuleId: rule.body.data.id,
    });

    const abroad = await estimate({
      ...body,
      to: { zipCode: 'M5V 2T6', countryCode: 'CA' },
      serviceIds: undefined,
    });
    expect(abroad.body.data.quotes).toEqual([]);
    expect(abroad.body.data.unavailable.map((u: { reason: string }) => u.reason)).toContain(
      'This service does not ship international parcels',
    );
    await call(t.app, 'POST', '/admin/delUserPriceRuleRelation', {
      token: admin,
      body: { userIds: [customerId] },
    });
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', { token: admin, body: { rule: {} } });
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { serviceId: ground.id, rule: {} },
    });
  });

  it('lists services that cannot carry the parcel with the reason, in both languages', async () => {
    const heavy = { ...SHIPMENT, parcels: [{ weight: 151 }] };
    const en = await estimate(heavy);
    expect(en.body.data.quotes).toEqual([]);
    expect(en.body.data.unavailable[0]).toMatchObject({
      available: false,
      reasonCode: 'rating.cargo',
      reason: 'Over 150 lb billable: this is cargo, not a parcel. Contact sales',
    });
    const zh = await estimate(heavy, customer, 'zh-CN');
    expect(zh.body.data.unavailable[0].reason).toBe('计费重超过 150 磅：属于货运而非包裹，请联系销售');
    const overCard = await estimate({ ...SHIPMENT, parcels: [{ weight: 100 }] });
    const card = overCard.body.data.unavailable.find(
      (u: { serviceId: string }) => u.serviceId === cardServiceId,
    );
    expect(card.reason).toBe("Over the rate card's heaviest weight (70 lb)");
  });

  it('charges the temporary deposit: 200 USD import, 100 USD export', async () => {
    const intl = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: {
        channelId: channel.id,
        code: 'international',
        name: 'Intl',
        limits: { domestic: false, international: true },
      },
    });
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: {
        userId: customerId,
        serviceIds: [...channel.services.map((s) => s.id), cardServiceId, intl.body.data.id],
      },
    });
    const imp = await estimate({ ...SHIPMENT, from: { zipCode: '200000', countryCode: 'CN' } });
    expect(imp.body.data.quotes).toHaveLength(1);
    expect(imp.body.data.quotes[0]).toMatchObject({ direction: 'import', zone: 9, depositAmount: '200.00' });
    const exp = await estimate({ ...SHIPMENT, to: { zipCode: 'SW1A 1AA', countryCode: 'GB' } });
    expect(exp.body.data.quotes[0]).toMatchObject({ direction: 'export', depositAmount: '100.00' });
    const q = exp.body.data.quotes[0];
    expect(q.payableAmount).toBe((Number(q.totalAmount) + 100).toFixed(2));
  });

  it("refuses insurance over the caps, no parcels, hostile values and others' services", async () => {
    const over = await estimate(
      { ...SHIPMENT, parcels: [{ weight: 1, declaredValue: '50000.01' }] },
      customer,
      'zh-CN',
    );
    expect(over).toMatchObject({
      status: 422,
      body: { message: '每个包裹的保险申报金额上限为 50,000 美元' },
    });
    const shipmentCap = await estimate({
      ...SHIPMENT,
      parcels: [{ weight: 1, declaredValue: '50000.00', packageNum: 3 }],
    });
    expect(shipmentCap.body.errorCode).toBe('insurance.over_shipment_cap');
    const none = await estimate({ ...SHIPMENT, parcels: [] });
    expect(none.body).toMatchObject({ code: 400, message: 'at least 1 package' });
    const noneZh = await estimate({ ...SHIPMENT, parcels: [] }, customer, 'zh-CN');
    expect(noneZh.body.message).toBe('至少需要 1 个包裹');
    for (const weight of [-1, 0, 'heavy', 1e12, null]) {
      const bad = await estimate({ ...SHIPMENT, parcels: [{ weight }] });
      expect(bad.status).toBe(400);
    }
    const many = await estimate({
      ...SHIPMENT,
      parcels: Array.from({ length: 10_000 }, () => ({ weight: 1 })),
    });
    expect(many.status).toBe(400);
    const notMine = await estimate({ ...SHIPMENT, serviceIds: [channel.services[0]!.id] }, other);
    expect(notMine.status).toBe(422);
    expect(notMine.body.errorCode).toBe('rating.service_not_allotted');
    const nothing = await estimate(SHIPMENT, other);
    expect(nothing.body.data).toEqual({ quotes: [], unavailable: [] });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/app/order/estimateRate',
      headers: { authorization: `Bearer ${customer}`, 'content-type': 'application/json' },
      payload: '{"from": ',
    });
    expect(malformed.statusCode).toBe(400);
    const anonymous = await call(t.app, 'POST', '/app/order/estimateRate', { body: SHIPMENT });
    expect(anonymous.status).toBe(401);
  });
});

describe('carrier behaviour and options', () => {
  it('lists a failing carrier as unavailable with the reason, and honours signature and battery', async () => {
    const flaky = await createSandboxChannel(t.app, admin, 'Flaky', { settings: { failureRate: 1 } });
    const current = await call(t.app, 'GET', `/admin/user-channel?userId=${customerId}`, { token: admin });
    const kept = current.body.data.services.map((s: { id: string }) => s.id);
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customerId, serviceIds: [...kept, flaky.services[0]!.id] },
    });
    const res = await estimate({ ...SHIPMENT, serviceIds: [flaky.services[0]!.id] }, customer, 'zh-CN');
    expect(res.body.data.unavailable[0]).toMatchObject({
      reasonCode: 'carrier.unavailable',
      reason: '承运商未响应，请重试',
    });

    const ground = flaky.services[0]!;
    await call(t.app, 'POST', '/admin/channel/updateMixSet', {
      token: admin,
      body: { channelId: flaky.id, services: [{ id: ground.id, limits: { signatureOptions: ['adult'] } }] },
    });
    await call(t.app, 'POST', `/admin/channel/update/${flaky.id}`, {
      token: admin,
      body: { carrierCode: 'sandbox', name: 'Flaky', settings: { failureRate: 0 } },
    });
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { channelId: flaky.id, rule: { signature: '3.25' } },
    });
    const signed = await estimate({ ...SHIPMENT, serviceIds: [ground.id], options: { signature: true } });
    expect(signed.body.data.quotes[0].breakdown.surcharges).toEqual([{ code: 'signature', amount: '3.25' }]);
    const battery = await estimate({ ...SHIPMENT, serviceIds: [ground.id], options: { battery: true } });
    expect(battery.body.data.unavailable[0].reason).toBe('This service does not accept batteries');
  });
});

describe('audit of estimates', () => {
  it('does not log estimates (they change nothing) but logs refused ones and every change', async () => {
    const rows = async (route: string) =>
      Number((await t.db.select({ n: count() }).from(auditLogs).where(eq(auditLogs.route, route)))[0]!.n);
    const before = await rows('/app/order/estimateRate');
    await estimate(SHIPMENT);
    expect(await rows('/app/order/estimateRate')).toBe(before);
    await call(t.app, 'POST', '/app/order/estimateRate', { body: SHIPMENT });
    expect(await rows('/app/order/estimateRate')).toBe(before + 1);
    expect(await rows('/admin/channel/allot-channel')).toBeGreaterThan(0);
  });
});

describe('POST /app/order/batchEstimateRate', () => {
  it('quotes each shipment on its own and caps the batch at 100', async () => {
    const res = await call(t.app, 'POST', '/app/order/batchEstimateRate', {
      token: customer,
      body: {
        shipments: [
          SHIPMENT,
          { ...SHIPMENT, parcels: [] },
          { ...SHIPMENT, parcels: [{ weight: 1, declaredValue: '60000' }] },
          'junk',
        ],
      },
    });
    expect(res.status).toBe(200);
    const [a, b, c, d] = res.body.data;
    expect(a).toMatchObject({ index: 0, ok: true });
    expect(a.result.quotes.length).toBeGreaterThan(0);
    expect(b).toMatchObject({
      index: 1,
      ok: false,
      errorCode: 'validation.failed',
      message: 'at least 1 package',
    });
    expect(c).toMatchObject({ ok: false, errorCode: 'insurance.over_package_cap' });
    expect(d).toMatchObject({ ok: false, errorCode: 'validation.failed' });
    const tooMany = await call(t.app, 'POST', '/app/order/batchEstimateRate', {
      token: customer,
      body: { shipments: Array.from({ length: 101 }, () => SHIPMENT) },
    });
    expect(tooMany.body).toMatchObject({ code: 400, message: 'At most 100 shipments per call' });
  });
});

describe('rate cards and zone charts', () => {
  it('rejects a bad rate card row by row with row and column, in both languages, and keeps the old one', async () => {
    const bad = await xlsxOf([
      ['Weight (lb)', 'Zone 1', 'Zone 2'],
      [1, 5, 6],
      [0.5, 6, 'abc'],
      [3, 4, -1],
    ]);
    const en = await uploadXlsx(t.app, `/admin/channel/rateCard/${cardServiceId}`, admin, bad);
    expect(en.status).toBe(400);
    expect(en.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Row 3, column "Weight (lb)": weights must increase from row to row',
      'Row 3, column "Zone 2": the price must be an amount of at least 0 with at most 2 decimals',
      'Row 4, column "Zone 1": the price is lower than for the lighter weight above',
      'Row 4, column "Zone 2": the price must be an amount of at least 0 with at most 2 decimals',
    ]);
    const zh = await uploadXlsx(t.app, `/admin/channel/rateCard/${cardServiceId}`, admin, bad, 'zh-CN');
    expect(zh.body.errors[0].message).toBe('第 3 行“Weight (lb)”列：重量须逐行递增');
    const card = await call(t.app, 'GET', `/admin/channel/rateCard/${cardServiceId}`, { token: admin });
    expect(card.body.data.weightsLb).toEqual([1, 2, 3, 5, 10, 70]);
    expect(card.body.data.prices[0][0]).toBe('7.00');
    const sandboxUpload = await uploadXlsx(
      t.app,
      `/admin/channel/rateCard/${channel.services[0]!.id}`,
      admin,
      bad,
    );
    expect(sandboxUpload.body.errorCode).toBe('channels.not_rate_card');
  });

  it('refuses files that are not .xlsx, too large, or not a rate card at all', async () => {
    const png = await uploadXlsx(t.app, `/admin/channel/rateCard/${cardServiceId}`, admin, TINY_PNG);
    expect(png.status).toBe(415);
    const big = await uploadXlsx(
      t.app,
      `/admin/channel/rateCard/${cardServiceId}`,
      admin,
      Buffer.alloc(600 * 1024, 1),
    );
    expect(big.body).toMatchObject({ code: 413, message: 'The file size cannot exceed 500KB' });
    const noWeight = await uploadXlsx(
      t.app,
      `/admin/channel/rateCard/${cardServiceId}`,
      admin,
      await xlsxOf([['Zone 1'], [5]]),
    );
    expect(noWeight.body).toMatchObject({ code: 400, errorCode: 'sheet.missing_columns' });
    const unknown = await uploadXlsx(
      t.app,
      '/admin/channel/rateCard/00000000-0000-4000-8000-000000000000',
      admin,
      await xlsxOf([
        ['Weight (lb)', 'Zone 1'],
        [1, 5],
      ]),
    );
    expect(unknown.status).toBe(404);
    const card = await call(t.app, 'GET', `/admin/channel/rateCard/${cardServiceId}`, { token: admin });
    expect(card.body.data.weightsLb).toEqual([1, 2, 3, 5, 10, 70]);
  });

  it('uses an uploaded zone chart before the distance zone', async () => {
    const chart = await xlsxOf([
      ['Origin ZIP3', 'Destination ZIP3', 'Zone'],
      ['900', '100', 3],
    ]);
    const up = await uploadXlsx(t.app, `/admin/channel/zoneChart/${channel.id}`, admin, chart);
    expect(up.body.data.zoneChart).toMatchObject({ rows: 1 });
    const res = await estimate({ ...SHIPMENT, serviceIds: [channel.services[0]!.id] });
    expect(res.body.data.quotes[0]).toMatchObject({ zone: 3, zoneSource: 'chart' });
    const badChart = await uploadXlsx(
      t.app,
      `/admin/channel/zoneChart/${channel.id}`,
      admin,
      await xlsxOf([
        ['Origin ZIP3', 'Destination ZIP3', 'Zone'],
        ['9000', '100', 0],
      ]),
    );
    expect(badChart.body.errors).toHaveLength(2);
    await call(t.app, 'POST', `/admin/channel/zoneChart/${channel.id}/delete`, { token: admin });
    const again = await estimate({ ...SHIPMENT, serviceIds: [channel.services[0]!.id] });
    expect(again.body.data.quotes[0]).toMatchObject({ zone: 8, zoneSource: 'distance' });
  });
});

describe('POST /app/priceRule/outPrice', () => {
  it('downloads my prices by weight and zone from the same engine', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/priceRule/outPrice',
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ground = workbook.worksheets.find((w) => w.name.includes('Ground'))!;
    expect(ground.getRow(1).getCell(1).value).toBe('Weight (lb)');
    expect(ground.getRow(5).getCell(1).value).toBe('4');
    // 4 lb at zone 8 is the ground price of the first test
    expect(ground.getRow(5).getCell(9).value).toBe(22.64);
  });
});
