import { formatMinor } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { exponentialBackoffMs } from '../../lib/backoff.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hasPrintableLabel } from '../documents/documents.usecases.ts';
import { ensureLabelFile } from '../documents/label-store.ts';
import { orders } from '../orders/orders.table.ts';
import { lingxingClient } from './lingxing.client.ts';
import { LingxingError, type LingxingFailure } from './lingxing.errors.ts';
import { labelBody, trackingBody } from './lingxing.mappers.ts';
import { claimDuePush, connectionById, updateErpOrder } from './lingxing.repository.ts';
import type { LingxingOrderRow } from './lingxing.table.ts';
import { credentialsOf } from './lingxing.usecases.ts';

export const SET_TRACKING_NO = '/basicOpen/logisticsOrdering/setTrackingNo';
export const IMPORT_LABEL = '/basicOpen/selfShipmentOrder/importLabel';
/** Attempts of one push-back before it is failed for good ("push again" starts over). */
export const MAX_PUSH_ATTEMPTS = 8;
/** A claimed push is held this long (the two calls' timeouts and some slack). */
const LEASE_MS = 90_000;
/** Pushes one sender run makes at most (bounded work per job; the periodic check asks for the next run). */
const MAX_PER_RUN = 500;

/** Wait after the n-th failed attempt: 1 min, 2, 4... capped at 2 hours. */
export const pushRetryDelayMs = (attempt: number) => exponentialBackoffMs(attempt, 60_000, 7_200_000);

const stop = (code: string, detail = ''): LingxingFailure => ({ code, retry: false, detail });

/**
 * One order's push-back: setTrackingNo, then importLabel with the label file (base64). Each step that
 * LingXing accepts is recorded at once, so a retry sends only what is left.
 */
async function pushOne(deps: AppDeps, row: LingxingOrderRow): Promise<void> {
  const fail = async (failure: LingxingFailure) => {
    const attempts = row.pushAttempts + 1;
    const again = failure.retry && attempts < MAX_PUSH_ATTEMPTS;
    await updateErpOrder(deps.db, row.id, {
      pushState: again ? 'pending' : 'failed',
      pushAttempts: attempts,
      nextPushAt: again ? new Date(deps.clock().getTime() + pushRetryDelayMs(attempts)) : null,
      errorCode: failure.code,
      errorDetail: failure.detail.slice(0, 500),
    });
  };
  const connection = await connectionById(deps.db, row.connectionId);
  const [order] = row.orderId ? await deps.db.select().from(orders).where(eq(orders.id, row.orderId)) : [];
  if (!connection) return;
  if (!order || !hasPrintableLabel(order) || !order.trackingNo) return fail(stop('lingxing.no_label'));
  try {
    const client = lingxingClient(deps.db, await credentialsOf(deps.db, connection));
    const ref = { woId: row.woId, woNumber: row.woNumber, waybillNo: row.waybillNo };
    if (!row.trackingPushedAt) {
      const freight = order.rateMinor === null ? '' : formatMinor(order.rateMinor);
      await client.post(
        SET_TRACKING_NO,
        trackingBody(ref, { trackingNo: order.trackingNo, freight, currency: order.currency }),
      );
      await updateErpOrder(deps.db, row.id, {
        trackingPushedAt: deps.clock(),
        pushedTrackingNo: order.trackingNo,
      });
    }
    const file = await ensureLabelFile(deps, order);
    // importLabel takes PDF, PNG or JPG files; a ZPL label (a printer's commands) cannot be sent.
    if (file.type === 'zpl') return fail(stop('lingxing.label_format'));
    await client.post(
      IMPORT_LABEL,
      labelBody(ref, {
        trackingNo: order.trackingNo,
        fileName: `${order.orderNo}.${file.type}`,
        bytes: file.bytes,
      }),
    );
    await updateErpOrder(deps.db, row.id, {
      pushState: 'pushed',
      labelPushedAt: deps.clock(),
      nextPushAt: null,
      errorCode: '',
      errorDetail: '',
    });
  } catch (error) {
    if (error instanceof LingxingError) return fail(error.failure);
    return fail({
      code: 'lingxing.push_failed',
      retry: true,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}

/**
 * Pushes back every due order: those made due when their label was bought (lingxing.label-hook.ts) or by
 * the sweep, and retries whose wait has passed. Runs as a singleton job, so one order is never pushed by
 * two senders at once.
 */
export async function pushDue(deps: AppDeps, opts: { shouldStop?: () => boolean } = {}) {
  let pushed = 0;
  while (pushed < MAX_PER_RUN && !opts.shouldStop?.()) {
    const row = await claimDuePush(deps.db, deps.clock(), LEASE_MS);
    if (!row) break;
    await pushOne(deps, row);
    pushed++;
  }
  return pushed > 0 ? { pushed } : null;
}
