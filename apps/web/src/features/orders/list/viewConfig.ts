import { type Actor, allowedActions, ORDER_VIEWS, type OrderViewName } from '@shiplabel/shared';
import type { OrderSource } from '../orders.api.ts';

/** Columns of the order lists, in display order (spec section 3 "Order list columns"). */
export const ORDER_COLUMNS = [
  'orderNo',
  'userEmail',
  'trackingNo',
  'serviceName',
  'rate',
  'deposit',
  'recipient',
  'sender',
  'reference',
  'reference2',
  'auditInfo',
  'batchNo',
  'labelCreatedAt',
  'createdAt',
  'status',
  'operations',
] as const;
export type OrderColumn = (typeof ORDER_COLUMNS)[number];

export const isOrderView = (name: string | undefined): name is OrderViewName =>
  Boolean(name && Object.hasOwn(ORDER_VIEWS, name));

/**
 * The columns one view shows: the status column (and filter) only on allWaybills, the reject reason only
 * on isRefuse, the customer's e-mail only in the back office, operations where the view has them (spec 2).
 */
export function columnsOf(view: OrderViewName, source: OrderSource): OrderColumn[] {
  return ORDER_COLUMNS.filter((column) => {
    if (column === 'userEmail') return source === 'admin';
    if (column === 'status') return view === 'allWaybills';
    if (column === 'auditInfo') return view === 'isRefuse';
    if (column === 'operations') return ORDER_VIEWS[view].operations;
    return true;
  });
}

export const hasStatusFilter = (view: OrderViewName) => view === 'allWaybills';

/** Status changes the lists offer on several selected orders at once (one call per order). */
export const BATCH_ACTIONS = ['cancel', 'void', 'restore'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];

/**
 * Batch actions of a customer view: those some status of the view allows. Views without an operations
 * column offer none, except VoidedAll's restore-from-cancel (spec section 2). The back office has none:
 * its only status change, the cancel audit, needs a reason per order.
 */
export function batchActionsOf(view: OrderViewName, source: OrderSource): BatchAction[] {
  if (source === 'admin') return [];
  const config = ORDER_VIEWS[view];
  if (!config.operations) return view === 'VoidedAll' ? ['restore'] : [];
  const statuses: readonly number[] = config.statuses ?? [0, 3, 4, 6, 8, 15, 16, 17, 18, 19];
  return BATCH_ACTIONS.filter((action) =>
    statuses.some((s) => allowedActions(s, 'customer').includes(action)),
  );
}

/** A row's buttons. `createLabel` is the state machine's `place`, `edit` its `saveDraft`. */
export type RowOperation =
  | 'detail'
  | 'edit'
  | 'createLabel'
  | 'cancel'
  | 'void'
  | 'restore'
  | 'copy'
  | 'downloadLabel'
  | 'invoice'
  | 'cancelAudit';

export interface OperationSubject {
  status: number;
  hasLabel: boolean;
  international: boolean;
}

/** The buttons of one order, given the state-machine actions the actor may take on it now. */
export function operationsOf(
  allowed: readonly string[],
  order: Omit<OperationSubject, 'status'>,
  source: OrderSource,
): RowOperation[] {
  const documents: RowOperation[] = [
    ...(order.hasLabel ? (['downloadLabel'] as const) : []),
    ...(order.hasLabel && order.international ? (['invoice'] as const) : []),
  ];
  if (source === 'admin')
    return [
      'detail',
      ...documents,
      ...(allowed.includes('copy') ? (['copy'] as const) : []),
      ...(allowed.includes('cancelApprove') ? (['cancelAudit'] as const) : []),
    ];
  const byAction: [string, RowOperation][] = [
    ['saveDraft', 'edit'],
    ['place', 'createLabel'],
    ['cancel', 'cancel'],
    ['void', 'void'],
    ['restore', 'restore'],
    ['copy', 'copy'],
  ];
  return [
    'detail',
    ...byAction.filter(([action]) => allowed.includes(action)).map(([, op]) => op),
    ...documents,
  ];
}

/** A list row's buttons: the state machine decides from the status (the detail gets them from the server). */
export function rowOperations(order: OperationSubject, source: OrderSource): RowOperation[] {
  const actor: Actor = source === 'admin' ? 'admin' : 'customer';
  return operationsOf(allowedActions(order.status, actor), order, source);
}

/**
 * Statuses whose carrier label is live (the server's LABEL_STATUSES, documents.usecases.ts): placed and
 * its legacy codes, delivered, in cancellation, held for review. A voided or refunded order's old label
 * is dead: the server refuses its download, so no button offers it.
 */
const LIVE_LABEL_STATUSES: readonly number[] = [1, 2, 3, 6, 7, 8, 18];

/** The list row's view of "has a label" and "international" (the detail carries both as fields). */
export const subjectOfRow = (row: {
  status: number;
  labelCreatedAt: string | null;
  trackingNo: string;
  from: { countryCode: string };
  to: { countryCode: string };
}): OperationSubject => ({
  status: row.status,
  hasLabel: LIVE_LABEL_STATUSES.includes(row.status) && Boolean(row.labelCreatedAt || row.trackingNo),
  international: row.from.countryCode !== row.to.countryCode,
});
