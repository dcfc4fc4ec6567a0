import { z } from 'zod';
import { isoDaySchema } from '../orders/order.schema.ts';
import { pageQuerySchema } from '../pagination.ts';

/** The carrier calls the API log records: the carrier adapter's methods. */
export const API_REQUEST_TYPES = [
  'rate',
  'createLabel',
  'findLabel',
  'void',
  'track',
  'manifest',
  'validateAddress',
  /** POST /admin/channel/testConnection/{id}: an operator checking a channel's credentials. */
  'testConnection',
] as const;
export type ApiRequestType = (typeof API_REQUEST_TYPES)[number];

/** GET /admin/apiLog/list filters: order number (part of it matches), request type, carrier, result, days. */
export const apiLogQuerySchema = pageQuerySchema.extend({
  orderNo: z.string().trim().max(64).optional(),
  requestType: z.enum(API_REQUEST_TYPES).optional(),
  carrierCode: z.string().trim().max(64).optional(),
  success: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Business days (BUSINESS_TZ), both included. */
  createdFrom: isoDaySchema.optional(),
  createdTo: isoDaySchema.optional(),
});
export type ApiLogQuery = z.infer<typeof apiLogQuerySchema>;

export const apiLogItemSchema = z.object({
  id: z.uuid(),
  orderId: z.string().nullable(),
  /** Empty when the call concerned no order (e.g. an address check). */
  orderNo: z.string(),
  carrierCode: z.string(),
  channelId: z.string().nullable(),
  /** The channel's name now; null once the channel is deleted. */
  channelName: z.string().nullable(),
  requestType: z.string(),
  success: z.boolean(),
  errorCode: z.string(),
  durationMs: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type ApiLogItem = z.infer<typeof apiLogItemSchema>;

export const apiLogDetailSchema = apiLogItemSchema.extend({
  userId: z.string().nullable(),
  request: z.record(z.string(), z.unknown()),
  response: z.record(z.string(), z.unknown()).nullable(),
});
export type ApiLogDetail = z.infer<typeof apiLogDetailSchema>;
