import { AppError, notFound, unprocessable } from '../../lib/errors.ts';

export const orderNotFound = () => notFound('orders.not_found');
/** The state machine refuses the action from this status (status names in the caller's language). */
export const transitionRefused = (status: number, action: string) =>
  unprocessable('orders.transition_refused', {
    status: `orders.status.${status}`,
    action: `orders.action.${action}`,
  });
export const actionNotPermitted = (action: string) =>
  new AppError(403, 'orders.action_not_permitted', { action: `orders.action.${action}` });
export const orderChanged = () => new AppError(409, 'orders.changed_meanwhile');
export const orderNoTaken = (orderNo: string) => new AppError(409, 'orders.order_no_taken', { orderNo });
