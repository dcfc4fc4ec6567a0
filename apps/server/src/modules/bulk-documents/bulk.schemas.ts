import { isoDaySchema, orderListQuerySchema } from '@shiplabel/shared';
import { z } from 'zod';

/** Issue 6 limits: labels and manifests of up to 10,000 orders, exports of up to 100,000 rows. */
export const LABELS_MAX = 10_000;
export const EXPORT_MAX = 100_000;
export const MANIFEST_MAX = 10_000;

/**
 * `orderIds` as a query parameter, comma-separated and/or repeated (`?orderIds=a,b&orderIds=c`), or as
 * a JSON array in a POST body: the same list either way. A malformed id reads like an unknown order.
 */
const orderIdList = (max: number) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === '') return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
        typeof v === 'string' ? v.split(',') : [v],
      );
      return parts.map((p) => (typeof p === 'string' ? p.trim() : p)).filter((p) => p !== '');
    },
    z
      .array(z.uuid({ error: 'orders.not_found' }))
      .min(1, 'bulkdocs.no_orders')
      .max(max, { error: 'bulkdocs.too_many_orders' })
      .optional(),
  );

/** Which orders: the ids of a selection, or else the order list's filters (the whole filtered list). */
export const selectionSchema = (max: number) => orderListQuerySchema.extend({ orderIds: orderIdList(max) });
export type Selection = z.infer<ReturnType<typeof selectionSchema>>;

export const LABEL_NAMINGS = ['orderNo', 'trackingNo'] as const;
export type LabelNaming = (typeof LABEL_NAMINGS)[number];

export const labelsQuerySchema = selectionSchema(LABELS_MAX).extend({
  /** Zip entries named `<orderNo>.pdf` or `<trackingNo>.pdf` (spec section 9: PDF naming options). */
  naming: z.enum(LABEL_NAMINGS).default('orderNo'),
});
export type LabelsQuery = z.infer<typeof labelsQuerySchema>;

export const exportQuerySchema = selectionSchema(EXPORT_MAX);

/**
 * The orders of a manifest: the selected ids, or else every order of the in-transit list's filters not on
 * a manifest yet ("all filtered"). `channelId` (a list filter too): the orders' channel must be this one.
 */
export const manifestQuerySchema = selectionSchema(MANIFEST_MAX).extend({
  /** The day the parcels are handed over; else each order's label day in the business time zone. */
  shipDate: isoDaySchema.optional(),
});

export type ManifestQuery = z.infer<typeof manifestQuerySchema>;

export const manifestSchema = z.object({
  id: z.string(),
  manifestNo: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  shipDate: z.string(),
  carrierManifestId: z.string(),
  orderCount: z.number(),
  parcelCount: z.number(),
  createdAt: z.string(),
});
export const manifestIdParamsSchema = z.object({ id: z.uuid({ error: 'bulkdocs.manifest_not_found' }) });
