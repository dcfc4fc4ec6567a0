import { z } from 'zod';
import { formatMinor, parseMinor } from '../money.ts';
import { DEFAULT_INSURANCE_TABLE, type InsuranceTable } from '../rating/insurance.ts';
import type { ContentAmounts } from './content-values.ts';

/**
 * System configuration (issue 14): the business constants of spec section 9 an operator may change.
 * Money is a decimal string with exactly two places in JSON and integer cents in the database; every
 * amount is USD (the spec states them in USD).
 */

/** "12.30" (exactly two decimals, not negative) with an upper bound; message keys are i18n keys. */
export const configMoneySchema = (maxMinor: bigint, tooLargeKey: string) =>
  z
    .string({ error: 'config.money_invalid' })
    .trim()
    .regex(/^\d{1,9}\.\d{2}$/, 'config.money_invalid')
    .refine((v) => (parseMinor(v) ?? 0n) <= maxMinor, tooLargeKey);

/** Upper bounds: typo guards far above any sane value, below anything that could overflow a posting. */
export const CONFIG_LIMITS = {
  depositMaxMinor: 10_000_00n,
  penaltyMaxMinor: 1_000_00n,
  zoneLookupFeeMaxMinor: 100_00n,
  uploadLimitKbMin: 50,
  /** The multipart parser's hard limit (20 MB) is the ceiling. */
  uploadLimitKbMax: 20 * 1024,
  insuranceMaxTiers: 30,
  insuranceMaxMinor: 10_000_000_00n,
} as const;

