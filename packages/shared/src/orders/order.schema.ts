import { z } from 'zod';
import { addressSchema } from '../address/address.schema.ts';
import { isCalendarDay } from '../calendar-day.ts';
import { parseMinor } from '../money.ts';
import { pageSchema } from '../pagination.ts';
import { MAX_PARCELS_PER_SHIPMENT, rateParcelSchema } from '../rating/parcel.ts';
import { quoteSchema } from '../rating/quote.ts';
import { SIGNATURE_OPTIONS } from '../rating/service-limits.ts';
import { ORDER_LABEL_FORMATS } from './label-format.ts';
import { ORDER_VIEW_NAMES } from './status.ts';

/** Spec section 9 defaults: labelSize 1, consigneeType 3, tariffPayType 1, weight 1, packageNum 1. */
export const LABEL_SIZES = { '4x6': 1, letter: 2, a4: 3 } as const;
export const LABEL_SIZE_VALUES = [1, 2, 3] as const;
export const BATTERY_KINDS = ['standalone', 'packedWithDevice', 'installedInDevice'] as const;
/** 'none' or one of the service signature options of the rating limits. */
export const ORDER_SIGNATURE_OPTIONS = ['none', ...SIGNATURE_OPTIONS] as const;
export const NON_DELIVERY_OPTIONS = ['return', 'abandon'] as const;
export const CONTENTS_TYPES = [
  'merchandise',
  'gift',
  'documents',
  'sample',
  'returnedGoods',
  'other',
] as const;
/** 1 sender pays duties (DDP), 2 recipient pays (DDU), 3 third party. */
export const TARIFF_PAY_TYPES = [1, 2, 3] as const;
export const MAX_ORDER_ITEMS = 100;
export const ORDER_NO_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const text = (max: number) => z.string().trim().max(max, 'orders.too_long').default('');
const money = z
  .string()
  .trim()
  .refine((s) => s === '' || (parseMinor(s) ?? -1n) >= 0n, 'orders.amount_invalid')
  .default('');
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'orders.date_invalid')
  .refine(isCalendarDay, 'orders.date_invalid');

/** A parcel of the order form (spec section 3 "Parcel"): the rating fields plus references and contents. */
export const orderParcelSchema = rateParcelSchema.extend({
  packageCode: text(40).default('your_package'),
  packageAmount: z.number().int().min(1).max(10_000).default(1),
  reference: text(100),
  reference2: text(100),
  itemDescription: text(200),
  inCarton: z.boolean().default(true),
});
export type OrderParcelInput = z.input<typeof orderParcelSchema>;
export type OrderParcel = z.output<typeof orderParcelSchema>;

/** One customs line of an international shipment. */
export const orderItemSchema = z.object({
  category: text(60),
  description: z
    .string({ error: 'orders.item_description_required' })
    .trim()
    .min(1, 'orders.item_description_required')
    .max(200, 'orders.too_long'),
  quantity: z.number().int().min(1, 'orders.item_quantity_invalid').max(100_000).default(1),
  /** Declared customs value of the line, USD. */
  declaredValue: money,
  weight: z.number().finite().min(0).max(10_000).default(0),
  massUnit: z.enum(['lb', 'kg']).default('lb'),
  /** HS code or Schedule B number (6-10 digits, dots allowed). */
  hsCode: z
    .string()
    .trim()
    .regex(/^$|^[0-9.]{6,14}$/, 'orders.hs_code_invalid')
    .default(''),
  countryOfOrigin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[A-Z]{2}$/, 'address.country_invalid')
    .default(''),
  inCarton: z.boolean().default(true),
});
export type OrderItem = z.output<typeof orderItemSchema>;

export const customsSchema = z.object({
  contentsType: z.enum(CONTENTS_TYPES).default('merchandise'),
  certifySigner: text(100),
  einNumber: text(30),
  tariffPayType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  tariffNumber: text(40),
});
export type Customs = z.output<typeof customsSchema>;

export const orderOptionsSchema = z.object({
  battery: z.boolean().default(false),
  batteryKind: z.enum(BATTERY_KINDS).nullable().default(null),
  signatureOption: z.enum(ORDER_SIGNATURE_OPTIONS).default('none'),
  nonDeliveryOption: z.enum(NON_DELIVERY_OPTIONS).default('return'),
  labelSize: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  /** The label file type (issue 15); null: the channel's default label format. A PDF prints on labelSize. */
  labelFormat: z.enum(ORDER_LABEL_FORMATS).nullable().default(null),
  consigneeType: z.number().int().min(1).max(9).default(3),
});
export type OrderOptions = z.output<typeof orderOptionsSchema>;

