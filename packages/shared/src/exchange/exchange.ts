import { z } from 'zod';
import { amountSchema, currencySchema } from '../ledger/schemas.ts';
import type { Currency } from '../money.ts';

/**
 * Currency exchange (issue 13): a customer moves money between their USD and CNY wallets at the rate an
 * administrator set. A rate is "units of `quote` per unit of `base`" with up to 6 decimals, kept as an
 * integer of millionths (RATE_SCALE) so no float ever touches money.
 */
export const RATE_SCALE = 1_000_000n;
/** The highest rate accepted (a typo guard: no USD/CNY rate comes near it). */
export const MAX_RATE_MICROS = 1_000n * RATE_SCALE;

const RATE_TEXT = /^(\d{1,4})(?:\.(\d{1,6}))?$/;

/** "7.1234" -> 7123400n; null when it is not a rate with up to 6 decimals. */
export function parseRate(text: string): bigint | null {
  const match = RATE_TEXT.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** 7123400n -> "7.1234": trailing zeros dropped, at least two decimals kept. */
export function formatRate(micros: bigint): string {
  const units = micros / RATE_SCALE;
  const decimals = (micros % RATE_SCALE).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0');
  return `${units}.${decimals}`;
}

/**
 * What arrives in the target wallet for `debitMinor` taken from the source one: `debit x rate`, rounded
 * DOWN to the cent (the fraction of a cent stays with the platform, never created from nothing). The same
 * function prices the preview in the web app and the posting on the server.
 */
export function exchangeCredit(debitMinor: bigint, rateMicros: bigint): bigint {
  if (debitMinor <= 0n || rateMicros <= 0n) return 0n;
  return (debitMinor * rateMicros) / RATE_SCALE;
}

export const rateSchema = z
  .string({ error: 'money.rate_invalid' })
  .trim()
  .refine((v) => parseRate(v) !== null, 'money.rate_invalid')
  .refine((v) => (parseRate(v) ?? 0n) > 0n, 'exchange.rate_zero')
  .refine((v) => (parseRate(v) ?? 0n) <= MAX_RATE_MICROS, 'exchange.rate_too_large');

const differentWallets = (v: { from?: Currency; to?: Currency; base?: Currency; quote?: Currency }) =>
  (v.from ?? v.base) !== (v.to ?? v.quote);

/** POST /admin/exchange/rate: a new rate for one direction, effective at once (history kept). */
export const setExchangeRateSchema = z
  .object({ base: currencySchema, quote: currencySchema, rate: rateSchema })
  .strict()
  .refine(differentWallets, { path: ['quote'], message: 'money.same_wallet' });
export type SetExchangeRate = z.infer<typeof setExchangeRateSchema>;

/**
 * POST /app/exchange/convert: `amount` of `from` into `to`. `rate` is the rate the customer was shown:
 * when the administrator changed it in between, the exchange is refused instead of using another one.
 */
export const convertExchangeSchema = z
  .object({ from: currencySchema, to: currencySchema, amount: amountSchema, rate: rateSchema })
  .strict()
  .refine(differentWallets, { path: ['to'], message: 'money.same_wallet' });
export type ConvertExchange = z.infer<typeof convertExchangeSchema>;

export const exchangeRateSchema = z.object({
  id: z.string(),
  base: currencySchema,
  quote: currencySchema,
  rate: z.string(),
  effectiveFrom: z.string(),
  /** E-mail of the administrator who set it (history only). */
  setBy: z.string().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /app/exchange/rate: the rate in force per direction (absent when none was ever set). */
export const currentRatesSchema = z.object({
  rates: z.array(exchangeRateSchema.omit({ setBy: true, id: true })),
});
export type CurrentRates = z.infer<typeof currentRatesSchema>;

export const exchangeResultSchema = z.object({
  transactionId: z.string(),
  from: currencySchema,
  to: currencySchema,
  rate: z.string(),
  /** Taken from the `from` wallet and put into the `to` wallet, decimal strings. */
  debited: z.string(),
  credited: z.string(),
  replayed: z.boolean(),
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
