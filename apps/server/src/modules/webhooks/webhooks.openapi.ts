import { WEBHOOK_EVENT_DATA, WEBHOOK_TEST_EVENT, webhookEventOf } from '@shiplabel/shared';
import { z } from 'zod';

type EventType = keyof typeof WEBHOOK_EVENT_DATA;

/** What each event says (the OpenAPI summary). */
const SUMMARIES: Record<EventType, string> = {
  'label.created': 'A label was bought (web app, API or batch)',
  'label.voided': 'A label was voided or its cancellation requested',
  'tracking.updated': 'New tracking events arrived for an order',
  'order.delivered': 'The carrier reported the order delivered',
  'batch.finished': 'Every order of a label batch has ended',
  'import.validated': 'An uploaded order file has been validated',
  'recharge.reviewed': 'Staff approved or rejected a recharge',
  [WEBHOOK_TEST_EVENT]: '"Send test event" from the webhook settings (not subscribable)',
};

const SIGNING = [
  'Sent as `POST` with a JSON body to every enabled endpoint subscribed to the event.',
  '`ShipLabel-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` keyed with the',
  "endpoint's signing secret (`whsec_…`); during a secret rotation a second `v1=` signs with the previous",
  'secret. Verify on the raw body before parsing it, with a 5-minute tolerance on `t`, comparing in',
  'constant time (snippets in curl/openssl, JavaScript and Python on /wordView).',
  'Any 2xx answer ends the delivery; anything else (or no answer in 10 s) is retried with exponential',
  'backoff for 3 days. A retry or "send again" carries the same `id`: de-duplicate on it.',
].join(' ');

export const webhookSchemaName = (type: string) => `WebhookEvent_${type.replace(/\W/g, '_')}`;

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string', example },
});

/**
 * The outgoing webhooks for /openapi.json (issue 16): each event's body under components.schemas, and
 * `x-webhooks` (the OpenAPI 3.0 spelling of 3.1's `webhooks`, which the document's 3.0.3 cannot hold)
 * with the headers and the signing rule. Built from the shared schemas the delivery tests parse every
 * real delivery with, so the reference cannot drift from what is sent.
 */
export function webhookOpenApi(): {
  schemas: Record<string, Record<string, unknown>>;
  webhooks: Record<string, unknown>;
} {
  const schemas: Record<string, Record<string, unknown>> = {};
  const webhooks: Record<string, unknown> = {};
  for (const type of Object.keys(WEBHOOK_EVENT_DATA) as EventType[]) {
    const name = webhookSchemaName(type);
    const { $schema: _, ...schema } = z.toJSONSchema(webhookEventOf(type), { target: 'openapi-3.0' });
    schemas[name] = schema;
    webhooks[type] = {
      post: {
        tags: ['webhooks (outgoing)'],
        summary: SUMMARIES[type],
        description: SIGNING,
        operationId: `webhook_${type.replace(/\W/g, '_')}`,
        parameters: [
          header('ShipLabel-Signature', 'Timestamp and HMAC-SHA256 signature(s)', 't=1767225600,v1=ee5b…'),
          header('ShipLabel-Event-Id', 'The event id (the body `id`), the same on every retry', 'uuid'),
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
        },
        responses: { '200': { description: 'Received: any 2xx ends the retries' } },
      },
    };
  }
  return { schemas, webhooks };
}
