import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { auditLogs } from '../audit/audit.table.ts';
import { adminToken, fundedCustomer } from '../orders/placement.fixtures.ts';
import { configChanges } from './config.repository.ts';

/**
 * Issue 14: the system configuration: read from the database, changed one key at a time with validation
 * in both languages and a change record, refused to customers; the public part needs no login.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
});

const update = (body: unknown, token = admin, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/admin/config/update', { token, body, lang });
const current = async () => (await call(t.app, 'GET', '/admin/config', { token: admin })).body.data;

describe('system configuration', () => {
  it('answers GET /config/public without login: the default contact details and links', async () => {
    const res = await call(t.app, 'GET', '/config/public');
    expect(res.status).toBe(200);
    expect(res.body.data.contact.companyName).toBe('ShipLabel');
    expect(res.body.data.externalLinks).toEqual([
      { key: 'help', url: '/helpCenter' },
      { key: 'docs', url: '/wordView' },
    ]);
    // The amounts the public help and legal texts quote (issue 14: they follow the configuration).
    expect(res.body.data.fees).toMatchObject({
      falseInfoPenalty: '5.00',
      importDeposit: '200.00',
      uploadLimitKb: 500,
    });
    expect(res.body.data.fees.insuranceTable.tiers).toHaveLength(11);
  });

  it("starts from spec section 9's constants", async () => {
    const data = await current();
    expect(data.values).toMatchObject({
      importDeposit: '200.00',
      exportDeposit: '100.00',
      falseInfoPenalty: '5.00',
      zoneLookupFee: '0.10',
      uploadLimitKb: 500,
    });
    expect(data.values.insuranceTable.tiers).toHaveLength(11);
    expect(data.insuranceVersion.version).toBe(1);
  });

  it('changes one key, records old and new value, and shows it publicly at once', async () => {
    const contact = {
      companyName: 'Acme Ship',
      email: 'help@acme.example',
      phone: '+1 555 0101',
      address: '1 Main St',
      hours: '9-5',
    };
    const res = await update({ key: 'contact', value: contact });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/config/public')).body.data.contact).toEqual(contact);
    const fee = await update({ key: 'zoneLookupFee', value: '0.25' });
    expect(fee.body.data.values.zoneLookupFee).toBe('0.25');
    const [change] = await configChanges(t.db, 'zoneLookupFee');
    expect(change).toMatchObject({ oldValue: null, newValue: 25 });
    await update({ key: 'zoneLookupFee', value: '0.10' });
    const [back] = await configChanges(t.db, 'zoneLookupFee');
    expect(back).toMatchObject({ oldValue: 25, newValue: 10 });
  });

  it('refuses out-of-range and malformed values in both languages and changes nothing', async () => {
    const before = await current();
    const bad: [unknown, string, string][] = [
      [{ key: 'zoneLookupFee', value: '-1.00' }, 'value', 'config.money_invalid'],
      [{ key: 'zoneLookupFee', value: '0.1' }, 'value', 'config.money_invalid'],
      [{ key: 'zoneLookupFee', value: '100.01' }, 'value', 'config.zone_fee_too_large'],
      [{ key: 'importDeposit', value: 200 }, 'value', 'config.money_invalid'],
      [{ key: 'uploadLimitKb', value: 20481 }, 'value', 'config.upload_limit_range'],
      [{ key: 'uploadLimitKb', value: 10.5 }, 'value', 'config.upload_limit_range'],
      [
        {
          key: 'externalLinks',
          value: [
            { key: 'help', url: 'javascript:alert(1)' },
            { key: 'docs', url: '/d' },
          ],
        },
        'value.0.url',
        'config.url_invalid',
      ],
      [
        {
          key: 'externalLinks',
          value: [
            { key: 'help', url: 'ftp://x.example' },
            { key: 'docs', url: '/d' },
          ],
        },
        'value.0.url',
        'config.url_invalid',
      ],
      [
        {
          key: 'externalLinks',
          value: [
            { key: 'help', url: '/a' },
            { key: 'help', url: '/b' },
          ],
        },
        'value',
        'config.links_incomplete',
      ],
      [{ key: 'nonsense', value: '1.00' }, 'key', 'config.key_unknown'],
    ];
    for (const [body, field, key] of bad) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(field);
      expect(res.body.errorCode).toBe('validation.failed');
      expect(key).toMatch(/^config\./);
    }
    const zh = await update({ key: 'zoneLookupFee', value: '1000.00' }, admin, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('分区查询费最多为 100.00 美元');
    const en = await update({ key: 'zoneLookupFee', value: '1000.00' }, admin, 'en-US');
    expect(JSON.stringify(en.body)).toContain('at most 100.00 USD');
    expect((await current()).values).toEqual(before.values);
  });

  it('refuses an insurance table whose rows overlap or are out of order, and keeps the version', async () => {
    const { values, insuranceVersion } = await current();
    const tiers = [...values.insuranceTable.tiers];
    [tiers[0], tiers[1]] = [tiers[1], tiers[0]];
    const res = await update({ key: 'insuranceTable', value: { ...values.insuranceTable, tiers } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('value.tiers.1.upTo');
    const capped = await update({
      key: 'insuranceTable',
      value: { ...values.insuranceTable, maxPerShipment: '10.00' },
    });
    expect(capped.status).toBe(400);
    expect((await current()).insuranceVersion).toEqual(insuranceVersion);
  });

  it('writes an audit entry for the change', async () => {
    const res = await update({ key: 'falseInfoPenalty', value: '6.00' });
    expect(res.status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.route, '/admin/config/update'), eq(auditLogs.statusCode, 200)))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(entry).toBeDefined();
    const [change] = await configChanges(t.db, 'falseInfoPenalty');
    expect(change).toMatchObject({ oldValue: null, newValue: 600, changedBy: entry!.userId });
    await update({ key: 'falseInfoPenalty', value: '5.00' });
  });

  it('refuses customers on every admin endpoint (403, nothing changed)', async () => {
    const customer = await fundedCustomer(t, 0n);
    const before = await current();
    expect((await call(t.app, 'GET', '/admin/config', { token: customer.token })).status).toBe(403);
    expect(
      (await call(t.app, 'GET', '/admin/config/insurance/versions', { token: customer.token })).status,
    ).toBe(403);
    expect((await update({ key: 'zoneLookupFee', value: '9.00' }, customer.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/admin/config')).status).toBe(401);
    const fees = await call(t.app, 'GET', '/config/fees', { token: customer.token });
    expect(fees.body.data).toMatchObject({
      importDeposit: '200.00',
      exportDeposit: '100.00',
      falseInfoPenalty: '5.00',
      zoneLookupFee: '0.10',
      uploadLimitKb: 500,
    });
    expect(fees.body.data.insuranceTable.tiers[0]).toEqual({
      upTo: '1000.00',
      rate: '1.00',
      minimum: '2.00',
    });
    expect((await call(t.app, 'GET', '/config/fees')).status).toBe(401);
    expect((await current()).values).toEqual(before.values);
  });
});
