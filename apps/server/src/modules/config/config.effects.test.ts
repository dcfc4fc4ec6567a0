import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createSandboxChannel, SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { CarrierError } from '../carriers/carrier-adapter.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { walletBalances } from '../ledger/ledger.usecases.ts';
import {
  adminToken,
  type Customer,
  expectLedgerHealthy,
  FORM,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';

/**
 * Issue 14: the server acts on the configuration's values: the zone lookup charges the fee set a moment
 * ago; a new quote uses the current insurance table while an order priced before keeps its version.
 */

let t: TestApp;
let admin: string;
let customer: Customer;
let ground: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [customer]);
});

const update = (body: unknown) => call(t.app, 'POST', '/admin/config/update', { token: admin, body });
const available = async () =>
  (await walletBalances(t.db, customer.id)).find((w) => w.currency === 'USD')!.available;
const findZone = () =>
  call(t.app, 'POST', '/app/zone/find', {
    token: customer.token,
    body: { fromZip: '10001', toZip: '90001' },
  });

describe('configuration values in use', () => {
  it('charges the zone fee an operator just set on the next zone lookup (ledger)', async () => {
    const start = await available();
    const first = await findZone();
    expect(first.body.data.fee).toBe('0.10');
    expect(await available()).toBe(start - 10n);
    expect((await update({ key: 'zoneLookupFee', value: '0.35' })).status).toBe(200);
    const second = await findZone();
    expect(second.status).toBe(200);
    expect(second.body.data.fee).toBe('0.35');
    expect(await available()).toBe(start - 10n - 35n);
    await expectLedgerHealthy(t.db);
    await update({ key: 'zoneLookupFee', value: '0.10' });
  });

  it('prices new orders with the current insurance table; an order priced before keeps its version', async () => {
    const insured = { ...FORM, parcels: [{ ...FORM.parcels[0]!, declaredValue: '500.00' }] };
    // The first placement fails at the carrier (19): the order keeps the quote it was priced with.
    const createLabel = vi
      .spyOn(sandboxAdapter, 'createLabel')
      .mockRejectedValue(new CarrierError('carrier.unavailable'));
    const failed = await place(t, customer.token, { ...insured, serviceId: ground });
    createLabel.mockRestore();
    expect(failed.body.data.status).toBe(19);
    const v1 = failed.body.data.baseInfo.insuranceTableId;
    expect(failed.body.data.baseInfo.breakdown.insurance).toBe('5.00');

    const { values } = (await call(t.app, 'GET', '/admin/config', { token: admin })).body.data;
    const tiers = values.insuranceTable.tiers.map((tier: { rate: string }, i: number) =>
      i === 0 ? { ...tier, rate: '2.00' } : tier,
    );
    const changed = await update({ key: 'insuranceTable', value: { ...values.insuranceTable, tiers } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.insuranceVersion.version).toBe(2);

    const fresh = await place(t, customer.token, { ...insured, serviceId: ground });
    expect(fresh.body.data.status).toBe(8);
    expect(fresh.body.data.baseInfo.breakdown.insurance).toBe('10.00');
    expect(fresh.body.data.baseInfo.insuranceTableId).toBe(changed.body.data.insuranceVersion.id);

    const retried = await place(t, customer.token, { orderId: failed.body.data.id, serviceId: ground });
    expect(retried.body.data.status).toBe(8);
    expect(retried.body.data.baseInfo.breakdown.insurance).toBe('5.00');
    expect(retried.body.data.baseInfo.insuranceTableId).toBe(v1);

    const versions = await call(t.app, 'GET', '/admin/config/insurance/versions', { token: admin });
    expect(versions.body.data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions.body.data[1].table.tiers[0].rate).toBe('1.00');
    await expectLedgerHealthy(t.db);
  });

  it('bills the penalty an operator set on the next supplementary bill', async () => {
    const order = await place(t, customer.token, { ...FORM, serviceId: ground });
    expect(order.body.data.status).toBe(8);
    expect((await update({ key: 'falseInfoPenalty', value: '7.50' })).status).toBe(200);
    const before = await available();
    const bill = await call(t.app, 'POST', '/admin/order/billed', {
      token: admin,
      body: { orderId: order.body.data.id, amount: '0.00', reason: 'False weight', penalty: true },
      headers: { 'idempotency-key': 'config-penalty-bill' },
    });
    expect(bill.status).toBe(200);
    expect(bill.body.data).toMatchObject({ penalty: '7.50', currency: 'USD' });
    expect(await available()).toBe(before - 7_50n);
    await expectLedgerHealthy(t.db);
    await update({ key: 'falseInfoPenalty', value: '5.00' });
  });

  it('refuses a voucher over the upload limit an operator set, and accepts it again under a higher one', async () => {
    const bytes = Buffer.concat([TINY_PNG, Buffer.alloc(60 * 1024)]);
    const upload = async () => {
      const body = multipartBody({}, [{ filename: 'voucher.png', contentType: 'image/png', bytes }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/app/attachment/upload/image',
        headers: { ...body.headers, authorization: `Bearer ${customer.token}`, 'accept-language': 'zh-CN' },
        payload: body.payload,
      });
      return { status: res.statusCode, body: res.json() };
    };
    expect((await upload()).status).toBe(200);
    expect((await update({ key: 'uploadLimitKb', value: 50 })).status).toBe(200);
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(refused.body.errorCode).toBe('upload.too_large');
    expect(refused.body.message).toContain('50KB');
    expect((await update({ key: 'uploadLimitKb', value: 500 })).status).toBe(200);
    expect((await upload()).status).toBe(200);
  });

  it('holds the import and export deposits an operator set on new quotes', async () => {
    const channel = await createSandboxChannel(t.app, admin, 'Intl sandbox');
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
      body: { userId: customer.id, serviceIds: [ground, intl.body.data.id] },
    });
    const estimate = (body: unknown) =>
      call(t.app, 'POST', '/app/order/estimateRate', { token: customer.token, body });
    const importing = { ...SHIPMENT, from: { zipCode: '200000', countryCode: 'CN' } };
    const exporting = { ...SHIPMENT, to: { zipCode: 'SW1A 1AA', countryCode: 'GB' } };
    expect((await estimate(importing)).body.data.quotes[0].depositAmount).toBe('200.00');
    await update({ key: 'importDeposit', value: '250.00' });
    await update({ key: 'exportDeposit', value: '80.00' });
    const imp = (await estimate(importing)).body.data.quotes[0];
    expect(imp).toMatchObject({ direction: 'import', depositAmount: '250.00' });
    expect(imp.payableAmount).toBe((Number(imp.totalAmount) + 250).toFixed(2));
    expect((await estimate(exporting)).body.data.quotes[0]).toMatchObject({
      direction: 'export',
      depositAmount: '80.00',
    });
    await update({ key: 'importDeposit', value: '200.00' });
    await update({ key: 'exportDeposit', value: '100.00' });
  });
});
