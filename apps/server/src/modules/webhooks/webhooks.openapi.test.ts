import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { webhookSchemaName } from './webhooks.openapi.ts';

/** Issue 16: /openapi.json documents every event we send, its body and how it is signed. */
let t: TestApp;
let doc: {
  components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
  'x-webhooks': Record<string, { post: Record<string, unknown> }>;
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

describe('/openapi.json: outgoing webhooks', () => {
  it('lists every event with its signed headers and a body schema', () => {
    expect(Object.keys(doc['x-webhooks']).sort()).toEqual([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT].sort());
    for (const type of [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]) {
      const post = doc['x-webhooks'][type]!.post as {
        description: string;
        parameters: { name: string; in: string }[];
        requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
      };
      expect(post.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
        'header:ShipLabel-Signature',
        'header:ShipLabel-Event-Id',
      ]);
      expect(post.description).toContain('HMAC-SHA256');
      expect(post.description).toContain('5-minute');
      const ref = post.requestBody.content['application/json'].schema.$ref;
      expect(ref).toBe(`#/components/schemas/${webhookSchemaName(type)}`);
      const body = doc.components.schemas[webhookSchemaName(type)]!;
      expect(body.required.sort()).toEqual(['created', 'data', 'id', 'type']);
    }
  });

  it('documents the fields a receiver matches orders with', () => {
    const created = doc.components.schemas[webhookSchemaName('label.created')]!;
    const data = created.properties.data as { properties: Record<string, unknown>; required: string[] };
    for (const field of ['orderId', 'orderNo', 'trackingNo', 'amount', 'currency', 'testMode'])
      expect(data.required, field).toContain(field);
    const voided = doc.components.schemas[webhookSchemaName('label.voided')]!;
    expect((voided.properties.data as { required: string[] }).required).toContain('carrierVoided');
  });
});
