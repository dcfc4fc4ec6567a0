import { ADDRESS_BATCH_MAX } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
});

const address = {
  personName: 'Ann Lee',
  addressLine1: '350 fifth avenue',
  addressLine2: 'suite 3300',
  city: 'new york',
  stateCode: 'ny',
  zipCode: '10118',
};

describe('GET /app/user/address/getCity', () => {
  it('gives the city and state of a ZIP, also for ZIP+4', async () => {
    const res = await call(t.app, 'GET', '/app/user/address/getCity?zipCode=90210-1234', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ zipCode: '90210', city: 'Beverly Hills', stateCode: 'CA' }]);
  });

  it('refuses a malformed ZIP (400) and an unknown one (404) in both languages', async () => {
    const bad = await call(t.app, 'GET', '/app/user/address/getCity?zipCode=12', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('address.zip_invalid');
    const unknown = await call(t.app, 'GET', '/app/user/address/getCity?zipCode=00000', {
      token,
      lang: 'zh-CN',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: 'address.zip_unknown', message: '邮编 00000 不存在' });
    const en = await call(t.app, 'GET', '/app/user/address/getCity?zipCode=00000', { token });
    expect(en.body.message).toBe('ZIP code 00000 does not exist');
    const missing = await call(t.app, 'GET', '/app/user/address/getCity', { token });
    expect(missing.status).toBe(400);
    const hostile = await call(
      t.app,
      'GET',
      `/app/user/address/getCity?zipCode=${encodeURIComponent("1' OR '1'='1")}`,
      {
        token,
      },
    );
    expect(hostile.status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/app/user/address/getCity?zipCode=90210')).status).toBe(401);
  });
});

describe('POST /app/user/address/validate', () => {
  it('returns validity, issues, the standardised suggestion and the changed fields', async () => {
    const res = await call(t.app, 'POST', '/app/user/address/validate', { token, body: address });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      valid: true,
      poBox: false,
      issues: [],
      suggestion: {
        addressLine1: '350 FIFTH AVE',
        addressLine2: 'STE 3300',
        city: 'NEW YORK',
        stateCode: 'NY',
        zipCode: '10118',
        isValid: true,
      },
      changes: ['addressLine1', 'addressLine2', 'city', 'stateCode'],
    });
  });

  it('explains mismatches in the caller language', async () => {
    const body = { ...address, stateCode: 'NJ', city: 'Boston' };
    const en = await call(t.app, 'POST', '/app/user/address/validate', { token, body });
    expect(en.body.data.valid).toBe(false);
    expect(en.body.data.issues.map((i: { message: string }) => i.message)).toEqual([
      'ZIP code 10118 belongs to state NY',
      'The city does not match ZIP code 10118 (expected NEW YORK)',
    ]);
    const zh = await call(t.app, 'POST', '/app/user/address/validate', { token, body, lang: 'zh-CN' });
    expect(zh.body.data.issues[0].message).toBe('邮编 10118 属于州 NY');
  });

  it('reports wrong field types and hostile strings as issues, and refuses non-objects and bad JSON', async () => {
    const typed = await call(t.app, 'POST', '/app/user/address/validate', {
      token,
      body: { ...address, zipCode: 10118, city: ['x'] },
    });
    expect(typed.status).toBe(200);
    expect(typed.body.data.valid).toBe(false);
    expect(typed.body.data.issues.map((i: { field: string }) => i.field).sort()).toEqual(['city', 'zipCode']);
    const hostile = await call(t.app, 'POST', '/app/user/address/validate', {
      token,
      body: {
        ...address,
        personName: '<script>alert(1)</script>',
        addressLine1: "1 Main'; DROP TABLE users;--",
      },
    });
    expect(hostile.status).toBe(200);
    expect(hostile.body.data.suggestion.personName).toBe('<script>alert(1)</script>');
    const array = await call(t.app, 'POST', '/app/user/address/validate', { token, body: [address] });
    expect(array.status).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/app/user/address/validate',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
      },
      payload: '{"zipCode": ',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errorCode).toBe('request.malformed_json');
  });
});

describe('POST /app/user/address/validate/batch', () => {
  it('validates each address on its own, in order', async () => {
    const res = await call(t.app, 'POST', '/app/user/address/validate/batch', {
      token,
      body: {
        addresses: [
          address,
          { ...address, zipCode: '00000' },
          { personName: '' },
          { ...address, addressLine1: 'PO Box 5' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { valid: boolean }) => r.valid)).toEqual([true, false, false, true]);
    expect(res.body.data[1].issues[0].code).toBe('address.zip_unknown');
    expect(res.body.data[3].poBox).toBe(true);
  });

  it(`refuses an empty or oversized batch (more than ${ADDRESS_BATCH_MAX}) and a wrong shape`, async () => {
    const big = await call(t.app, 'POST', '/app/user/address/validate/batch', {
      token,
      lang: 'zh-CN',
      body: { addresses: Array.from({ length: ADDRESS_BATCH_MAX + 1 }, () => address) },
    });
    expect(big.status).toBe(400);
    expect(big.body.errorCode).toBe('validation.failed');
    expect(big.body.errors[0].field).toBe('addresses');
    const empty = await call(t.app, 'POST', '/app/user/address/validate/batch', {
      token,
      body: { addresses: [] },
    });
    expect(empty.status).toBe(400);
    const wrong = await call(t.app, 'POST', '/app/user/address/validate/batch', {
      token,
      body: { addresses: 'x' },
    });
    expect(wrong.status).toBe(400);
    const ok = await call(t.app, 'POST', '/app/user/address/validate/batch', {
      token,
      body: { addresses: Array.from({ length: ADDRESS_BATCH_MAX }, () => address) },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(ADDRESS_BATCH_MAX);
  });
});
