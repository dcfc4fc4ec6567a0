import { z } from 'zod';
import { parseMinor } from '../money.ts';
import { ORDER_SIGNATURE_OPTIONS } from '../orders/order.schema.ts';
import { MASS_UNITS } from '../rating/units.ts';

/**
 * Shipping rules (issue 16): a customer's ordered list; the first enabled rule whose conditions all match
 * an order decides its service, package template, insurance and signature option.
 */
export const MAX_SHIPPING_RULES = 100;
export const MAX_RULE_LIST = 50;
/** How a rule picks the service: a named service of the customer, or the cheapest / fastest for the order. */
export const RULE_SERVICE_MODES = ['keep', 'service', 'cheapest', 'fastest'] as const;
export type RuleServiceMode = (typeof RULE_SERVICE_MODES)[number];
export const RULE_INSURANCE_MODES = ['keep', 'amount', 'declaredValue'] as const;
export const RULE_SKU_MATCHES = ['contains', 'equals'] as const;

const trimmed = (max: number) => z.string().trim().max(max, 'shippingRules.too_long');
const list = (item: z.ZodType<string>) =>
  z.array(item).max(MAX_RULE_LIST, 'shippingRules.too_many_values').default([]);
/** '' (no bound) or a non-negative decimal amount of USD. */
const moneyBound = z
  .string()
  .trim()
  .refine((s) => s === '' || (parseMinor(s) ?? -1n) >= 0n, 'shippingRules.amount_invalid')
  .default('');
const weightBound = z
  .number()
  .finite()
  .min(0, 'shippingRules.weight_invalid')
  .max(10_000)
  .nullable()
  .default(null);

export const ruleConditionsSchema = z
  .object({
    /** Destination countries (ISO 3166 alpha-2); empty: any. */
    countries: list(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'shippingRules.country_invalid'),
    ),
    /** Destination US states (two letters); empty: any. */
    states: list(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'shippingRules.state_invalid'),
    ),
    /** Destination ZIP / postcode prefixes; empty: any. */
    zipPrefixes: list(trimmed(12).min(1, 'shippingRules.zip_invalid')),
    /** Total weight of the order's parcels (each counted packageNum times), in weightUnit; null: no bound. */
    weightMin: weightBound,
    weightMax: weightBound,
    weightUnit: z.enum(MASS_UNITS).default('lb'),
    /** Declared value of the order (its customs lines, else its parcels), USD; '': no bound. */
    valueMin: moneyBound,
    valueMax: moneyBound,
    /** An item's SKU (its description or a parcel reference) contains / equals this; '': any. */
    sku: trimmed(100).default(''),
    skuMatch: z.enum(RULE_SKU_MATCHES).default('contains'),
    /**
     * The order's reference starts with this ('': any). Orders have no store field yet, so a store is
     * recognised by the reference prefix its import or sync writes (docs/decisions.md).
     */
    referencePrefix: trimmed(100).default(''),
  })
  .superRefine((c, ctx) => {
    if (c.weightMin !== null && c.weightMax !== null && c.weightMin > c.weightMax)
      ctx.addIssue({ code: 'custom', path: ['weightMax'], message: 'shippingRules.range_invalid' });
    if (c.valueMin && c.valueMax && parseMinor(c.valueMin)! > parseMinor(c.valueMax)!)
      ctx.addIssue({ code: 'custom', path: ['valueMax'], message: 'shippingRules.range_invalid' });
  });
export type RuleConditions = z.output<typeof ruleConditionsSchema>;

export const ruleActionsSchema = z
  .object({
    serviceMode: z.enum(RULE_SERVICE_MODES).default('keep'),
    /** With serviceMode 'service': one of the customer's allotted services (checked by the server). */
    serviceId: z.uuid().nullable().default(null),
    /** A package template of the customer: its dimensions replace the parcels' (weights stay). */
    templateId: z.uuid().nullable().default(null),
    insuranceMode: z.enum(RULE_INSURANCE_MODES).default('keep'),
    /** With insuranceMode 'amount': the insured amount of each parcel, USD. */
    insuranceAmount: moneyBound,
    signatureOption: z.enum(['keep', ...ORDER_SIGNATURE_OPTIONS]).default('keep'),
  })
  .superRefine((a, ctx) => {
    if (a.serviceMode === 'service' && !a.serviceId)
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'shippingRules.service_required' });
    if (a.insuranceMode === 'amount' && !a.insuranceAmount)
      ctx.addIssue({ code: 'custom', path: ['insuranceAmount'], message: 'shippingRules.amount_invalid' });
  });
export type RuleActions = z.output<typeof ruleActionsSchema>;

export const shippingRuleInputSchema = z.object({
  name: z
    .string({ error: 'shippingRules.name_required' })
    .trim()
    .min(1, 'shippingRules.name_required')
    .max(100, 'shippingRules.too_long'),
  enabled: z.boolean().default(true),
  conditions: ruleConditionsSchema.default(ruleConditionsSchema.parse({})),
  actions: ruleActionsSchema.default(ruleActionsSchema.parse({})),
});
export type ShippingRuleInput = z.input<typeof shippingRuleInputSchema>;
export type ShippingRuleValues = z.output<typeof shippingRuleInputSchema>;

export const shippingRuleSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  conditions: ruleConditionsSchema,
  actions: ruleActionsSchema,
  createdAt: z.string(),
});
export type ShippingRule = z.output<typeof shippingRuleSchema>;

export const shippingRuleMoveSchema = z.object({ direction: z.enum(['up', 'down']) });

/** What the customer's rules would do with an order typed by hand (shown, never applied silently). */
export const ruleSuggestionSchema = z.object({
  rule: z.object({ id: z.string(), name: z.string() }).nullable(),
  serviceId: z.string().nullable(),
});
export type RuleSuggestion = z.output<typeof ruleSuggestionSchema>;