/** A link field: an absolute http(s) URL, or a path on this site ("/helpCenter"); nothing else. */
export const linkUrlSchema = z
  .string({ error: 'config.url_invalid' })
  .trim()
  .max(500, 'config.url_invalid')
  .refine((v) => {
    if (/^\/(?![/\\])[^\s]*$/.test(v)) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'config.url_invalid');

const text = (max: number) =>
  z.string({ error: 'config.text_invalid' }).trim().max(max, 'config.text_too_long');

export const contactSchema = z
  .object({
    companyName: text(200).min(1, 'config.company_required'),
    email: z.string().trim().max(200, 'config.text_too_long').pipe(z.email('config.email_invalid')),
    phone: text(50),
    address: text(500),
    hours: text(200),
  })
  .strict();
export type ContactDetails = z.infer<typeof contactSchema>;

/** The two external links of the menu (spec section 2). */
export const EXTERNAL_LINK_KEYS = ['help', 'docs'] as const;
export const externalLinkSchema = z
  .object({ key: z.enum(EXTERNAL_LINK_KEYS, { error: 'config.link_key_invalid' }), url: linkUrlSchema })
  .strict();
export const externalLinksSchema = z
  .array(externalLinkSchema)
  .length(EXTERNAL_LINK_KEYS.length, 'config.links_incomplete')
  .refine((links) => new Set(links.map((l) => l.key)).size === links.length, 'config.links_incomplete');
export type ExternalLink = z.infer<typeof externalLinkSchema>;

const tierSchema = z
  .object({
    /** Upper bound of the declared value of the row (inclusive), USD. */
    upTo: configMoneySchema(CONFIG_LIMITS.insuranceMaxMinor, 'config.insurance_amount_too_large'),
    /** Premium per 100 USD (or part thereof). */
    rate: configMoneySchema(1_000_00n, 'config.insurance_rate_too_large'),
    minimum: configMoneySchema(100_000_00n, 'config.insurance_amount_too_large'),
  })
  .strict();

/** The insurance table as edited: rows ordered by their upper bound, none overlapping another. */
export const insuranceTableInputSchema = z
  .object({
    freeUpTo: configMoneySchema(CONFIG_LIMITS.insuranceMaxMinor, 'config.insurance_amount_too_large'),
    maxPerPackage: configMoneySchema(CONFIG_LIMITS.insuranceMaxMinor, 'config.insurance_amount_too_large'),
    maxPerShipment: configMoneySchema(CONFIG_LIMITS.insuranceMaxMinor, 'config.insurance_amount_too_large'),
    tiers: z
      .array(tierSchema)
      .min(1, 'config.insurance_no_tiers')
      .max(CONFIG_LIMITS.insuranceMaxTiers, 'config.insurance_too_many_tiers'),
  })
  .strict()
  .superRefine((table, ctx) => {
    const m = (v: string) => parseMinor(v) ?? 0n;
    let previous = m(table.freeUpTo);
    table.tiers.forEach((tier, i) => {
      if (m(tier.upTo) <= previous)
        ctx.addIssue({ code: 'custom', path: ['tiers', i, 'upTo'], message: 'config.insurance_tiers_order' });
      previous = m(tier.upTo);
    });
    const last = table.tiers.at(-1);
    if (last && m(last.upTo) !== m(table.maxPerPackage))
      ctx.addIssue({ code: 'custom', path: ['maxPerPackage'], message: 'config.insurance_cap_mismatch' });
    if (m(table.maxPerShipment) < m(table.maxPerPackage))
      ctx.addIssue({ code: 'custom', path: ['maxPerShipment'], message: 'config.insurance_shipment_cap' });
  });
export type InsuranceTableInput = z.infer<typeof insuranceTableInputSchema>;

export function insuranceTableFromInput(input: InsuranceTableInput): InsuranceTable {
  const m = (v: string) => parseMinor(v) ?? 0n;
  return {
    freeUpToMinor: m(input.freeUpTo),
    maxPerPackageMinor: m(input.maxPerPackage),
    maxPerShipmentMinor: m(input.maxPerShipment),
    tiers: input.tiers.map((t) => ({
      maxMinor: m(t.upTo),
      rateMinor: m(t.rate),
      minimumMinor: m(t.minimum),
    })),
  };
}

export function insuranceTableToInput(table: InsuranceTable): InsuranceTableInput {
  return {
    freeUpTo: formatMinor(table.freeUpToMinor),
    maxPerPackage: formatMinor(table.maxPerPackageMinor),
    maxPerShipment: formatMinor(table.maxPerShipmentMinor),
    tiers: table.tiers.map((t) => ({
      upTo: formatMinor(t.maxMinor),
      rate: formatMinor(t.rateMinor),
      minimum: formatMinor(t.minimumMinor),
    })),
  };
}

/** One value per key; POST /admin/config/update changes one key at a time. */
export const configValueSchemas = {
  importDeposit: configMoneySchema(CONFIG_LIMITS.depositMaxMinor, 'config.deposit_too_large'),
  exportDeposit: configMoneySchema(CONFIG_LIMITS.depositMaxMinor, 'config.deposit_too_large'),
  falseInfoPenalty: configMoneySchema(CONFIG_LIMITS.penaltyMaxMinor, 'config.penalty_too_large'),
  zoneLookupFee: configMoneySchema(CONFIG_LIMITS.zoneLookupFeeMaxMinor, 'config.zone_fee_too_large'),
  uploadLimitKb: z
    .number({ error: 'config.upload_limit_range' })
    .int('config.upload_limit_range')
    .min(CONFIG_LIMITS.uploadLimitKbMin, 'config.upload_limit_range')
    .max(CONFIG_LIMITS.uploadLimitKbMax, 'config.upload_limit_range'),
  contact: contactSchema,
  externalLinks: externalLinksSchema,
  /** Each change makes a new version of the table. */
  insuranceTable: insuranceTableInputSchema,
} as const;
export type ConfigKey = keyof typeof configValueSchemas;
export const CONFIG_KEYS = Object.keys(configValueSchemas) as ConfigKey[];

const update = <K extends ConfigKey>(key: K) =>
  z.object({ key: z.literal(key), value: configValueSchemas[key] }).strict();

export const configUpdateSchema = z.discriminatedUnion(
  'key',
  [
    update('importDeposit'),
    update('exportDeposit'),
    update('falseInfoPenalty'),
    update('zoneLookupFee'),
    update('uploadLimitKb'),
    update('contact'),
    update('externalLinks'),
    update('insuranceTable'),
  ],
  { error: 'config.key_unknown' },
);
export type ConfigUpdate = z.infer<typeof configUpdateSchema>;

export const DEFAULT_CONTACT: ContactDetails = {
  companyName: 'ShipLabel',
  email: 'support@shiplabel.example',
  phone: '+1 (626) 555-0100',
  address: '1200 Harbor Blvd, Los Angeles, CA 90021, USA',
  hours: 'Mon-Fri 9:00-18:00 (Pacific Time)',
};

/** Defaults = the constants the code used before the configuration existed (spec section 9). */
export const CONFIG_DEFAULTS: {
  [K in Exclude<ConfigKey, 'insuranceTable'>]: z.infer<(typeof configValueSchemas)[K]>;
} = {
  importDeposit: '200.00',
  exportDeposit: '100.00',
  falseInfoPenalty: '5.00',
  zoneLookupFee: '0.10',
  uploadLimitKb: 500,
  contact: DEFAULT_CONTACT,
  externalLinks: [
    { key: 'help', url: '/helpCenter' },
    { key: 'docs', url: '/wordView' },
  ],
};

export const DEFAULT_INSURANCE_INPUT = insuranceTableToInput(DEFAULT_INSURANCE_TABLE);

/** The amounts the public texts quote until the configured ones are read (spec section 9's values). */
export const DEFAULT_CONTENT_AMOUNTS: ContentAmounts = {
  importDeposit: CONFIG_DEFAULTS.importDeposit,
  exportDeposit: CONFIG_DEFAULTS.exportDeposit,
  falseInfoPenalty: CONFIG_DEFAULTS.falseInfoPenalty,
  zoneLookupFee: CONFIG_DEFAULTS.zoneLookupFee,
  uploadLimitKb: CONFIG_DEFAULTS.uploadLimitKb,
  insuranceTable: DEFAULT_INSURANCE_INPUT,
};

export const insuranceVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  table: insuranceTableInputSchema,
  createdBy: z.string().nullable(),
  /** Null for spec section 9's table while no edit has stored it. */
  createdAt: z.string().nullable(),
});
export type InsuranceVersion = z.infer<typeof insuranceVersionSchema>;

