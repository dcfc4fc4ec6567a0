import { z } from 'zod';
import { currencySchema, daySchema } from '../ledger/schemas.ts';

/**
 * Back-office statistics (issue 13, spec section 7 "Statistics", all POST). Figures per business day
 * (BUSINESS_TZ) in one currency:
 * - orders: labels bought that day (label creation time), test labels left out;
 * - placement / refunds / bills: postage revenue from the ledger that day (label charges; refunds net of
 *   rejected cancellations; supplementary bills and penalties);
 * - sales = placement - refunds + bills;
 * - carrierCost: the carrier's cost of the labels bought that day, except cancelled
 *   ones (6 in cancellation, 4 canceled: cancelling voids the label with the carrier);
 * - commissions: proxy commissions paid out of postage revenue that day, net of reversals (counted on
 *   the proxy, who received them);
 * - margin = sales - carrierCost - commissions.
 */
export const MAX_STATISTICS_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (1 for one day). */
export const statisticsDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const statisticsQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema,
    currency: currencySchema.default('USD'),
    /** Only the customers of this seller (a seller's own session is always limited to theirs). */
    sellerId: z.uuid().optional(),
    /** Only this customer. */
    userId: z.uuid().optional(),
    /** How many customers (top customers) or sellers to list. */
    limit: z.coerce.number().int().min(1).max(200).default(20),
  })
  .strict()
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'statistics.range_reversed' })
  .refine((q) => q.from > q.to || statisticsDays(q.from, q.to) <= MAX_STATISTICS_DAYS, {
    path: ['to'],
    message: 'statistics.range_too_long',
  });
export type StatisticsQuery = z.output<typeof statisticsQuerySchema>;
export type StatisticsQueryInput = z.input<typeof statisticsQuerySchema>;

export const FIGURE_KEYS = [
  'placement',
  'refunds',
  'bills',
  'sales',
  'carrierCost',
  'commissions',
  'margin',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const money = z.string();
export const figuresSchema = z.object({
  orders: z.number().int(),
  placement: money,
  refunds: money,
  bills: money,
  sales: money,
  carrierCost: money,
  commissions: money,
  margin: money,
});
export type Figures = z.infer<typeof figuresSchema>;

const rangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: currencySchema,
  timeZone: z.string(),
});

/** POST /admin/salesAndOrders: the range's totals. */
export const salesAndOrdersSchema = rangeSchema.extend({ totals: figuresSchema });

/** POST /admin/getDailyOrderQuantity: every day of the range, zero days included. */
export const dailyStatisticsSchema = rangeSchema.extend({
  days: z.array(figuresSchema.extend({ day: z.string() })),
});

const sellerRef = {
  /** null: customers without a seller. */
  sellerId: z.string().nullable(),
  sellerName: z.string(),
};

/** POST /admin/dailyAmountGroupBySeller: per seller, every day of the range. */
export const dailyBySellerSchema = rangeSchema.extend({
  sellers: z.array(
    z.object({
      ...sellerRef,
      days: z.array(z.object({ day: z.string(), orders: z.number().int(), sales: money, margin: money })),
    }),
  ),
});

/** POST /admin/sellerUserDayStatistics: the customers with the most sales in the range. */
export const customerStatisticsSchema = rangeSchema.extend({
  customers: z.array(
    figuresSchema.extend({
      userId: z.string(),
      email: z.string(),
      nickName: z.string(),
      ...sellerRef,
    }),
  ),
});

/** POST /admin/sellerPerformanceStatistics: per seller, with how many customers they own and served. */
export const sellerPerformanceSchema = rangeSchema.extend({
  sellers: z.array(
    figuresSchema.extend({
      ...sellerRef,
      customers: z.number().int(),
      activeCustomers: z.number().int(),
    }),
  ),
});

/** POST /admin/allSellers: the sellers the caller may filter by. */
export const allSellersSchema = z.array(
  z.object({ id: z.string(), email: z.string(), nickName: z.string(), customers: z.number().int() }),
);
export type SellerOption = z.infer<typeof allSellersSchema>[number];
