import type { OrderViewName } from '@shiplabel/shared';
import type { OrderSource } from '../orders.api.ts';

/** Server-side batches of the selected orders (issue 6), besides the lists' one-call-per-order actions. */
export const BULK_ACTIONS = ['create', 'estimate', 'validate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Limits of one call (the server refuses more, saying so). */
export const BULK_LIMITS: Record<BulkAction, number> = { create: 10_000, estimate: 100, validate: 1_000 };

/** The search parameter keeping a running label batch, so the user can leave the page and come back. */
export const BATCH_JOB_PARAM = 'batchJob';

/**
 * Which views offer which batch (spec section 2): labels and estimates for drafts and failed orders (the
 * draft view, and allWaybills where failed orders are listed), address validation on drafts, in-transit
 * and allWaybills. The back office's waybill page (allWaybills) has the same three.
 */
export function bulkActionsOf(view: OrderViewName, _source: OrderSource): BulkAction[] {
  if (view === 'draft' || view === 'allWaybills') return ['create', 'estimate', 'validate'];
  if (view === 'transported') return ['validate'];
  return [];
}

/** Statuses a label can be created from (the state machine's `place`: draft and failed). */
const PLACEABLE = [0, 19];

export const placeable = <T extends { status: number }>(orders: readonly T[]) =>
  orders.filter((o) => PLACEABLE.includes(o.status));

/** A service must be chosen for the batch when one of the selected orders has none yet. */
export const needsService = (orders: readonly { status: number; serviceId: string | null }[]) =>
  placeable(orders).some((o) => !o.serviceId);