/** GET /admin/config: every value, with who changed it last. */
export const adminConfigSchema = z.object({
  values: z.object({
    importDeposit: z.string(),
    exportDeposit: z.string(),
    falseInfoPenalty: z.string(),
    zoneLookupFee: z.string(),
    uploadLimitKb: z.number().int(),
    contact: contactSchema,
    externalLinks: z.array(externalLinkSchema),
    insuranceTable: insuranceTableInputSchema,
  }),
  insuranceVersion: z.object({ id: z.string(), version: z.number().int() }),
  updated: z.array(z.object({ key: z.string(), updatedBy: z.string().nullable(), updatedAt: z.string() })),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

/** GET /config/fees (any signed-in user): the amounts pages show before the server charges them. */
export const businessFeesSchema = z.object({
  importDeposit: z.string(),
  exportDeposit: z.string(),
  falseInfoPenalty: z.string(),
  zoneLookupFee: z.string(),
  uploadLimitKb: z.number().int(),
  /** The current insurance table, so the order form previews the premium new quotes will charge. */
  insuranceTable: insuranceTableInputSchema,
});
export type BusinessFees = z.infer<typeof businessFeesSchema>;

/**
 * GET /config/public (no login): what the contact page and the menu's external links show, and the
 * amounts the public help and legal texts quote (they are no secret: the terms of use state them).
 */
export const publicConfigSchema = z.object({
  contact: contactSchema,
  externalLinks: externalLinksSchema,
  fees: businessFeesSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export * from './content-values.ts';
