import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';

let t: TestApp;
let admin: string;

const address = {
  personName: 'Dock Manager',
  company: 'West Coast Fulfilment',
  phone: '+1 310 555 0100',
  addressLine1: '1200 E Carson St',
  city: 'Carson',
  stateCode: 'CA',
  zipCode: '90745',
  countryCode: 'US',
};
const warehouseUser = (email: string, code: string) => ({
  email,
  password: 'Secret123',
  kind: 'warehouse',
  company: 'West Coast Fulfilment',
  warehouse: { name: 'Carson DC', code, address },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

describe('overseas-warehouse users', () => {
  let id: string;

  it('creates a warehouse user whose warehouse address is their default sender', async () => {
    const res = await call(t.app, 'POST', '/admin/register', {
      token: admin,
      body: warehouseUser('wh@test.example', 'lax01'),
    });
    expect(res.status).toBe(200);
    id = res.body.data.id;
    expect(res.body.data).toMatchObject({
      kind: 'warehouse',
      warehouseName: 'Carson DC',
      warehouseCode: 'LAX01',
      warehouseAddress: '1200 E Carson St, Carson, CA, 90745, US',
    });
    const token = await login(t.app, 'wh@test.example', 'Secret123');
    const book = await call(t.app, 'GET', '/app/user/address-book/list', { token });
    expect(book.status).toBe(200);
    const sender = book.body.data.list.find((e: { isDefaultSender: boolean }) => e.isDefaultSender);
    expect(sender).toMatchObject({ title: 'Carson DC', ...address });

    const detail = (await call(t.app, 'GET', `/admin/${id}`, { token: admin })).body.data;
    expect(detail.warehouse).toMatchObject({ name: 'Carson DC', code: 'LAX01', addressEntryId: sender.id });
  });

  it('edits the warehouse through /admin/update/{id}, keeping one default sender', async () => {
    const res = await call(t.app, 'POST', `/admin/update/${id}`, {
      token: admin,
      body: {
        email: 'wh@test.example',
        warehouse: {
          name: 'Carson DC 2',
          code: 'LAX02',
          address: { ...address, addressLine1: '1300 E Carson St' },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ warehouseName: 'Carson DC 2', warehouseCode: 'LAX02' });
    const token = await login(t.app, 'wh@test.example', 'Secret123');
    const book = (await call(t.app, 'GET', '/app/user/address-book/list', { token })).body.data;
    expect(book.total).toBe(1);
    expect(book.list[0]).toMatchObject({
      title: 'Carson DC 2',
      addressLine1: '1300 E Carson St',
      isDefaultSender: true,
    });
  });

  it('refuses a used warehouse code, a warehouse on another kind, and a bad address', async () => {
    const dup = await call(t.app, 'POST', '/admin/register', {
      token: admin,
      body: warehouseUser('wh2@test.example', 'lax02'),
      lang: 'zh-CN',
    });
    expect(dup).toMatchObject({
      status: 409,
      body: { errorCode: 'users.warehouse_code_taken', message: '该仓库代码已被其他仓库使用' },
    });
    const onCustomer = await call(t.app, 'POST', '/admin/register', {
      token: admin,
      body: { ...warehouseUser('c@test.example', 'ORD9'), kind: 'customer' },
    });
    expect(onCustomer).toMatchObject({ status: 422, body: { errorCode: 'users.warehouse_only' } });
    const badZip = await call(t.app, 'POST', '/admin/register', {
      token: admin,
      body: {
        ...warehouseUser('z@test.example', 'ORD9'),
        warehouse: { name: 'X', code: 'ORD9', address: { ...address, zipCode: 'abc' } },
      },
    });
    expect(badZip.status).toBe(400);
    expect(badZip.body.errors.map((e: { field: string }) => e.field)).toEqual(['warehouse.address.zipCode']);
    const list = await call(t.app, 'GET', '/admin/allUserlist?kind=warehouse', { token: admin });
    expect(list.body.data.total).toBe(1);
  });

  it('lists warehouse users only, and exports them to xlsx', async () => {
    await seedUser(t.db, { roles: ['Customer'], email: 'plain@test.example' });
    const page = await call(t.app, 'GET', '/admin/pageOWUser', { token: admin });
    expect(page.body.data.list.map((u: { email: string }) => u.email)).toEqual(['wh@test.example']);
    // The kind is fixed: a kind in the query is not a filter of this list.
    const withKind = await call(t.app, 'GET', '/admin/pageOWUser?kind=customer', { token: admin });
    expect(withKind.body.data.list.map((u: { email: string }) => u.email)).toEqual(['wh@test.example']);

    const res = await request(t.app, 'GET', '/admin/overSeasDown', { token: admin, lang: 'en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('overseas-warehouse-users.xlsx');
    const sheet = await readXlsx(res.rawPayload, { maxRows: 10 });
    expect(sheet.headers).toContain('Warehouse code');
    expect(sheet.rows).toHaveLength(1);
    const cell = (h: string) => sheet.rows[0]!.cells[sheet.headers.indexOf(h)];
    expect([cell('E-mail'), cell('Warehouse'), cell('Warehouse code'), cell('Kind')]).toEqual([
      'wh@test.example',
      'Carson DC 2',
      'LAX02',
      'Overseas warehouse',
    ]);
  });
});
