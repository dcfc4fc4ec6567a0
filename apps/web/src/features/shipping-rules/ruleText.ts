import {
  type RuleActions,
  type RuleConditions,
  ruleActionsSchema,
  ruleConditionsSchema,
  type ShippingRule,
  type ShippingRuleInput,
} from '@shiplabel/shared';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** The form's starting values: a new rule matches every order and changes nothing until told. */
export function ruleFormValuesOf(rule: ShippingRule | null): ShippingRuleInput {
  if (!rule)
    return {
      name: '',
      enabled: true,
      conditions: ruleConditionsSchema.parse({}),
      actions: ruleActionsSchema.parse({ serviceMode: 'cheapest' }),
    };
  return { name: rule.name, enabled: rule.enabled, conditions: rule.conditions, actions: rule.actions };
}

const range = (t: T, min: string | number | null, max: string | number | null, unit: string) => {
  const has = (v: string | number | null) => v !== null && v !== '';
  if (has(min) && has(max)) return t('summary.between', { min, max, unit });
  if (has(min)) return t('summary.atLeast', { min, unit });
  return t('summary.atMost', { max, unit });
};

/** One line per condition of the rule, or "every order" when it has none. */
export function conditionLines(c: RuleConditions, t: T): string[] {
  const lines: string[] = [];
  if (c.countries.length) lines.push(t('summary.countries', { list: c.countries.join(', ') }));
  if (c.states.length) lines.push(t('summary.states', { list: c.states.join(', ') }));
  if (c.zipPrefixes.length) lines.push(t('summary.zips', { list: c.zipPrefixes.join(', ') }));
  if (c.weightMin !== null || c.weightMax !== null)
    lines.push(`${t('fields.weight')} ${range(t, c.weightMin, c.weightMax, c.weightUnit)}`);
  if (c.valueMin || c.valueMax) lines.push(`${t('fields.value')} ${range(t, c.valueMin, c.valueMax, 'USD')}`);
  if (c.sku) lines.push(t(`summary.sku.${c.skuMatch}`, { sku: c.sku }));
  if (c.referencePrefix) lines.push(t('summary.reference', { prefix: c.referencePrefix }));
  return lines.length ? lines : [t('summary.everyOrder')];
}

/** One line per action; `names` resolves service and template ids to what the customer calls them. */
export function actionLines(
  a: RuleActions,
  t: T,
  names: { service: (id: string) => string; template: (id: string) => string },
): string[] {
  const lines: string[] = [];
  if (a.serviceMode === 'service' && a.serviceId)
    lines.push(t('summary.service', { name: names.service(a.serviceId) }));
  if (a.serviceMode === 'cheapest' || a.serviceMode === 'fastest') lines.push(t(`summary.${a.serviceMode}`));
  if (a.templateId) lines.push(t('summary.template', { name: names.template(a.templateId) }));
  if (a.insuranceMode === 'amount') lines.push(t('summary.insureAmount', { amount: a.insuranceAmount }));
  if (a.insuranceMode === 'declaredValue') lines.push(t('summary.insureDeclared'));
  if (a.signatureOption !== 'keep') lines.push(t(`summary.signature.${a.signatureOption}`));
  return lines.length ? lines : [t('summary.nothing')];
}
