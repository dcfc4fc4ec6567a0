import { ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { releaseFunds } from '../ledger/ledger.usecases.ts';
import type { OrderRow } from './orders.repository.ts';
import { findPlacedLabel, voidLabels } from './placement.carrier.ts';
import {
  claimStuckPlacement,
  dropTransmittingEvent,
  movePlacement,
  reservationOfPlacement,
  statusBeforePlacement,
  strayReservations,
  stuckPlacements,
} from './placement.repository.ts';
import { completePlacement, failPlacement } from './placement.settle.ts';

const BATCH = 50;
export const INTERRUPTED = 'placement.interrupted';

type Outcome = 'completed' | 'failed' | 'reverted' | 'skipped';

/**
 * DESIGN 8: an order stuck in 17 (a crash or a lost reply between reserve and carrier answer) is resolved
 * by asking its carrier for the label by the placement key: found -> charged once and placed (8); not
 * found -> money released and failed (19). Then held reservations no order stands behind go back.
 * Safe on several instances: each stuck order is claimed with a compare-and-set first, and every
 * settlement is idempotent.
 */
export async function recoverPlacements(deps: AppDeps) {
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - deps.config.orderRecoveryGraceSeconds * 1000);
  const counts: Record<Outcome | 'strayReleased', number> = {
    completed: 0,
    failed: 0,
    reverted: 0,
    skipped: 0,
    strayReleased: 0,
  };
  for (const { id } of await stuckPlacements(deps.db, cutoff, BATCH)) {
    const order = await claimStuckPlacement(deps.db, id, cutoff, now);
    if (order) counts[await recoverOne(deps, order)]++;
  }
  for (const { id } of await strayReservations(deps.db, cutoff, BATCH)) {
    if (await releaseQuietly(deps, id)) counts.strayReleased++;
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  return total > 0 ? counts : null;
}

async function recoverOne(deps: AppDeps, order: OrderRow): Promise<Outcome> {
  const reservation = await reservationOfPlacement(deps.db, order.placementKey!);
  if (!reservation) return (await revert(deps, order)) ? 'reverted' : 'skipped';
  const label = await findPlacedLabel(deps, order);
  if (label && reservation.status !== 'released') {
    const placed = await completePlacement(deps, {
      order,
      reservationId: reservation.id,
      label,
      from: [ORDER_STATUS.placing],
      actorId: null,
    });
    return placed ? 'completed' : 'skipped';
  }
  if (label) await voidLabels(deps, order, label.trackingNumbers, label.carrierRef ?? '');
  const failed = await failPlacement(deps, {
    order,
    reservationId: reservation.id,
    from: [ORDER_STATUS.placing],
    errorCode: INTERRUPTED,
    // No caller to speak to: both languages, as the order may be read in either.
    errorMessage: `${t('en-US', INTERRUPTED)} / ${t('zh-CN', INTERRUPTED)}`,
    actorId: null,
  });
  return failed ? 'failed' : 'skipped';
}

/** Nothing was ever held: the placement never really started, so the order is back where it was. */
async function revert(deps: AppDeps, order: OrderRow) {
  const previous = await statusBeforePlacement(deps.db, order.id);
  return deps.db.transaction(async (tx) => {
    const moved = await movePlacement(tx, {
      id: order.id,
      from: [ORDER_STATUS.placing],
      placementKey: order.placementKey!,
      patch: { status: previous, placingStartedAt: null },
      now: deps.clock(),
    });
    if (moved) await dropTransmittingEvent(tx, order.id);
    return moved !== null;
  });
}

async function releaseQuietly(deps: AppDeps, reservationId: string) {
  try {
    return !(await releaseFunds({ deps, reservationId })).replayed;
  } catch (error) {
    // Settled meanwhile by its own placement: nothing stray any more.
    if (error instanceof AppError && error.errorCode === 'ledger.reservation_settled') return false;
    throw error;
  }
}
