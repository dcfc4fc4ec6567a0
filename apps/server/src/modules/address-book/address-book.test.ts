import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let ann: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  bob = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
});

const BASE = '/app/user/address-book';
const entry = {
  title: 'Head office',
  personName: 'Ann Lee',
  phone: '212-555-0100',
  company: 'Acme',
  email: 'ann@example.com',
  addressLine1: '350 FIFTH AVE',
  addressLine2: 'STE 3300',
  city: 'NEW YORK',
  stateCode: 'NY',
  zipCode: '10118',
  isResidential: false,
};
const create = (body: unknown, token = ann, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', `${BASE}/create`, { token, body, lang });

describe('address book CRUD', () => {
  it('creates an entry, decides the validated flag itself and reads it back', async () => {
    const res = await create({ ...entry, isValid: false });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...entry,
      countryCode: 'US',
      isValid: true,
      isDefaultSender: false,
    });
    const got = await call(t.app, 'GET', `${BASE}/${res.body.data.id}`, { token: ann });
    expect(got.body.data).toEqual(res.body.data);
    // A caller cannot claim validity for an address that does not pass.
    const wrong = await create({ ...entry, title: 'Wrong city', city: 'Boston', isValid: true });
    expect(wrong.body.data.isValid).toBe(false);
    // A foreign address is format-checked only: saved, but not marked validated.
    const foreign = await create({
      ...entry,
      title: 'Toronto',
      countryCode: 'CA',
      stateCode: 'ON',
      zipCode: 'M5V 2T6',
      city: 'Toronto',
    });
    expect(foreign.status).toBe(200);
    expect(foreign.body.data).toMatchObject({ countryCode: 'CA', isValid: false });
  });

  it('requires title, name, phone, line 1 and ZIP, in both languages', async () => {
    const res = await create(
      { ...entry, title: '', phone: ' ', addressLine1: '', zipCode: '' },
      ann,
      'zh-CN',
    );
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({ title: '请输入地址标题', phone: '请输入电话号码' });
    expect(Object.keys(byField)).toEqual(expect.arrayContaining(['addressLine1', 'zipCode']));
    const en = await create({ ...entry, title: '' });
    expect(en.body.errors).toEqual([{ field: 'title', message: 'Please enter a title for the address' }]);
  });

  it('refuses wrong types, hostile ids and malformed JSON without saving anything', async () => {
    const before = (await call(t.app, 'GET', `${BASE}/list`, { token: ann })).body.data.total;
    expect((await create({ ...entry, isResidential: 'yes' })).status).toBe(400);
    expect((await create({ ...entry, zipCode: 10118 })).status).toBe(400);
    expect((await create([entry])).status).toBe(400);
    expect(
      (await call(t.app, 'GET', `${BASE}/${encodeURIComponent("1' OR 1=1")}`, { token: ann })).status,
    ).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: `${BASE}/create`,
      headers: { authorization: `Bearer ${ann}`, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(raw.statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${BASE}/list`, { token: ann })).body.data.total).toBe(before);
  });

  it('stores hostile text as plain text', async () => {
    const res = await create({
      ...entry,
      title: '<img src=x onerror=alert(1)>',
      company: "'; DROP TABLE users; --",
    });
    expect(res.status).toBe(200);
    const got = await call(t.app, 'GET', `${BASE}/${res.body.data.id}`, { token: ann });
    expect(got.body.data.title).toBe('<img src=x onerror=alert(1)>');
    await call(t.app, 'POST', `${BASE}/delete/${res.body.data.id}`, { token: ann });
  });

  it('clears the validated flag when an edit makes the address fail, and sets it when an edit passes', async () => {
    const { id } = (await create({ ...entry, title: 'Edit me' })).body.data;
    const broken = await call(t.app, 'POST', `${BASE}/update/${id}`, {
      token: ann,
      body: { ...entry, title: 'Edit me', zipCode: '90210' },
    });
    expect(broken.body.data).toMatchObject({ zipCode: '90210', isValid: false });
    const fixed = await call(t.app, 'POST', `${BASE}/update/${id}`, {
      token: ann,
      body: { ...entry, title: 'Edit me', zipCode: '90210', city: 'BEVERLY HILLS', stateCode: 'CA' },
    });
    expect(fixed.body.data.isValid).toBe(true);
  });

  it('clears the validated flag on an edit the validation has not confirmed, whatever the client claims', async () => {
    const { id, isValid } = (await create({ ...entry, title: 'Badge' })).body.data;
    expect(isValid).toBe(true);
    const edited = await call(t.app, 'POST', `${BASE}/update/${id}`, {
      token: ann,
      body: { ...entry, title: 'Badge', addressLine1: '12 unverified road', isValid: true },
    });
    expect(edited.body.data).toMatchObject({ addressLine1: '12 unverified road', isValid: false });
    const listed = await call(t.app, 'GET', `${BASE}/list?keyword=unverified`, { token: ann });
    expect(listed.body.data.list).toMatchObject([{ id, isValid: false }]);
    const confirmed = await call(t.app, 'POST', `${BASE}/update/${id}`, {
      token: ann,
      body: { ...entry, title: 'Badge', addressLine1: '12 UNVERIFIED RD' },
    });
    expect(confirmed.body.data.isValid).toBe(true);
  });

  it('keeps one default sender per user', async () => {
    const a = (await create({ ...entry, title: 'Sender A', isDefaultSender: true })).body.data;
    const b = (await create({ ...entry, title: 'Sender B', isDefaultSender: true })).body.data;
    expect(b.isDefaultSender).toBe(true);
    expect((await call(t.app, 'GET', `${BASE}/${a.id}`, { token: ann })).body.data.isDefaultSender).toBe(
      false,
    );
    const list = await call(t.app, 'GET', `${BASE}/list`, { token: ann });
    expect(list.body.data.list[0].id).toBe(b.id);
    await call(t.app, 'POST', `${BASE}/update/${a.id}`, {
      token: ann,
      body: { ...entry, title: 'Sender A', isDefaultSender: true },
    });
    expect((await call(t.app, 'GET', `${BASE}/${b.id}`, { token: ann })).body.data.isDefaultSender).toBe(
      false,
    );
  });

  it('searches by keyword and pages with the spec page sizes', async () => {
    await create({
      ...entry,
      title: 'Zebra depot',
      city: 'BEVERLY HILLS',
      stateCode: 'CA',
      zipCode: '90210',
    });
    const res = await call(t.app, 'GET', `${BASE}/list?keyword=zebra&pageNum=1&pageSize=50`, { token: ann });
    expect(res.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 50 });
    expect(res.body.data.list[0].title).toBe('Zebra depot');
    const byZip = await call(t.app, 'GET', `${BASE}/list?keyword=90210`, { token: ann });
    expect(byZip.body.data.total).toBeGreaterThanOrEqual(2);
    const wildcard = await call(t.app, 'GET', `${BASE}/list?keyword=${encodeURIComponent('%')}`, {
      token: ann,
    });
    expect(wildcard.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', `${BASE}/list?pageSize=7`, { token: ann })).status).toBe(400);
    const page2 = await call(t.app, 'GET', `${BASE}/list?pageNum=2`, { token: ann });
    expect(page2.body.data.list).toEqual([]);
  });

  it('deletes an entry; a second delete is 404', async () => {
    const { id } = (await create({ ...entry, title: 'Temp' })).body.data;
    expect((await call(t.app, 'POST', `${BASE}/delete/${id}`, { token: ann })).status).toBe(200);
    const again = await call(t.app, 'POST', `${BASE}/delete/${id}`, { token: ann, lang: 'zh-CN' });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ errorCode: 'addressBook.not_found', message: '地址簿条目不存在' });
  });
});

describe('tenant isolation', () => {
  it("never shows, changes or deletes another user's entry: 404 as for an unknown id", async () => {
    const { id } = (await create({ ...entry, title: 'Private' })).body.data;
    const theirs = await call(t.app, 'GET', `${BASE}/list`, { token: bob });
    expect(theirs.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', `${BASE}/${id}`, { token: bob })).status).toBe(404);
    const upd = await call(t.app, 'POST', `${BASE}/update/${id}`, {
      token: bob,
      body: { ...entry, title: 'Stolen' },
    });
    expect(upd.status).toBe(404);
    expect((await call(t.app, 'POST', `${BASE}/delete/${id}`, { token: bob })).status).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/${randomUUID()}`, { token: ann })).status).toBe(404);
    const still = await call(t.app, 'GET', `${BASE}/${id}`, { token: ann });
    expect(still.body.data.title).toBe('Private');
    // Bob's default sender does not touch Ann's.
    await create({ ...entry, title: 'Bob sender', isDefaultSender: true }, bob);
    const annDefaults = (await call(t.app, 'GET', `${BASE}/list`, { token: ann })).body.data.list.filter(
      (e: { isDefaultSender: boolean }) => e.isDefaultSender,
    );
    expect(annDefaults).toHaveLength(1);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`)).status).toBe(401);
  });
});

describe('demo address book seed', () => {
  it('adds the demo entries once, all passing validation, one default sender', async () => {
    const { seedDemoAddressBook, DEMO_ADDRESS_BOOK } = await import('./address-book.seed.ts');
    const demo = await seedUser(t.db, { roles: ['Customer'], email: 'demo-seed@test.example' });
    expect(await seedDemoAddressBook(t.db, demo.email)).toBe(DEMO_ADDRESS_BOOK.length);
    expect(await seedDemoAddressBook(t.db, demo.email)).toBe(0);
    expect(await seedDemoAddressBook(t.db, 'nobody@test.example')).toBe(0);
    const token = await login(t.app, demo.email);
    const list = (await call(t.app, 'GET', `${BASE}/list`, { token })).body.data;
    expect(list.total).toBe(DEMO_ADDRESS_BOOK.length);
    expect(list.list.every((e: { isValid: boolean }) => e.isValid)).toBe(true);
    expect(list.list.filter((e: { isDefaultSender: boolean }) => e.isDefaultSender)).toHaveLength(1);
  });
});
