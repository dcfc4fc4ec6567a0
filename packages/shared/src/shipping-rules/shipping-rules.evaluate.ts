import { formatMinor, parseMinor } from '../money.ts';
import type { OrderData } from '../orders/order.schema.ts';
import { fromLb, type MassUnit, toLb } from '../rating/units.ts';
import type { RuleActions, RuleConditions } from './shipping-rules.schema.ts';

/** What the conditions look at: the order form's data (a draft, an import row, an API body). */
export type RuleOrder = Pick<OrderData, 'to' | 'parcels' | 'items' | 'reference'>;

export interface EvaluableRule {
  id: string;
  name: string;
  enabled: boolean;
  conditions: RuleConditions;
  actions: RuleActions;
}

/** Total weight of the parcels (each row packageNum times) in `unit`. */
export function orderWeight(order: Pick<OrderData, 'parcels'>, unit: MassUnit): number {
  const lb = order.parcels.reduce((sum, p) => sum + toLb(p.weight, p.massUnit) * p.packageNum, 0);
  return fromLb(lb, unit);
}

/** Declared value in minor units: the customs lines when there are any, else the parcels' declared values. */
export function orderDeclaredMinor(order: Pick<OrderData, 'parcels' | 'items'>): bigint {
  const lines = order.items.length > 0 ? order.items : order.parcels;
  return lines.reduce((sum, line) => sum + (parseMinor(line.declaredValue || '0') ?? 0n), 0n);
}

/** An order's SKUs: its items' descriptions and its parcels' references (the form has no SKU field). */
export function orderSkus(order: Pick<OrderData, 'parcels' | 'items'>): string[] {
  return [...order.items.map((i) => i.description), ...order.parcels.map((p) => p.reference)].filter(Boolean);
}

const within = (value: number | bigint, min: number | bigint | null, max: number | bigint | null) =>
  (min === null || value >= min) && (max === null || value <= max);

/** True when every condition of the rule holds for the order (an empty condition holds for any order). */
export function ruleMatches(conditions: RuleConditions, order: RuleOrder): boolean {
  const c = conditions;
  const to = order.to;
  if (c.countries.length > 0 && !c.countries.includes(to.countryCode.toUpperCase())) return false;
  if (c.states.length > 0 && !(to.countryCode === 'US' && c.states.includes(to.stateCode.toUpperCase())))
    return false;
  const zip = to.zipCode.replace(/\s+/g, '').toUpperCase();
  if (
    c.zipPrefixes.length > 0 &&
    !c.zipPrefixes.some((p) => zip.startsWith(p.replace(/\s+/g, '').toUpperCase()))
  )
    return false;
  if (c.weightMin !== null || c.weightMax !== null) {
    if (!within(orderWeight(order, c.weightUnit), c.weightMin, c.weightMax)) return false;
  }
  if (c.valueMin || c.valueMax) {
    const min = c.valueMin ? parseMinor(c.valueMin) : null;
    const max = c.valueMax ? parseMinor(c.valueMax) : null;
    if (!within(orderDeclaredMinor(order), min, max)) return false;
  }
  if (c.sku) {
    const wanted = c.sku.toLowerCase();
    const skus = orderSkus(order).map((s) => s.toLowerCase());
    const hit = c.skuMatch === 'equals' ? skus.includes(wanted) : skus.some((s) => s.includes(wanted));
    if (!hit) return false;
  }
  if (c.referencePrefix && !order.reference.toLowerCase().startsWith(c.referencePrefix.toLowerCase()))
    return false;
  return true;
}

/** The first enabled rule whose conditions all match, in list order; null when none does. */
export function firstMatchingRule<R extends EvaluableRule>(rules: readonly R[], order: RuleOrder): R | null {
  return rules.find((r) => r.enabled && ruleMatches(r.conditions, order)) ?? null;
}

/**
 * Spreads `totalMinor` over the physical parcels (a row counts packageNum times, each insured for its
 * share); the remainder cents go to the first row when it is a single parcel, so nothing is over-insured.
 */
function spread(totalMinor: bigint, parcels: readonly { packageNum: number }[]): string[] {
  const count = BigInt(parcels.reduce((n, p) => n + p.packageNum, 0));
  const share = totalMinor / count;
  const rest = totalMinor - share * count;
  return parcels.map((p, i) => formatMinor(share + (i === 0 && p.packageNum === 1 ? rest : 0n)));
}

export interface TemplateDimensions {
  length: number;
  width: number;
  height: number;
  /** The template's units, e.g. 'in/lb' or 'cm/kg'. */
  unit: string;
}

/**
 * The order with the rule's non-service actions applied: template dimensions (weights stay), insurance
 * (an amount per parcel, or the order's declared value spread over its parcels) and the signature option.
 * The service is the server's business (cheapest / fastest need rating).
 */
export function applyRuleActions<O extends Pick<OrderData, 'parcels' | 'items' | 'options'>>(
  order: O,
  actions: RuleActions,
  template: TemplateDimensions | null,
): O {
  let parcels = order.parcels;
  if (template) {
    const distanceUnit = template.unit.startsWith('cm') ? ('cm' as const) : ('in' as const);
    parcels = parcels.map((p) => ({
      ...p,
      distanceUnit,
      length: template.length,
      width: template.width,
      height: template.height,
    }));
  }
  if (actions.insuranceMode === 'amount')
    parcels = parcels.map((p) => ({ ...p, declaredValue: actions.insuranceAmount }));
  if (actions.insuranceMode === 'declaredValue') {
    const shares = spread(orderDeclaredMinor(order), parcels);
    parcels = parcels.map((p, i) => ({ ...p, declaredValue: shares[i]! }));
  }
  const options =
    actions.signatureOption === 'keep'
      ? order.options
      : { ...order.options, signatureOption: actions.signatureOption };
  return { ...order, parcels, options };
}