/**
 * The order form (spec section 3 "Order form", "Order draft", "Order label request"). One schema for a
 * draft and a label: a label also needs `serviceId` (checked by the server at placement).
 */
export const orderInputSchema = z
  .object({
    /** An existing draft to update; absent creates a new one. */
    orderId: z.uuid().nullable().default(null),
    /** Auto-generated when empty; unique per customer. */
    orderNo: z
      .string()
      .trim()
      .regex(/^$|^[A-Za-z0-9_-]{1,40}$/, 'orders.order_no_invalid')
      .default(''),
    shipDate: isoDaySchema.nullable().default(null),
    batchNo: text(50),
    serviceId: z.uuid().nullable().default(null),
    from: addressSchema,
    to: addressSchema,
    parcels: z
      .array(orderParcelSchema)
      .min(1, 'orders.at_least_one_package')
      .max(MAX_PARCELS_PER_SHIPMENT, 'rating.too_many_packages'),
    items: z.array(orderItemSchema).max(MAX_ORDER_ITEMS).default([]),
    customs: customsSchema.default(customsSchema.parse({})),
    options: orderOptionsSchema.default(orderOptionsSchema.parse({})),
    reference: text(100),
    reference2: text(100),
    remark: text(500),
    /** Save the sender / recipient to the address book. */
    addToAddressBook: z
      .object({ from: z.boolean().default(false), to: z.boolean().default(false) })
      .default({ from: false, to: false }),
    isTest: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    if (o.options.battery && !o.options.batteryKind)
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'batteryKind'],
        message: 'orders.battery_kind_required',
      });
    if (o.from.countryCode !== o.to.countryCode && o.items.length === 0)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'orders.items_required_international' });
  });
export type OrderInput = z.input<typeof orderInputSchema>;
export type OrderData = z.output<typeof orderInputSchema>;

/** The rating request of an order (what the inline rate comparison and placement quote). */
export function estimateRequestOf(order: Pick<OrderData, 'from' | 'to' | 'parcels' | 'options'>) {
  return {
    from: order.from,
    to: order.to,
    parcels: order.parcels,
    options: { signature: order.options.signatureOption !== 'none', battery: order.options.battery },
  };
}

/** Create a label: the form (saved as the draft first) or an existing draft by id. */
export const labelCreateSchema = z.union([
  z.object({ orderId: z.uuid(), serviceId: z.uuid().optional() }).strict(),
  orderInputSchema,
]);

export const orderIdBodySchema = z.object({ orderId: z.uuid() });
export const cancelAuditSchema = z.object({
  orderId: z.uuid(),
  approve: z.boolean(),
  reason: z.string().trim().max(500).default(''),
});
export const reviewSchema = z
  .object({ orderId: z.uuid(), approve: z.boolean(), reason: z.string().trim().max(500).default('') })
  .refine((r) => r.approve || r.reason.length > 0, { message: 'orders.reason_required', path: ['reason'] });
export const billSchema = z.object({
  orderId: z.uuid(),
  /** The carrier adjustment billed, decimal string (e.g. "12.50"); may be "0" when only the penalty applies. */
  amount: z
    .string()
    .trim()
    .refine((s) => (parseMinor(s) ?? -1n) >= 0n, 'orders.amount_invalid'),
  reason: z.string({ error: 'orders.reason_required' }).trim().min(1, 'orders.reason_required').max(500),
  /** Add the spec's 5 USD penalty for false package size or weight. */
  penalty: z.boolean().default(false),
});
/**
 * Spec section 9: extra penalty for false package information. The default: the server charges the system
 * configuration's `falseInfoPenalty` (issue 14).
 */
export const FALSE_INFO_PENALTY_MINOR = 5_00n;

