import { z } from 'zod';

/**
 * What we read of WooCommerce REST v3 payloads (developer.woocommerce.com/docs/apis/rest-api,
 * woocommerce.github.io/woocommerce-rest-api-docs "Orders"). A store is outside input: every field is
 * optional or defaulted and extra fields pass, so a plugin adding fields or an older WooCommerce leaving
 * one out never fails a whole pull; an order the mapper cannot ship is skipped with a reason instead.
 */
const str = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .catch('');
const id = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform((v) => Number(v));

export const wcAddressSchema = z
  .object({
    first_name: str,
    last_name: str,
    company: str,
    address_1: str,
    address_2: str,
    city: str,
    state: str,
    postcode: str,
    country: str,
    email: str,
    /** Shipping phone exists since WooCommerce 5.6; billing always had one. */
    phone: str,
  })
  .partial()
  .catch({});
export type WcAddress = z.infer<typeof wcAddressSchema>;

export const wcLineItemSchema = z.object({
  id,
  name: str.optional(),
  product_id: id.optional().catch(undefined),
  variation_id: id.optional().catch(undefined),
  quantity: z.number().int().catch(0),
  /** Decimal strings ("6.00"): the money we read. `price` is a JSON number (float) and is never used. */
  subtotal: str.optional(),
  total: str.optional(),
  sku: str.optional(),
});
export type WcLineItem = z.infer<typeof wcLineItemSchema>;

export const wcOrderSchema = z.object({
  id,
  number: str.optional(),
  status: str.optional(),
  currency: str.optional(),
  date_created_gmt: str.optional(),
  date_created: str.optional(),
  shipping_total: str.optional(),
  total: str.optional(),
  billing: wcAddressSchema.optional(),
  shipping: wcAddressSchema.optional(),
  line_items: z.array(z.unknown()).catch([]),
});
export type WcOrder = z.infer<typeof wcOrderSchema>;

/** The products (or variations) endpoint, for weights: `weight` is a decimal string in the store's unit. */
export const wcProductSchema = z.object({ id, weight: str.optional() });

/** GET /settings/products/woocommerce_weight_unit: { id, value: "kg" | "g" | "lbs" | "oz", ... }. */
export const wcSettingSchema = z.object({ value: str });

/** WP REST / WooCommerce error body: { code, message, data: { status } }. */
export const wcErrorSchema = z.object({ code: str, message: str.optional() });

/**
 * What WooCommerce POSTs to callback_url after the store owner approves (wc-auth v1, "Example of JSON
 * posted with the API Keys"): user_id is what we sent (our single-use state), echoed as text or number.
 */
export const wcAuthCallbackSchema = z.object({
  key_id: z.union([z.number().int(), z.string().max(40)]).optional(),
  user_id: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1).max(200)),
  consumer_key: z
    .string()
    .trim()
    .regex(/^ck_[A-Za-z0-9]{8,120}$/),
  consumer_secret: z
    .string()
    .trim()
    .regex(/^cs_[A-Za-z0-9]{8,120}$/),
  key_permissions: z.string().trim().max(20),
});
export type WcAuthCallback = z.infer<typeof wcAuthCallbackSchema>;
