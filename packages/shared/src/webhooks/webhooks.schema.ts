import { z } from 'zod';
import { pageQuerySchema } from '../pagination.ts';

/** Outgoing webhooks (issue 16): the events a customer may subscribe an endpoint to. */
export const WEBHOOK_EVENTS = [
  'label.created',
  'label.voided',
  'tracking.updated',
  'order.delivered',
  'batch.finished',
  'import.validated',
  'recharge.reviewed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send test event": not subscribable, always delivered to the endpoint it is sent to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Endpoints one customer may register. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

/** An absolute http(s) URL without credentials; whether its host is reachable is checked by the server. */
export const webhookUrlSchema = z
  .string({ error: 'webhooks.url_invalid' })
  .trim()
  .max(2000, 'webhooks.url_invalid')
  .refine((v) => {
    try {
      const url = new URL(v);
      return (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.hostname !== '' &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, 'webhooks.url_invalid');

export const webhookEndpointInputSchema = z
  .object({
    url: webhookUrlSchema,
    description: z.string().trim().max(200, 'webhooks.description_too_long').default(''),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: 'webhooks.event_unknown' }))
      .min(1, 'webhooks.events_required')
      .max(WEBHOOK_EVENTS.length)
      .transform((events) => [...new Set(events)]),
    enabled: z.boolean().default(true),
  })
  .strict();
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** The previous secret still signs deliveries until then (after a rotation); null otherwise. */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Create and rotate answer the signing secret once; it is never shown again. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveriesQuerySchema = pageQuerySchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  payload: z.unknown(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastResponseCode: z.number().int().nullable(),
  lastResponseBody: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/*
 * The payload of each event (issue 16), as /openapi.json (`x-webhooks`) and /wordView document it. Strict
 * objects: the server's delivery tests parse every real delivery with these, so a field added or dropped
 * in an event without its documentation fails there.
 */
const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);
const isoText = z.iso.datetime({ offset: true });

/** label.created, tracking.updated, order.delivered: what a receiver needs to match the order and act. */
export const webhookOrderDataSchema = z
  .object({
    orderId: z.uuid(),
    orderNo: z.string(),
    /** The order status code (8: label created, 6: cancellation requested, 3: delivered...). */
    status: z.number().int(),
    reference: z.string(),
    carrierCode: z.string(),
    serviceName: z.string(),
    trackingNo: z.string(),
    trackingNumbers: z.array(z.string()),
    logisticsStatus: z.number().int(),
    /** What the label cost (decimal string); null before a quote. */
    amount: moneyText.nullable(),
    currency: z.string(),
    /** Placed with a test-mode API key: a sandbox label, no money moved. */
    testMode: z.boolean(),
    labelCreatedAt: isoText.nullable(),
    deliveredAt: isoText.nullable(),
  })
  .strict();

export const WEBHOOK_EVENT_DATA = {
  'label.created': webhookOrderDataSchema,
  /** `carrierVoided`: the carrier confirmed the void (false: the refund waits for review). */
  'label.voided': webhookOrderDataSchema.extend({ carrierVoided: z.boolean() }).strict(),
  'tracking.updated': webhookOrderDataSchema,
  'order.delivered': webhookOrderDataSchema,
  'batch.finished': z
    .object({
      jobId: z.uuid(),
      kind: z.string(),
      total: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
    })
    .strict(),
  'import.validated': z
    .object({
      importId: z.uuid(),
      filename: z.string(),
      total: z.number().int(),
      valid: z.number().int(),
      invalid: z.number().int(),
    })
    .strict(),
  'recharge.reviewed': z
    .object({
      rechargeId: z.uuid(),
      financeNo: z.string(),
      approved: z.boolean(),
      currency: z.string(),
      forecastAmount: moneyText,
      /** What was credited; null when the recharge was rejected. */
      actualAmount: moneyText.nullable(),
      reason: z.string(),
    })
    .strict(),
  [WEBHOOK_TEST_EVENT]: z.object({ endpointId: z.uuid(), message: z.string() }).strict(),
} as const satisfies Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, z.ZodType>;

/** One delivery's JSON body: `id` is the same on every retry and "send again" (de-duplicate on it). */
export const webhookEventOf = <T extends keyof typeof WEBHOOK_EVENT_DATA>(type: T) =>
  z
    .object({
      id: z.uuid(),
      type: z.literal(type),
      /** Unix seconds when the event happened. */
      created: z.number().int(),
      data: WEBHOOK_EVENT_DATA[type],
    })
    .strict();

/** Any delivery's body, told apart by `type`. */
export const webhookEventSchema = z.discriminatedUnion(
  'type',
  (Object.keys(WEBHOOK_EVENT_DATA) as (keyof typeof WEBHOOK_EVENT_DATA)[]).map(webhookEventOf) as [
    ReturnType<typeof webhookEventOf>,
    ...ReturnType<typeof webhookEventOf>[],
  ],
);