export const orderListQuerySchema = z.object({
  view: z.enum(ORDER_VIEW_NAMES as [string, ...string[]]).default('allWaybills'),
  /** Only in allWaybills: one status. */
  status: z.coerce.number().int().min(0).max(99).optional(),
  channelId: z.uuid().optional(),
  createdFrom: isoDaySchema.optional(),
  createdTo: isoDaySchema.optional(),
  labelFrom: isoDaySchema.optional(),
  labelTo: isoDaySchema.optional(),
  /** Order no, tracking no, reference, batch no or recipient name (contains, case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
  /** Back office only: one customer. */
  userId: z.uuid().optional(),
  /**
   * test: only the orders placed with a test-mode API key (sandbox, no money moved); live: only the
   * others (issue 16). Unset: both.
   */
  mode: z.enum(['test', 'live']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const addressOut = addressSchema;
const iso = z.string();

/** The part of an address the order lists show. */
const listAddressSchema = z.object({
  personName: z.string(),
  zipCode: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  stateCode: z.string(),
  countryCode: z.string(),
});

/** A row of the order lists (spec section 3 "Order list columns"). */
export const orderListItemSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  userId: z.string(),
  /** Back office lists: the customer's e-mail. */
  userEmail: z.string().optional(),
  status: z.number().int(),
  channelId: z.string().nullable(),
  serviceId: z.string().nullable(),
  carrierCode: z.string(),
  serviceName: z.string(),
  currency: z.string(),
  /** Estimated / charged amount (decimal string), empty before a quote. */
  rate: z.string(),
  /** Temporary deposit (decimal string) and whether it was released. */
  deposit: z.string(),
  depositReleased: z.boolean(),
  trackingNo: z.string(),
  logisticsStatus: z.number().int(),
  from: listAddressSchema,
  to: listAddressSchema,
  reference: z.string(),
  reference2: z.string(),
  batchNo: z.string(),
  auditInfo: z.string(),
  errorMessage: z.string(),
  parcelCount: z.number().int(),
  labelCreatedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  /** Placed with a test-mode API key (issue 16): a sandbox order that moved no money. */
  testMode: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/**
 * A page of an order list. `total` is exact while `totalCapped` is false; a larger set is counted only up
 * to a limit (at least 10,000, and always ten pages beyond the asked page) and `total` is that limit, to
 * be shown as "more than {total}": paging on raises it.
 */
export const orderListPageSchema = pageSchema(orderListItemSchema).extend({ totalCapped: z.boolean() });
export type OrderListPage = z.infer<typeof orderListPageSchema>;

export const orderEventSchema = z.object({
  kind: z.string(),
  /** In the caller's language. */
  message: z.string(),
  time: iso,
});
export const trackEventSchema = z.object({
  trackingNumber: z.string(),
  status: z.number().int(),
  description: z.string(),
  time: iso,
});

/** One order in full: the list row, the form data, its quote (`baseInfo`), timeline and tracking. */
export const orderDetailSchema = orderListItemSchema.extend({
  fromAddress: addressOut,
  toAddress: addressOut,
  shipDate: z.string().nullable(),
  parcels: z.array(orderParcelSchema),
  items: z.array(orderItemSchema),
  customs: customsSchema,
  options: orderOptionsSchema,
  remark: z.string(),
  isTest: z.boolean(),
  trackingNumbers: z.array(z.string()),
  baseInfo: quoteSchema.nullable(),
  hasLabel: z.boolean(),
  international: z.boolean(),
  /** A return label's order (issue 15) and the order it returns. */
  isReturn: z.boolean(),
  returnOfId: z.string().nullable(),
  events: z.array(orderEventSchema),
  tracking: z.array(trackEventSchema),
  /** Actions the caller may take now (from the state machine). */
  actions: z.array(z.string()),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const MAX_TRACK_NUMBERS = 50;
export const trackQuerySchema = z.object({
  trackingNumbers: z
    .array(z.string().trim().min(1).max(60))
    .min(1, 'tracking.numbers_required')
    .max(MAX_TRACK_NUMBERS, 'tracking.too_many_numbers'),
});
export const trackResultSchema = z.object({
  trackingNumber: z.string(),
  orderNo: z.string().nullable(),
  status: z.number().int(),
  events: z.array(trackEventSchema),
});

/** Package templates (spec section 3): all fields required (spec section 5). */
export const packageTemplateInputSchema = z.object({
  name: z.string({ error: 'templates.name_required' }).trim().min(1, 'templates.name_required').max(60),
  quantity: z
    .number({ error: 'templates.quantity_required' })
    .int()
    .min(1, 'templates.quantity_required')
    .max(50),
  length: z.number({ error: 'templates.length_required' }).positive('templates.length_required').max(1000),
  width: z.number({ error: 'templates.width_required' }).positive('templates.width_required').max(1000),
  height: z.number({ error: 'templates.height_required' }).positive('templates.height_required').max(1000),
  weight: z.number({ error: 'templates.weight_required' }).positive('templates.weight_required').max(10_000),
  /** "in/lb" or "cm/kg" (spec section 4: the kg/cm option sets kg and cm, anything else lb and in). */
  unit: z.enum(['in/lb', 'cm/kg'], { error: 'templates.unit_required' }),
});
export const packageTemplateSchema = packageTemplateInputSchema.extend({ id: z.string(), createdAt: iso });
export type PackageTemplate = z.infer<typeof packageTemplateSchema>;

/** Spec section 4: choosing the kg/cm option sets kg and cm; any other choice sets lb and in. */
export function unitsOf(choice: string): { massUnit: 'kg' | 'lb'; distanceUnit: 'cm' | 'in' } {
  return choice === 'cm/kg' ? { massUnit: 'kg', distanceUnit: 'cm' } : { massUnit: 'lb', distanceUnit: 'in' };
}
