import { type Actor, type OrderAction, type TransitionResult, transition } from '@shiplabel/shared';
import { actionNotPermitted, transitionRefused } from './orders.errors.ts';

/** The shared state machine's verdict, or the error the caller sees (422 refused, 403 not theirs to take). */
export function requireTransition(
  status: number,
  action: OrderAction,
  actor: Actor,
): Extract<TransitionResult, { ok: true }> {
  const result = transition(status, action, actor);
  if (result.ok) return result;
  if (result.code === 'orders.action_not_permitted') throw actionNotPermitted(action);
  throw transitionRefused(status, action);
}
