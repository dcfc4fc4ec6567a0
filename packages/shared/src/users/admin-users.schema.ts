import { z } from 'zod';
import { addressFieldsSchema, addressRules } from '../address/address.schema.ts';
import { passwordSchema, USER_KINDS } from '../auth/schemas.ts';
import { isoDaySchema } from '../orders/order.schema.ts';
import { pageQuerySchema } from '../pagination.ts';

/**
 * Kinds an administrator creates through POST /admin/register. Staff accounts are created on the
 * employee screen (/staff/register), whose form carries what staff need.
 */
export const ADMIN_CREATABLE_KINDS = ['customer', 'proxy', 'warehouse', 'seller', 'admin'] as const;
export type AdminCreatableKind = (typeof ADMIN_CREATABLE_KINDS)[number];
/** Kinds that hold money and place orders; only these have a seller. */
export const CUSTOMER_KINDS = ['customer', 'proxy', 'warehouse'] as const;

export const USER_STATUS_VALUES = [0, 1, 2] as const;
/** A form post sends "1"; JSON may send 1 or "1". Anything but 0, 1 or 2 is users.status_invalid. */
export const userStatusSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'users.status_invalid' }),
);
export const updateStatusSchema = z.object({ status: userStatusSchema });

const text = (max: number) => z.string().trim().max(max, 'users.too_long').default('');
const money = /^\d{1,12}(\.\d{1,2})?$/;

/** The warehouse of an overseas-warehouse user: its address becomes the user's default sender. */
export const warehouseInputSchema = z.object({
  name: z
    .string({ error: 'users.warehouse_name_required' })
    .trim()
    .min(1, 'users.warehouse_name_required')
    .max(100, 'users.too_long'),
  code: z
    .string({ error: 'users.warehouse_code_invalid' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{1,19}$/, 'users.warehouse_code_invalid'),
  address: addressFieldsSchema
    .omit({ isValid: true })
    .extend({
      phone: z
        .string({ error: 'addressBook.phone_required' })
        .trim()
        .min(1, 'addressBook.phone_required')
        .max(30, 'address.too_long'),
    })
    .superRefine(addressRules),
});
export type WarehouseInput = z.input<typeof warehouseInputSchema>;

const profileFields = {
  email: z
    .string({ error: 'users.email_invalid' })
    .trim()
    .toLowerCase()
    .max(254, 'users.email_invalid')
    .email('users.email_invalid'),
  nickName: text(64),
  realName: text(64),
  phone: text(32),
  company: text(128),
  /** Customers only: the seller who owns them (null: none). */
  sellerId: z.uuid().nullable().default(null),
  warehouse: warehouseInputSchema.optional(),
};

/** POST /admin/register. */
export const adminRegisterSchema = z.object({
  ...profileFields,
  kind: z.enum(ADMIN_CREATABLE_KINDS, { error: 'users.kind_invalid' }),
  password: passwordSchema,
  status: userStatusSchema.default(1),
});
export type AdminRegisterInput = z.input<typeof adminRegisterSchema>;

/** POST /admin/update/{id}: the kind stays; a new password only when given. */
export const adminUpdateSchema = z.object({
  ...profileFields,
  password: passwordSchema.optional(),
});
export type AdminUpdateInput = z.input<typeof adminUpdateSchema>;

export const USER_SORT_FIELDS = ['createdAt', 'email', 'balance'] as const;

/** Filters of GET /admin/list, /admin/down, /admin/allUserlist and the warehouse list. */
export const userFilterSchema = z.object({
  /** E-mail, nickname, real name or company (contains, case-insensitive). */
  keyword: z.string().trim().max(100).optional(),
  status: userStatusSchema.optional(),
  kind: z.enum(USER_KINDS).optional(),
  sellerId: z.uuid().optional(),
  /** Registration days in the business time zone, inclusive. */
  registeredFrom: isoDaySchema.optional(),
  registeredTo: isoDaySchema.optional(),
  /** Available USD balance range, decimal strings. */
  balanceMin: z.string().trim().regex(money, 'users.amount_invalid').optional(),
  balanceMax: z.string().trim().regex(money, 'users.amount_invalid').optional(),
  sortBy: z.enum(USER_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
export type UserFilter = z.output<typeof userFilterSchema>;
export const userListQuerySchema = pageQuerySchema.extend(userFilterSchema.shape);
export type UserListQuery = z.output<typeof userListQuerySchema>;

const amount = z.string();

/** A row of the user lists. Balances are the available funds of each wallet. */
export const adminUserSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  email: z.string(),
  nickName: z.string(),
  realName: z.string(),
  phone: z.string(),
  company: z.string(),
  kind: z.enum(USER_KINDS),
  status: z.number().int(),
  sellerId: z.string().nullable(),
  sellerEmail: z.string(),
  parentId: z.string().nullable(),
  invitationCode: z.string(),
  registeredAt: z.string(),
  balanceUSD: amount,
  balanceCNY: amount,
  warehouseName: z.string(),
  warehouseCode: z.string(),
  /** One line: street, city, state, ZIP, country (empty when none). */
  warehouseAddress: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const walletSummarySchema = z.object({
  currency: z.string(),
  available: amount,
  held: amount,
  deposit: amount,
  earnest: amount,
  pendingRefund: amount,
  creditLimit: amount,
  creditBalance: amount,
});

export const warehouseSchema = z.object({
  name: z.string(),
  code: z.string(),
  addressEntryId: z.string().nullable(),
  address: z
    .object({
      personName: z.string(),
      company: z.string(),
      phone: z.string(),
      email: z.string(),
      addressLine1: z.string(),
      addressLine2: z.string(),
      city: z.string(),
      stateCode: z.string(),
      zipCode: z.string(),
      countryCode: z.string(),
      isResidential: z.boolean(),
    })
    .nullable(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** GET /admin/{id}: everything the detail drawer shows. */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  wallets: z.array(walletSummarySchema),
  channels: z.array(
    z.object({ id: z.string(), code: z.string(), name: z.string(), channelName: z.string() }),
  ),
  priceRule: z.object({ id: z.string(), name: z.string(), isDefault: z.boolean() }).nullable(),
  roles: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      orderNo: z.string(),
      status: z.number().int(),
      serviceName: z.string(),
      rate: z.string(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
  auditEntries: z.array(
    z.object({
      at: z.string(),
      method: z.string(),
      route: z.string(),
      statusCode: z.number().int(),
      errorCode: z.string(),
      impersonatorId: z.string().nullable(),
    }),
  ),
  warehouse: warehouseSchema.nullable(),
  customerCount: z.number().int(),
  /** What a self-registered customer gave at /registerForm besides the profile (null: created by staff). */
  registration: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      wechatId: z.string(),
      invitationCode: z.string(),
      smsConsent: z.boolean(),
      privacyAcceptedAt: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** GET /admin/list/seller: a seller with how many customers they own. */
export const sellerRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string(),
  realName: z.string(),
  status: z.number().int(),
  invitationCode: z.string(),
  customerCount: z.number().int(),
  registeredAt: z.string(),
});
export type SellerRow = z.infer<typeof sellerRowSchema>;

/** POST /admin/update/seller: give customers to a seller (null: no seller). */
export const reassignSellerSchema = z.object({
  userIds: z.array(z.uuid()).min(1, 'users.user_ids_required').max(1000),
  sellerId: z.uuid().nullable(),
});
