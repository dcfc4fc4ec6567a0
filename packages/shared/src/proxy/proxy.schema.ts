import { z } from 'zod';
import { USER_STATUS } from '../auth/schemas.ts';
import { pageQuerySchema } from '../pagination.ts';
import { proxyMarkupInputSchema, proxyMarkupSchema } from '../rating/proxy-markup.ts';

/**
 * Proxy users (issue 13): a reseller whose sub-accounts have it as parent. Figures are per currency
 * (a price is paid from the wallet of its channel's currency, never converted).
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'proxy.date_invalid');

/** A period of days in the business time zone (inclusive), both ends optional. */
export const proxyPeriodSchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((p) => !p.from || !p.to || p.from <= p.to, { message: 'proxy.period_invalid', path: ['to'] });

export const proxySubAccountsQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const proxySubOrdersQuerySchema = pageQuerySchema.extend({ from: day.optional(), to: day.optional() });

export const currencyFiguresSchema = z.object({
  currency: z.string(),
  /** What the sub-accounts paid for labels (refunded ones excluded). */
  spend: z.string(),
  /** Commission credited to the proxy, net of reversals. */
  commission: z.string(),
});
export type CurrencyFigures = z.infer<typeof currencyFiguresSchema>;

export const proxySubAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string(),
  company: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  orderCount: z.number().int(),
  figures: z.array(currencyFiguresSchema),
  markups: z.array(proxyMarkupSchema),
});
export type ProxySubAccount = z.infer<typeof proxySubAccountSchema>;

export const proxySubAccountsSchema = z.object({
  list: z.array(proxySubAccountSchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  /** Every sub-account together, for the period. */
  totals: z.object({ orderCount: z.number().int(), figures: z.array(currencyFiguresSchema) }),
  /** The proxy's default markups (for sub-accounts without their own). */
  defaults: z.array(proxyMarkupSchema),
});

export const proxySubOrderSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.number().int(),
  serviceName: z.string(),
  trackingNo: z.string(),
  currency: z.string(),
  /** What the sub-account paid (its price). */
  amount: z.string(),
  /** The proxy's commission on it ('0.00' when none), and its state. */
  commission: z.string(),
  commissionStatus: z.string().nullable(),
  labelCreatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProxySubOrder = z.infer<typeof proxySubOrderSchema>;

export const adminProxyListQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((n) => (Object.values(USER_STATUS) as number[]).includes(n), 'proxy.status_invalid')
    .optional(),
});

export const adminProxySchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string(),
  company: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  subAccountCount: z.number().int(),
  subAccounts: z.array(z.object({ id: z.string(), email: z.string(), nickName: z.string() })),
  figures: z.array(currencyFiguresSchema),
  /** Commission whose reversal the proxy's funds did not cover yet. */
  reversalDue: z.array(z.object({ currency: z.string(), amount: z.string() })),
  defaults: z.array(proxyMarkupSchema),
});
export type AdminProxy = z.infer<typeof adminProxySchema>;

/** POST /admin/proxyUpdate/{id}: status, sub-accounts to attach or detach, the default markup. */
export const adminProxyUpdateSchema = z.object({
  status: z
    .number()
    .int()
    .refine((n) => (Object.values(USER_STATUS) as number[]).includes(n), 'proxy.status_invalid')
    .optional(),
  attach: z.array(z.uuid()).max(100).default([]),
  detach: z.array(z.uuid()).max(100).default([]),
  /** Commission settings: one markup of the proxy (default or a sub-account's), as the proxy sets it. */
  markup: proxyMarkupInputSchema.optional(),
});
export type AdminProxyUpdate = z.input<typeof adminProxyUpdateSchema>;
