import type { OrderData, RuleSuggestion, ShippingRule, ShippingRuleInput } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

const BASE = '/app/shippingRule';

/** Issue 16: the caller's shipping rules, in evaluation order. */
export const shippingRulesApi = {
  list: () => http.get<ShippingRule[]>(`${BASE}/list`),
  create: (input: ShippingRuleInput, key: string) =>
    http.post<ShippingRule>(`${BASE}/create`, input, idempotent(key)),
  update: (id: string, input: ShippingRuleInput) => http.post<ShippingRule>(`${BASE}/update/${id}`, input),
  move: (id: string, direction: 'up' | 'down') =>
    http.post<ShippingRule[]>(`${BASE}/move/${id}`, { direction }),
  remove: (id: string) => http.post<null>(`${BASE}/delete/${id}`),
  /** The new-order form's hint: the rule matching the order as typed and its service (nothing saved). */
  suggest: (order: OrderData) => http.post<RuleSuggestion>(`${BASE}/suggest`, order),
};
