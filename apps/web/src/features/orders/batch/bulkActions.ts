import {
  BATCH_ESTIMATE_MAX,
  BATCH_PLACE_MAX,
  BATCH_VALIDATE_MAX,
  type OrderViewName,
  transition,
} from '@shiplabel/shared';
import type { OrderSource } from '../orders.api.ts';

/** Server-side batches of the selected orders (issue 6), besides the lists' one-call-per-order actions. */
export const BULK_ACTIONS = ['create', 'estimate', 'validate'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Limits of one call (the server refuses more, saying so). */
export const BULK_LIMITS: Record<BulkAction, number> = {
  create: BATCH_PLACE_MAX,
  estimate: BATCH_ESTIMATE_MAX,
  validate: BATCH_VALIDATE_MAX,
};

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

/** The orders a label can be created for now: the state machine's `place` (draft and failed). */
export const placeable = <T extends { status: number }>(orders: readonly T[]) =>
  orders.filter((o) => transition(o.status, 'place', 'customer').ok);

/** A service must be chosen for the batch when one of the selected orders has none yet. */
export const needsService = (orders: readonly { status: number; serviceId: string | null }[]) =>
  placeable(orders).some((o) => !o.serviceId);
