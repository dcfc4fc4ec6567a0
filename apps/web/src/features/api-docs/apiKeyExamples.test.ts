import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/home.json' with { type: 'json' };
import zh from '../../locales/zh-CN/home.json' with { type: 'json' };
import { apiKeyExample, GUIDE_EXAMPLES } from './apiKeyExamples.ts';

const ORIGIN = 'https://ship.example.com';

describe('/wordView API-key examples (issue 16)', () => {
  it('rate, label and track in curl, fetch and requests, each with the key and an Idempotency-Key', () => {
    const paths = {
      rate: '/app/order/estimateRate',
      label: '/app/order/label/create',
      track: '/app/track/getTrackInfo',
    };
    for (const example of GUIDE_EXAMPLES) {
      const { curl, javascript, python } = apiKeyExample(ORIGIN, example, 'zh-CN');
      expect(curl).toContain(`curl -X POST '${ORIGIN}${paths[example]}'`);
      expect(curl).toContain('-H "Authorization: Bearer $SHIPLABEL_API_KEY"');
      expect(curl).toContain('-H "Idempotency-Key: $(uuidgen)"');
      expect(curl).toContain("-H 'Accept-Language: zh-CN'");
      expect(javascript).toContain(`fetch('${ORIGIN}${paths[example]}'`);
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the example's own JavaScript template literal
      expect(javascript).toContain('Authorization: `Bearer ${process.env.SHIPLABEL_API_KEY}`');
      expect(javascript).toContain("'Idempotency-Key': crypto.randomUUID()");
      expect(python).toContain(`requests.post(\n    "${ORIGIN}${paths[example]}"`);
      expect(python).toContain(`"Authorization": f"Bearer {os.environ['SHIPLABEL_API_KEY']}"`);
      expect(python).toContain('"Idempotency-Key": str(uuid.uuid4())');
    }
  });

  it('sends real request fields: the label names its service, tracking its numbers', () => {
    const label = apiKeyExample(ORIGIN, 'label');
    const body = JSON.parse(label.curl.slice(label.curl.indexOf("-d '") + 4, -1));
    expect(Object.keys(body).sort()).toEqual(['from', 'parcels', 'serviceId', 'to']);
    expect(apiKeyExample(ORIGIN, 'track').python).toContain('"trackingNumbers": [');
    // A single quote in a value cannot break the shell quoting.
    expect(apiKeyExample("https://o'brien.example", 'rate').curl).toContain("'https://o'\\''brien.example");
  });

  it('explains keys, scopes, modes, limits and idempotency in both languages', () => {
    for (const key of ['title', 'keys', 'headers', 'scopes', 'modes', 'limits', 'idempotency'] as const) {
      expect(en.apiDocs.keys[key]).toBeTruthy();
      expect(zh.apiDocs.keys[key]).toBeTruthy();
      expect(zh.apiDocs.keys[key]).not.toBe(en.apiDocs.keys[key]);
    }
    expect(en.apiDocs.keys.limits).toContain('Retry-After');
    expect(zh.apiDocs.keys.idempotency).toContain('30');
  });
});
