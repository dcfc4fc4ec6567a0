import { z } from 'zod';
import { isCalendarDay } from '../calendar-day.ts';
import { CURRENCIES, moneyTextSchema } from '../money.ts';
import { CHANGE_TYPE_VALUES } from './ledger.ts';

/** Amount limits of recharges and staff movements (docs/decisions.md, Money). */
export const MAX_AMOUNT_MINOR = 100_000_000n; // 1,000,000.00

/**
 * A positive amount as a decimal string with at most two decimals, up to 1,000,000.00. Numbers are refused
 * (a float is not money), as are signs, exponents and blanks.
 */
export const amountSchema = moneyTextSchema({ maxMinor: MAX_AMOUNT_MINOR });

/** A signed amount (staff adjustments): the same rules with an optional minus sign, never zero. */
export const signedAmountSchema = moneyTextSchema(
  { signed: true, maxMinor: MAX_AMOUNT_MINOR },
  { zero: 'money.amount_nonzero' },
);

export const currencySchema = z.enum(CURRENCIES, { error: 'money.currency_invalid' });

/** Offline payment methods of spec section 9 (the customer transfers, then uploads a voucher). */
export const PAYMENT_METHODS = [
  'zelle',
  'ach_wire',
  'hk_corporate_bank',
  'hk_personal_bank',
  'rmb_corporate',
  'corporate_alipay',
  'rmb_private',
  'other',
] as const;
/** Online methods the spec lists; there is no payment gateway, so they are shown as not available yet. */
export const ONLINE_PAYMENT_METHODS = ['wechat_pay', 'alipay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Recharge statuses (spec section 4): the numbers are our decision. */
export const RECHARGE_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export const RECHARGE_STATUS_VALUES = [0, 1, 2] as const;

export const submitRechargeSchema = z
  .object({
    currency: currencySchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'money.payment_method_invalid' }),
    amount: amountSchema,
    voucherId: z.uuid({ error: 'money.voucher_required' }),
    remark: z.string().trim().max(500, 'money.remark_too_long').default(''),
  })
  .strict();
export type SubmitRecharge = z.infer<typeof submitRechargeSchema>;

export const approveRechargeSchema = z
  .object({
    id: z.uuid(),
    /** true approves with `actualAmount`; false rejects with `reason`. */
    approve: z.boolean(),
    actualAmount: amountSchema.optional(),
    reason: z.string().trim().max(500, 'money.remark_too_long').default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.approve && !value.actualAmount) {
      ctx.addIssue({ code: 'custom', path: ['actualAmount'], message: 'money.actual_amount_required' });
    }
    if (!value.approve && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'money.reject_reason_required' });
    }
  });
export type ApproveRecharge = z.infer<typeof approveRechargeSchema>;

const reasonSchema = z
  .string({ error: 'money.reason_required' })
  .trim()
  .min(1, 'money.reason_required')
  .max(500, 'money.remark_too_long');

export const adjustWalletSchema = z
  .object({ currency: currencySchema, amount: signedAmountSchema, reason: reasonSchema })
  .strict();
export const transferWalletSchema = z
  .object({
    from: currencySchema,
    to: currencySchema,
    /** Debited from `from`. */
    amount: amountSchema,
    /** Units of `to` per unit of `from`, up to 6 decimals (e.g. "7.1234"). */
    rate: z
      .string()
      .trim()
      .regex(/^\d{1,4}(\.\d{1,6})?$/, 'money.rate_invalid'),
    reason: reasonSchema,
  })
  .strict()
  .refine((v) => v.from !== v.to, { path: ['to'], message: 'money.same_wallet' });
export const creditLimitSchema = z
  .object({
    currency: currencySchema,
    creditLimit: moneyTextSchema({ zero: true, maxMinor: MAX_AMOUNT_MINOR }),
    reason: reasonSchema,
  })
  .strict();
export const earnestSchema = z
  .object({ currency: currencySchema, amount: amountSchema, reason: reasonSchema })
  .strict();

/** A calendar day "YYYY-MM-DD" that exists (2026-02-30 does not), in the years 1970-2100. */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid_format')
  .refine(isCalendarDay, 'validation.invalid_format');

/** Fund-detail filters (customer and back office). */
export const fundDetailQuerySchema = z.object({
  changeType: z.coerce
    .number()
    .int()
    .min(0)
    .max(Math.max(...CHANGE_TYPE_VALUES))
    .optional(),
  currency: currencySchema.optional(),
  /** YYYY-MM-DD, business days inclusive. */
  from: daySchema.optional(),
  to: daySchema.optional(),
  keyword: z.string().trim().max(64).optional(),
});
