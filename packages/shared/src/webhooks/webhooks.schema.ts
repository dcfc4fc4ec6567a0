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
