import {
  type ConvertExchange,
  type Currency,
  type CurrentRates,
  type ExchangeRate,
  type ExchangeResult,
  exchangeCredit,
  formatMinor,
  formatRate,
  type Page,
  type PageQuery,
  parseMinor,
  parseRate,
  type SetExchangeRate,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { requireCustomer } from '../ledger/funds.usecases.ts';
import { exchangeWallets } from '../ledger/ledger.usecases.ts';
import { amountTooSmall, noRate, rateChanged } from './exchange.errors.ts';
import { insertRate, rateHistory, ratesInForce } from './exchange.repository.ts';

/** An administrator sets the rate of one direction, in force from now; the previous one stays as history. */
export async function setRate(deps: AppDeps & { adminId: string; input: SetExchangeRate }) {
  const row = await insertRate(deps.db, {
    base: deps.input.base,
    quote: deps.input.quote,
    rateMicros: parseRate(deps.input.rate)!,
    effectiveFrom: deps.clock(),
    setBy: deps.adminId,
  });
  return { base: row.base as Currency, quote: row.quote as Currency, rate: formatRate(row.rateMicros) };
}

/** The rates in force now, one per direction that has one (what the customer page shows). */
export async function currentRates(deps: AppDeps): Promise<CurrentRates> {
  const rows = await ratesInForce(deps.db, deps.clock());
  return {
    rates: rows.map((r) => ({
      base: r.base as Currency,
      quote: r.quote as Currency,
      rate: formatRate(r.rateMicros),
      effectiveFrom: r.effectiveFrom.toISOString(),
    })),
  };
}

/** Every rate set, newest first (the back office's history). */
export async function ratesPage(deps: AppDeps & { query: PageQuery }): Promise<Page<ExchangeRate>> {
  const { rows, total } = await rateHistory(deps.db, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  return toPage(
    rows.map((r) => ({
      id: r.id,
      base: r.base as Currency,
      quote: r.quote as Currency,
      rate: formatRate(r.rateMicros),
      effectiveFrom: r.effectiveFrom.toISOString(),
      setBy: r.setBy,
    })),
    total,
    deps.query,
  );
}

/**
 * A customer moves `amount` of `from` into their `to` wallet at the rate in force, rounded down to the
 * cent (shared exchangeCredit). Refused when no rate is set, when the rate is not the one the customer
 * confirmed, when nothing would arrive, or when the available balance (credit not included) is short. One
 * ledger transaction; a repeated idempotency key returns the first exchange without moving money again.
 */
export async function convert(
  deps: AppDeps & { userId: string; input: ConvertExchange; idempotencyKey: string },
): Promise<ExchangeResult> {
  await requireCustomer(deps, deps.userId);
  const { from, to } = deps.input;
  const inForce = (await ratesInForce(deps.db, deps.clock())).find((r) => r.base === from && r.quote === to);
  if (!inForce) throw noRate(from, to);
  if (parseRate(deps.input.rate) !== inForce.rateMicros) throw rateChanged(formatRate(inForce.rateMicros));
  const debitMinor = parseMinor(deps.input.amount)!;
  const creditMinor = exchangeCredit(debitMinor, inForce.rateMicros);
  if (creditMinor <= 0n) throw amountTooSmall();
  const rate = formatRate(inForce.rateMicros);
  const posted = await exchangeWallets({
    deps,
    userId: deps.userId,
    from,
    to,
    debitMinor,
    creditMinor,
    idempotencyKey: deps.idempotencyKey,
    // Fund details show it: "Currency exchange USD->CNY @ 7.1234".
    reference: `${from}->${to} @ ${rate}`,
  });
  return {
    transactionId: posted.transactionId,
    from,
    to,
    rate,
    debited: formatMinor(debitMinor),
    credited: formatMinor(creditMinor),
    replayed: posted.replayed,
  };
}
