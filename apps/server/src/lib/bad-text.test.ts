import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../db/testing/test-app.ts';
import { findBadText } from './validation.ts';

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

const address = {
  title: 'Home',
  name: 'Ann',
  phone: '2125550100',
  countryCode: 'US',
  stateCode: 'NY',
  city: 'New York',
  zipCode: '10001',
  addressLine1: '1 Main St',
};

describe('bad text (NUL, unpaired surrogates) is refused once for every string', () => {
  it('finds NUL and lone surrogates at any depth, in values and keys, and passes paired surrogates', () => {
    expect(findBadText({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] })).toEqual(['a', '1', 'c']);
    expect(findBadText({ a: '\uD800' })).toEqual(['a']);
    expect(findBadText({ a: 'x\uDC00' })).toEqual(['a']);
    expect(findBadText({ 'k\u0000': 1 })).toEqual(['k?']);
    expect(findBadText({ a: 'emoji \uD83D\uDE00 中文', b: [1, true, null] })).toBeNull();
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findBadText(deep)).toHaveLength(10_000);
  });

  it('answers 400 validation.bad_text naming the body field, in both languages, and stores nothing', async () => {
    const nul = await call(t.app, 'POST', '/app/user/address-book/create', {
      token: customer,
      body: { ...address, city: 'New\u0000York' },
    });
    expect(nul.status).toBe(400);
    expect(nul.body.errorCode).toBe('validation.failed');
    expect(nul.body.errors[0].field).toBe('city');
    expect(nul.body.message).toMatch(/NUL/);
    const surrogate = await call(t.app, 'POST', '/app/user/address-book/create', {
      token: customer,
      body: { ...address, addressLine2: 'Apt \uD800' },
      lang: 'zh-CN',
    });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.errors[0].field).toBe('addressLine2');
    expect(surrogate.body.message).toContain('无法保存的字符');
    const list = await call(t.app, 'GET', '/app/user/address-book/list', { token: customer });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a NUL in a query parameter (search keyword) and in a path parameter', async () => {
    const keyword = await call(t.app, 'GET', '/app/user/address-book/list?keyword=a%00b', {
      token: customer,
    });
    expect(keyword.status).toBe(400);
    expect(keyword.body.errors[0].field).toBe('keyword');
    const roles = await call(t.app, 'GET', '/role/list?keyword=%00', { token: admin });
    expect(roles.status).toBe(400);
    const param = await call(t.app, 'GET', '/app/user/address-book/%00', { token: customer });
    expect(param.status).toBe(400);
    expect(param.body.errors[0].field).toBe('id');
  });
});

describe('dates out of range', () => {
  it('refuses years past 2100 or before 1970 with 400 instead of overflowing (costStats)', async () => {
    const statsAdmin = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
    for (const from of ['9999-12-31', '2101-01-01', '1969-12-31', '0000-01-01']) {
      const res = await call(t.app, 'GET', `/app/order/costStats?from=${from}`, { token: statsAdmin });
      expect(res.status, from).toBe(400);
      expect(res.body.errors[0].field, from).toBe('from');
    }
    const fine = await call(t.app, 'GET', '/app/order/costStats?from=2100-11-01', { token: statsAdmin });
    expect(fine.status).toBe(200);
  });
});
