import type {
  BatchProcessAction,
  BatchProcessBody,
  BatchProcessResponse,
  BatchProcessResult,
  Locale,
  OrderDetail,
} from '@shiplabel/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { translatedParams } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { inPool } from '../../lib/in-pool.ts';
import { cancelOrder } from './cancel.usecases.ts';
import { restoreOrder, voidOrder } from './order-actions.usecases.ts';
import { orders } from './orders.table.ts';

type Deps = AppDeps & {
  locale: Locale;
  actorId: string;
  /** Where unexpected failures of one order are reported (the request's logger). */
  log?: { error(obj: object, msg: string): void };
};
interface Found {
  id: string;
  orderNo: string;
  status: number;
}

/** The back office's own use cases: the state machine decides per order, exactly as for one order. */
const ACTIONS: Record<BatchProcessAction, (deps: Deps & { orderId: string }) => Promise<OrderDetail>> = {
  cancel: (deps) => cancelOrder({ ...deps, ownerId: null, actor: 'admin' }),
  void: (deps) => voidOrder({ ...deps, ownerId: null, actor: 'admin' }),
  restore: (deps) => restoreOrder({ ...deps, ownerId: null, actor: 'admin' }),
};
/** Orders processed at once: cancels wait on the carrier's void, but the database is shared. */
const CONCURRENCY = 4;

/** The orders holding each number (of one customer when given); several means the number is ambiguous. */
async function ordersByNumber(deps: Deps, orderNos: string[], userId?: string) {
  const rows = await deps.db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status })
    .from(orders)
    .where(and(inArray(orders.orderNo, orderNos), userId ? eq(orders.userId, userId) : undefined));
  const byNo = new Map<string, Found[]>();
  for (const row of rows) byNo.set(row.orderNo, [...(byNo.get(row.orderNo) ?? []), row]);
  return byNo;
}

const refused = (
  locale: Locale,
  orderNo: string,
  errorCode: string,
  params: Record<string, unknown> = {},
  found?: Found,
): BatchProcessResult => ({
  orderNo,
  ok: false,
  ...(found ? { orderId: found.id, status: found.status } : {}),
  errorCode,
  message: t(locale, errorCode, translatedParams(locale, params)),
});

async function processOne(
  deps: Deps,
  action: BatchProcessAction,
  orderNo: string,
  matches: Found[] | undefined,
): Promise<BatchProcessResult> {
  if (!matches?.length) return refused(deps.locale, orderNo, 'batchprocess.not_found');
  if (matches.length > 1)
    return refused(deps.locale, orderNo, 'batchprocess.ambiguous', { count: matches.length });
  const found = matches[0]!;
  try {
    const detail = await ACTIONS[action]({ ...deps, orderId: found.id });
    return {
      orderNo,
      ok: true,
      orderId: found.id,
      status: detail.status,
      message: t(deps.locale, `batchprocess.done.${action}`),
    };
  } catch (error) {
    // Expected refusals (wrong status, changed meanwhile) are results; anything else fails this one alone.
    if (error instanceof AppError) return refused(deps.locale, orderNo, error.errorCode, error.params, found);
    deps.log?.error({ err: error, orderNo, action }, 'batch order processing failed');
    return refused(deps.locale, orderNo, 'batchprocess.failed', {}, found);
  }
}

/**
 * Cancels, voids or restores orders given by number, each on its own (one refusal never stops the
 * others); answers a result per number in the order given. Unknown and ambiguous numbers are results too.
 */
export async function batchProcessOrders(deps: Deps & BatchProcessBody): Promise<BatchProcessResponse> {
  const byNo = await ordersByNumber(deps, deps.orderNos, deps.userId);
  const results: BatchProcessResult[] = new Array(deps.orderNos.length);
  await inPool(deps.orderNos, CONCURRENCY, async (orderNo, index) => {
    results[index] = await processOne(deps, deps.action, orderNo, byNo.get(orderNo));
  });
  const succeeded = results.filter((r) => r.ok).length;
  return {
    action: deps.action,
    total: results.length,
    succeeded,
    failed: results.length - succeeded,
    results,
  };
}
