import {
  CURRENCIES,
  fundDetailQuerySchema,
  pageQuerySchema,
  pageSchema,
  RECHARGE_STATUS_VALUES,
} from '@shiplabel/shared';
import { z } from 'zod';

export const walletSchema = z.object({
  currency: z.string(),
  available: z.string(),
  held: z.string(),
  deposit: z.string(),
  earnest: z.string(),
  pendingRefund: z.string(),
  creditLimit: z.string(),
  creditBalance: z.string(),
});

export const fundLineSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  userId: z.string(),
  email: z.string(),
  type: z.string(),
  changeType: z.number().int(),
  currency: z.string(),
  accountKind: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  /** The customer's order number when the line belongs to an order. */
  orderNo: z.string().nullable(),
  /** The order number or the recharge's finance number, '' when neither applies. */
  number: z.string(),
  /** What the line is, in the reader's language, with what a person wrote when there is one. */
  reason: z.string(),
  createdAt: z.string(),
});

export const fundListQuery = pageQuerySchema.extend(fundDetailQuerySchema.shape);
export const fundPageSchema = pageSchema(fundLineSchema);

export const rechargeSchema = z.object({
  id: z.string(),
  financeNo: z.string(),
  userId: z.string(),
  email: z.string(),
  currency: z.string(),
  paymentMethod: z.string(),
  forecastAmount: z.string(),
  actualAmount: z.string().nullable(),
  voucherId: z.string(),
  voucherUrl: z.string(),
  remark: z.string(),
  status: z.number().int(),
  auditRemark: z.string(),
  createdAt: z.string(),
  arrivedAt: z.string().nullable(),
  auditedAt: z.string().nullable(),
});

export const rechargeListQuery = pageQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine((n) => (RECHARGE_STATUS_VALUES as readonly number[]).includes(n), 'validation.invalid_value')
    .optional(),
  currency: z.enum(CURRENCIES).optional(),
  keyword: z.string().trim().max(64).optional(),
});

export const moneyIdSchema = z.object({ transactionId: z.string(), replayed: z.boolean() });

export const rechargeWarningsSchema = z.object({
  /** Other recharges whose voucher image has the same content. */
  sameVoucher: z.array(
    z.object({
      id: z.string(),
      financeNo: z.string(),
      email: z.string(),
      status: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** The share (percent) of the forecast beyond which a different actual amount is warned about. */
  amountWarnPercent: z.number(),
  forecastAmount: z.string(),
  /** Whether the `actualAmount` asked about differs by more than that; null when none was given. */
  amountDeviates: z.boolean().nullable(),
});
