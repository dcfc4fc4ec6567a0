import {
  applyRuleActions,
  estimateRequestOf,
  firstMatchingRule,
  type Locale,
  type OrderData,
  type Quote,
  type RuleServiceMode,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { estimateRate } from '../pricing/estimate.usecases.ts';
import { findOwnTemplate, listRules, type ShippingRuleRow } from './shipping-rules.repository.ts';

/**
 * `onlyCarrier`: the carrier the caller may buy on (a test-mode API key: the sandbox), so "cheapest" and
 * "fastest" never pick a service its placement would refuse.
 */
type Deps = AppDeps & { locale?: Locale; onlyCarrier?: string };
type Rateable = Pick<OrderData, 'from' | 'to' | 'parcels' | 'options'>;

/** Fastest: the shortest longest transit, then the shortest shortest, then the cheaper (quotes come cheapest first). */
function fastest(quotes: readonly Quote[]): Quote | undefined {
  return [...quotes].sort(
    (a, b) => a.transitDays.max - b.transitDays.max || a.transitDays.min - b.transitDays.min,
  )[0];
}

/**
 * The cheapest or fastest of the customer's services for this shipment, rated by the one rating use case
 * (the quote placement will charge); null when no service can carry it or the rating refuses it.
 */
export async function pickServiceByRate(
  deps: Deps,
  userId: string,
  order: Rateable,
  mode: 'cheapest' | 'fastest',
): Promise<string | null> {
  try {
    const { quotes } = await estimateRate({
      ...deps,
      userId,
      locale: deps.locale ?? 'en-US',
      request: { ...estimateRequestOf(order) },
    });
    const usable = deps.onlyCarrier ? quotes.filter((q) => q.carrierCode === deps.onlyCarrier) : quotes;
    const best = mode === 'cheapest' ? usable[0] : fastest(usable);
    return best?.serviceId ?? null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The service a rule's service action picks for the order (null: the rule leaves the service alone). */
async function serviceOfRule(
  deps: Deps,
  userId: string,
  order: Rateable,
  mode: RuleServiceMode,
  serviceId: string | null,
): Promise<string | null> {
  if (mode === 'cheapest' || mode === 'fastest') return pickServiceByRate(deps, userId, order, mode);
  if (mode !== 'service' || !serviceId) return null;
  // A service withdrawn since the rule was saved is skipped rather than failing the order.
  const catalog = await loadCatalog(deps.db);
  return usableServiceIds(catalog, userId).includes(serviceId) ? serviceId : null;
}

export interface RuleOutcome {
  order: OrderData;
  rule: { id: string; name: string } | null;
}

/** The customer's rules, loaded once for many orders (an import chunk, a batch). */
export const loadRules = (deps: Pick<AppDeps, 'db'>, userId: string) => listRules(deps.db, userId);

/**
 * Applies the customer's first matching enabled rule to an order being created: template dimensions,
 * insurance, signature option, and the service when the order has none (an order's own service is the
 * customer's explicit choice and wins). Used by imports, API-created drafts and, later, the store sync.
 * `rules` lets a caller evaluating many orders load the list once.
 */
export async function applyShippingRules(
  deps: Deps,
  userId: string,
  order: OrderData,
  rules?: readonly ShippingRuleRow[],
): Promise<RuleOutcome> {
  const rule = firstMatchingRule(rules ?? (await loadRules(deps, userId)), order);
  if (!rule) return { order, rule: null };
  const { actions } = rule;
  const template = actions.templateId ? await findOwnTemplate(deps.db, userId, actions.templateId) : null;
  let changed = applyRuleActions(order, actions, template);
  if (!changed.serviceId) {
    const serviceId = await serviceOfRule(deps, userId, changed, actions.serviceMode, actions.serviceId);
    if (serviceId) changed = { ...changed, serviceId };
  }
  return { order: changed, rule: { id: rule.id, name: rule.name } };
}

/** Batches ('rules' mode): only the service of the first matching rule, for an order already saved. */
export async function ruleServiceFor(
  deps: Deps,
  userId: string,
  order: Parameters<typeof firstMatchingRule>[1] & Rateable,
  rules: readonly ShippingRuleRow[],
): Promise<string | null> {
  const rule = firstMatchingRule(rules, order);
  if (!rule) return null;
  return serviceOfRule(deps, userId, order, rule.actions.serviceMode, rule.actions.serviceId);
}

/** The new-order form's hint: which rule matches the order as typed and the service it would pick. */
export async function suggestForOrder(deps: Deps, userId: string, order: OrderData) {
  const { order: ruled, rule } = await applyShippingRules(deps, userId, { ...order, serviceId: null });
  return { rule, serviceId: rule ? ruled.serviceId : null };
}
