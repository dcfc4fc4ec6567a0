import { isoDaySchema } from '@shiplabel/shared';
import { z } from 'zod';
import { daysIn, MAX_STATS_DAYS } from './cost-stats.usecases.ts';

/** What saving or copying a draft answers. */
export const savedDraftSchema = z.object({ id: z.string(), orderNo: z.string() });

export const costStatsQuerySchema = z
  .object({
    from: isoDaySchema.optional(),
    to: isoDaySchema.optional(),
    /** Prices are in the channel's currency; one wallet's spend at a time. */
    currency: z.enum(['USD', 'CNY']).default('USD'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'orders.date_range_invalid', path: ['to'] })
  .refine((q) => !q.from || !q.to || daysIn(q.from, q.to) <= MAX_STATS_DAYS, {
    message: 'orders.date_range_too_long',
    path: ['to'],
  });

const spend = { amount: z.string(), orders: z.number().int() };

export const costStatsSchema = z.object({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Every business day of the range (zero days included): spend of labels kept (not canceled). */
  days: z.array(z.object({ day: z.string(), ...spend })),
  services: z.array(z.object({ serviceName: z.string(), ...spend })),
  /** Labels bought in the range per status (legacy 1, 2, 7 count as 8). */
  statuses: z.array(z.object({ status: z.number().int(), orders: z.number().int() })),
  total: z.object(spend),
  /** Canceled or in cancellation: refunded or being refunded, so not in the spend. */
  canceled: z.object(spend),
});
