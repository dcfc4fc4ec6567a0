import { MAX_SHIPPING_RULES, type ShippingRule, type ShippingRuleValues } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { usableServiceIds } from '../channels/channel-queries.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import {
  ruleServiceNotAllotted,
  ruleTemplateUnknown,
  shippingRuleNotFound,
  tooManyRules,
} from './shipping-rules.errors.ts';
import {
  countRules,
  deleteRule,
  findOwnTemplate,
  insertRule,
  listRules,
  type ShippingRuleRow,
  setPosition,
  updateRule,
} from './shipping-rules.repository.ts';

type Mine = Pick<AppDeps, 'db' | 'clock'> & { userId: string };

export function toRule(row: ShippingRuleRow): ShippingRule {
  const { userId: _owner, updatedAt: _updated, createdAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString() };
}

/** A rule may only name the customer's own allotted service and own package template (422 otherwise). */
async function requireUsableTargets(deps: Mine, values: ShippingRuleValues) {
  const { serviceMode, serviceId, templateId } = values.actions;
  if (serviceMode === 'service' && serviceId) {
    const catalog = await loadCatalog(deps.db);
    if (!usableServiceIds(catalog, deps.userId).includes(serviceId)) throw ruleServiceNotAllotted();
  }
  if (templateId && !(await findOwnTemplate(deps.db, deps.userId, templateId))) throw ruleTemplateUnknown();
}

/** A named service is only kept with serviceMode 'service' (a stale id would mislead the list). */
const normalised = (values: ShippingRuleValues): ShippingRuleValues =>
  values.actions.serviceMode === 'service'
    ? values
    : { ...values, actions: { ...values.actions, serviceId: null } };

/** The caller's rules in evaluation order (at most MAX_SHIPPING_RULES). */
export async function rulesList(deps: Mine): Promise<ShippingRule[]> {
  return (await listRules(deps.db, deps.userId)).map(toRule);
}

export async function createRule(deps: Mine & { input: ShippingRuleValues }) {
  const values = normalised(deps.input);
  await requireUsableTargets(deps, values);
  if ((await countRules(deps.db, deps.userId)) >= MAX_SHIPPING_RULES) throw tooManyRules(MAX_SHIPPING_RULES);
  return toRule(await insertRule(deps.db, deps.userId, values, deps.clock()));
}

export async function changeRule(deps: Mine & { id: string; input: ShippingRuleValues }) {
  const values = normalised(deps.input);
  const existing = (await listRules(deps.db, deps.userId)).some((r) => r.id === deps.id);
  if (!existing) throw shippingRuleNotFound();
  await requireUsableTargets(deps, values);
  const row = await updateRule(deps.db, deps.userId, deps.id, values, deps.clock());
  if (!row) throw shippingRuleNotFound();
  return toRule(row);
}

export async function removeRule(deps: Mine & { id: string }) {
  if (!(await deleteRule(deps.db, deps.userId, deps.id))) throw shippingRuleNotFound();
}

/** Moves a rule one place up or down (renumbering the list 1..n); the first or last stays put. */
export async function moveRule(deps: Mine & { id: string; direction: 'up' | 'down' }) {
  return deps.db.transaction(async (tx) => {
    const rows = await listRules(tx, deps.userId);
    const at = rows.findIndex((r) => r.id === deps.id);
    if (at < 0) throw shippingRuleNotFound();
    const to = deps.direction === 'up' ? at - 1 : at + 1;
    if (to >= 0 && to < rows.length) [rows[at], rows[to]] = [rows[to]!, rows[at]!];
    for (const [i, row] of rows.entries())
      if (row.position !== i + 1) await setPosition(tx, deps.userId, row.id, i + 1);
    return (await listRules(tx, deps.userId)).map(toRule);
  });
}
