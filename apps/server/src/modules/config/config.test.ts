import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adminToken } from '../orders/placement.fixtures.ts';
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
      { key: 'docs', url: '/api-docs' },
    ]);
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
});
