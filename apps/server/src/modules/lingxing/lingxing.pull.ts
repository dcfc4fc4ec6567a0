import type { Address } from '@shiplabel/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { exponentialBackoffMs } from '../../lib/backoff.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { defaultSenderOf } from '../address-book/address-book.usecases.ts';
import { saveDraft } from '../orders/drafts.usecases.ts';
import { lingxingClient } from './lingxing.client.ts';
import { LingxingError } from './lingxing.errors.ts';
import { draftOfWmsOrder, erpRefOf, type WmsOrder } from './lingxing.mappers.ts';
import { recordPullAttempt } from './lingxing.repository.ts';
import { type LingxingConnectionRow, lingxingOrders } from './lingxing.table.ts';
import { credentialsOf } from './lingxing.usecases.ts';

/** Sales outbound orders (销售出库单) of this path, waiting for logistics (status 1, logistics status 1 待导入). */
export const WMS_ORDER_LIST = '/erp/sc/routing/wms/order/wmsOrderList';
/** The docs' page_size limit; a pull reads at most MAX_PAGES pages (the rest comes with the next pull). */
const PAGE_SIZE = 200;
const MAX_PAGES = 10;

/** The scheduled pull of every connection: this long after its last attempt that succeeded. */
export const PULL_EVERY_MS = 15 * 60_000;
/** After failed attempts the wait doubles from PULL_EVERY_MS (30 min, 1 h...) up to this. */
export const PULL_BACKOFF_CAP_MS = 6 * 3_600_000;

export interface PullOutcome {
  pulled: number;
  skipped: number;
  invalid: number;
}

/**
 * One ERP order, at most once per connection: its record is inserted first (unique by connection and
 * wo_number) and the draft made in the same transaction, so a concurrent or repeated pull skips it and a
 * failed draft leaves no record. Shipping rules are applied to the new draft (saveDraft applyRules).
 */
async function importOrder(
  deps: AppDeps,
  connection: LingxingConnectionRow,
  order: WmsOrder,
  from: Address | null,
): Promise<'pulled' | 'skipped' | 'invalid'> {
  const ref = erpRefOf(order);
  if (!ref.woNumber) return 'invalid';
  const mapped = from
    ? draftOfWmsOrder(order, from)
    : ({ ok: false, code: 'lingxing.no_sender', detail: '' } as const);
  const state = {
    pushState: mapped.ok ? 'waiting' : 'invalid',
    errorCode: mapped.ok ? '' : mapped.code,
    errorDetail: mapped.ok ? '' : mapped.detail.slice(0, 500),
  } as const;
  return deps.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(lingxingOrders)
      .values({
        connectionId: connection.id,
        userId: connection.userId,
        woNumber: ref.woNumber,
        woId: ref.woId,
        waybillNo: ref.waybillNo,
        platformOrderNo: ref.platformOrderNo,
        ...state,
        createdAt: deps.clock(),
      })
      // An order kept only because the customer had no sender yet is taken up again by a later pull (it
      // would otherwise stay invalid for good); any other recorded order is skipped.
      .onConflictDoUpdate({
        target: [lingxingOrders.connectionId, lingxingOrders.woNumber],
        set: state,
        setWhere: and(eq(lingxingOrders.errorCode, 'lingxing.no_sender'), isNull(lingxingOrders.orderId)),
      })
      .returning({ id: lingxingOrders.id });
    if (!record) return 'skipped';
    if (!mapped.ok) return 'invalid';
    const mine = sql`${lingxingOrders.id} = ${record.id}`;
    try {
      // saveDraft's own transaction is a savepoint here: a refused draft leaves the record, marked invalid.
      const draft = await saveDraft({
        ...deps,
        db: tx,
        userId: connection.userId,
        actorId: connection.userId,
        input: mapped.input,
        applyRules: true,
      });
      await tx.update(lingxingOrders).set({ orderId: draft.id }).where(mine);
      return 'pulled';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx
        .update(lingxingOrders)
        .set({ pushState: 'invalid', errorCode: error.errorCode, errorDetail: JSON.stringify(error.params) })
        .where(mine);
      return 'invalid';
    }
  });
}

/**
 * Pulls the connection's outbound orders waiting for logistics into drafts, page by page; records when
 * and how many on the connection, or the stable error code LingXing's refusal maps to.
 */
export async function pullConnection(deps: AppDeps, connection: LingxingConnectionRow): Promise<PullOutcome> {
  const outcome: PullOutcome = { pulled: 0, skipped: 0, invalid: 0 };
  const startedAt = deps.clock();
  try {
    const client = lingxingClient(deps.db, await credentialsOf(deps.db, connection));
    const from = await defaultSenderOf(deps.db, connection.userId);
    for (let page = 1; page <= MAX_PAGES; page++) {
      const { data, total } = await client.post(WMS_ORDER_LIST, {
        page,
        page_size: PAGE_SIZE,
        status_arr: [1],
        logistics_status_arr: [1],
      });
      const list = Array.isArray(data) ? (data as WmsOrder[]) : [];
      for (const order of list) outcome[await importOrder(deps, connection, order, from)]++;
      if (list.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
    }
  } catch (error) {
    // Any failure counts (a refusal, an outage, a bug of ours): the next scheduled try backs off.
    const failures = connection.pullFailures + 1;
    await recordPullAttempt(deps.db, connection.id, {
      at: startedAt,
      errorCode: error instanceof LingxingError ? error.failure.code : 'lingxing.pull_failed',
      failures,
      nextPullAt: new Date(
        startedAt.getTime() + exponentialBackoffMs(failures, PULL_EVERY_MS, PULL_BACKOFF_CAP_MS),
      ),
    });
    throw error;
  }
  await recordPullAttempt(deps.db, connection.id, {
    at: startedAt,
    pulled: outcome.pulled,
    nextPullAt: new Date(startedAt.getTime() + PULL_EVERY_MS),
  });
  return outcome;
}
