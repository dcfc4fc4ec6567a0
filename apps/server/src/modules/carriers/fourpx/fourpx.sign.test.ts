import { describe, expect, it } from 'vitest';
import { fopQuery, fopSign, fopSignString } from './fourpx.sign.ts';

/** 4PX's own worked example ("签名生成规则", docs/4px.md of tonylabs/medusa-fulfillment-4px). */
const documented = {
  params: {
    app_key: '16081f05-e8fc-4250-b9c4-0660d1ecbb28',
    format: 'json',
    method: 'ds.xms.order.create',
    timestamp: '1532592413187',
    v: '1.0',
  },
  body: '{"aa":"bb"}',
  secret: '7eebf328-8e5a-4030-904d-ec6e89174fbc',
  string:
    'app_key16081f05-e8fc-4250-b9c4-0660d1ecbb28formatjsonmethodds.xms.order.createtimestamp1532592413187v1.0{"aa":"bb"}7eebf328-8e5a-4030-904d-ec6e89174fbc',
};

describe('4PX FOP signature', () => {
  it('builds the documented string and signs it with lower-case MD5 (vector computed by the recipe)', () => {
    expect(fopSignString(documented.params, documented.body, documented.secret)).toBe(documented.string);
    // md5 of the documented string (`printf %s '<string>' | md5sum`).
    expect(fopSign(documented.params, documented.body, documented.secret)).toBe(
      'ff4af77c062a9b97d98aa29777621c4a',
    );
  });

  it('sorts the names, leaves access_token and language out, and covers the body and the secret', () => {
    const shuffled = {
      v: '1.0',
      timestamp: '1532592413187',
      method: 'ds.xms.order.create',
      format: 'json',
      app_key: documented.params.app_key,
    };
    const withExtras = { ...shuffled, access_token: 'tok', language: 'en' };
    const sign = fopSign(documented.params, documented.body, documented.secret);
    expect(fopSign(shuffled, documented.body, documented.secret)).toBe(sign);
    expect(fopSign(withExtras, documented.body, documented.secret)).toBe(sign);
    expect(fopSign(documented.params, '{"aa":"bc"}', documented.secret)).not.toBe(sign);
    expect(fopSign(documented.params, documented.body, 'other-secret')).not.toBe(sign);
    expect(fopSign({ ...documented.params, v: '1.1.0' }, documented.body, documented.secret)).not.toBe(sign);
  });

  it('puts the common parameters and the sign in the query (language unsigned)', () => {
    const query = fopQuery({
      appKey: documented.params.app_key,
      appSecret: documented.secret,
      method: 'ds.xms.order.create',
      version: '1.0',
      timestamp: '1532592413187',
      body: documented.body,
      language: 'en',
    });
    expect(Object.fromEntries(query)).toEqual({
      ...documented.params,
      sign: 'ff4af77c062a9b97d98aa29777621c4a',
      language: 'en',
    });
  });
});
