import { z } from 'zod';
import { addressValidationSchema } from '../address/validation.schema.ts';
import { quoteListSchema } from '../rating/quote.ts';

/**
 * Issue 6 limits of one batch call (the server refuses more, naming the limit; the web app says so before
 * sending): a label batch is a background job; estimates and validations answer at once.
 */
export const BATCH_PLACE_MAX = 10_000;
export const BATCH_ESTIMATE_MAX = 100;
export const BATCH_VALIDATE_MAX = 1_000;

/** The selected orders: 1..`max` ids; the messages name the limit in the caller's language. */
export const orderIdsOf = (max: number) =>
  z.array(z.uuid()).min(1, 'batch.no_orders').max(max, 'batch.too_many_orders');

/**
 * Issue 16, the batch dialog's service choice: 'order' keeps each order's own service (serviceId for those
 * without one); 'cheapest' / 'fastest' rate each order and take its cheapest / fastest allotted service;
 * 'rules' takes the service of the customer's first matching shipping rule (else as 'order').
 */
export const BATCH_SERVICE_MODES = ['order', 'cheapest', 'fastest', 'rules'] as const;
export type BatchServiceMode = (typeof BATCH_SERVICE_MODES)[number];

export const batchPlaceBodySchema = z.object({
  orderIds: orderIdsOf(BATCH_PLACE_MAX),
  /** The service of the selected drafts that have none yet (an order's own service wins). */
  serviceId: z.uuid().optional(),
  serviceMode: z.enum(BATCH_SERVICE_MODES).default('order'),
});

export const batchStartedSchema = z.object({ jobId: z.string(), total: z.number() });

export const batchEstimateBodySchema = z.object({ orderIds: orderIdsOf(BATCH_ESTIMATE_MAX) });
export const batchValidateBodySchema = z.object({ orderIds: orderIdsOf(BATCH_VALIDATE_MAX) });

/** One order's outcome: found and answered, or refused on its own with the reason. */
const perOrder = <T extends z.ZodType>(result: T) =>
  z.union([
    z.object({ orderId: z.string(), orderNo: z.string(), ok: z.literal(true), result }),
    z.object({
      orderId: z.string(),
      orderNo: z.string().nullable(),
      ok: z.literal(false),
      errorCode: z.string(),
      message: z.string(),
    }),
  ]);

export const orderEstimateSchema = perOrder(quoteListSchema);
export const orderAddressCheckSchema = perOrder(
  z.object({ from: addressValidationSchema, to: addressValidationSchema }),
);

export type OrderEstimate = z.infer<typeof orderEstimateSchema>;
export type OrderAddressCheck = z.infer<typeof orderAddressCheckSchema>;
