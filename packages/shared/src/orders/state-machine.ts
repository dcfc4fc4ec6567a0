import { ORDER_STATUS, type OrderStatus } from './status.ts';

/**
 * The order state machine of DESIGN section 8, as one pure function: the server applies it to every
 * status change and the web app asks it which actions to show. Anything not in the table is refused.
 */
export const ORDER_ACTIONS = [
  'saveDraft',
  'place',
  'carrierAccept',
  'carrierRefuse',
  'holdForReview',
  'reviewApprove',
  'reviewReject',
  'cancel',
  'cancelApprove',
  'cancelReject',
  'deliver',
  'bill',
  'void',
  'restore',
  'copy',
  'releaseDeposit',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What happens to money on a transition (the ledger operation the server posts). */
export type MoneyEffect =
  | 'none'
  | 'reserve' // price + deposit held
  | 'capture' // held -> charge (type 1) + temporary deposit
  | 'release' // held -> available
  | 'refundRequest' // charge -> pending refund
  | 'refundApprove' // pending refund -> available (type 2), deposit released (type 3)
  | 'refundReject' // pending refund -> revenue
  | 'billDeduction' // type 4 (+ penalty)
  | 'depositRelease'; // type 3

interface Rule {
  from: readonly OrderStatus[];
  /** Target status; `same` keeps it, `new` creates a new draft (copy). */
  to: OrderStatus | 'same' | 'new';
  money: MoneyEffect;
  /** Who may trigger it: the order's customer, the back office, or the system (carrier, jobs). */
  by: readonly ('customer' | 'admin' | 'system')[];
}

const S = ORDER_STATUS;
const ANY: readonly OrderStatus[] = Object.values(S);

export const TRANSITIONS: Record<OrderAction, Rule> = {
  saveDraft: { from: [S.draft], to: S.draft, money: 'none', by: ['customer', 'admin'] },
  place: { from: [S.draft, S.failed], to: S.placing, money: 'reserve', by: ['customer', 'admin'] },
  carrierAccept: { from: [S.placing], to: S.placed, money: 'capture', by: ['system'] },
  carrierRefuse: { from: [S.placing], to: S.failed, money: 'release', by: ['system'] },
  holdForReview: { from: [S.placing], to: S.forecastSuccessful, money: 'none', by: ['system'] },
  reviewApprove: { from: [S.forecastSuccessful], to: S.placed, money: 'capture', by: ['admin'] },
  reviewReject: { from: [S.forecastSuccessful], to: S.rejected, money: 'release', by: ['admin'] },
  cancel: { from: [S.placed], to: S.inCancellation, money: 'refundRequest', by: ['customer', 'admin'] },
  cancelApprove: { from: [S.inCancellation], to: S.canceled, money: 'refundApprove', by: ['admin'] },
  cancelReject: { from: [S.inCancellation], to: S.placed, money: 'refundReject', by: ['admin'] },
  deliver: { from: [S.placed], to: S.delivered, money: 'none', by: ['system'] },
  bill: { from: [S.placed, S.delivered], to: 'same', money: 'billDeduction', by: ['admin'] },
  void: { from: [S.draft, S.failed, S.rejected], to: S.voided, money: 'none', by: ['customer', 'admin'] },
  restore: {
    from: [S.canceled, S.voided, S.rejected, S.failed],
    to: S.draft,
    money: 'none',
    by: ['customer', 'admin'],
  },
  copy: { from: ANY, to: 'new', money: 'none', by: ['customer', 'admin'] },
  releaseDeposit: {
    from: [S.placed, S.delivered, S.canceled],
    to: 'same',
    money: 'depositRelease',
    by: ['admin', 'system'],
  },
};

export type Actor = 'customer' | 'admin' | 'system';

export type TransitionResult =
  | { ok: true; action: OrderAction; from: OrderStatus; to: OrderStatus | 'new'; money: MoneyEffect }
  | { ok: false; code: 'orders.transition_refused' | 'orders.action_not_permitted' };

/** The outcome of `action` on an order in `status` by `actor`; refused when the table does not allow it. */
export function transition(status: number, action: OrderAction, actor: Actor): TransitionResult {
  const rule = TRANSITIONS[action];
  if (!rule || !(rule.from as readonly number[]).includes(status))
    return { ok: false, code: 'orders.transition_refused' };
  if (!rule.by.includes(actor)) return { ok: false, code: 'orders.action_not_permitted' };
  const from = status as OrderStatus;
  const to = rule.to === 'same' ? from : rule.to;
  return { ok: true, action, from, to, money: rule.money };
}

/** Actions `actor` may take on an order in `status` (the web app's operation buttons). */
export function allowedActions(status: number, actor: Actor): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => transition(status, a, actor).ok);
}
