import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { serviceLimitsPatchSchema, serviceLimitsSchema } from '../rating/service-limits.ts';

export const CHANNEL_STATUS = { disabled: 0, enabled: 1 } as const;

const name = z.string({ error: 'channels.name_required' }).trim().min(1, 'channels.name_required').max(100);

/** Adapter settings: a few plain values (e.g. sandbox failureRate, latencyMs, seed). */
const settingsSchema = z
  .record(z.string().max(64), z.union([z.string().max(200), z.number().finite(), z.boolean()]))
  .refine((s) => Object.keys(s).length <= 20, 'channels.too_many_settings');

/**
 * Credentials are write-only: the carrier's secret fields by key. A key absent or empty keeps the stored
 * value; null clears a stored optional secret (a required one cannot be cleared); keys the carrier does
 * not declare are refused.
 */
const credentialsSchema = z
  .record(z.string().trim().min(1).max(64), z.string().max(4000).nullable())
  .refine((s) => Object.keys(s).length <= 20, 'channels.too_many_settings');

/** A real carrier's environment: its sandbox ('test') or its live API ('production'). */
export const CARRIER_MODES = ['test', 'production'] as const;
export type CarrierModeName = (typeof CARRIER_MODES)[number];

export const channelInputSchema = z.object({
  carrierCode: z.string().trim().min(1).max(40),
  name,
  /** Stored as `settings.mode`; absent: the stored mode on update, 'test' on create. */
  mode: z.enum(CARRIER_MODES, { error: 'channels.mode_invalid' }).optional(),
  currency: z.enum(CURRENCIES).default('USD'),
  settings: settingsSchema.default({}),
  credentials: credentialsSchema.optional(),
  remark: z.string().trim().max(500).default(''),
  /** On create: add the carrier's default services. */
  withDefaultServices: z.boolean().default(true),
});
export type ChannelInput = z.input<typeof channelInputSchema>;

export const serviceInputSchema = z
  .object({
    channelId: z.uuid().optional(),
    code: z
      .string()
      .trim()
      .min(1, 'channels.code_required')
      .max(40)
      .regex(/^[A-Za-z0-9_.-]+$/, 'channels.code_invalid'),
    name,
    transitDaysMin: z.number().int().min(0).max(90).default(1),
    transitDaysMax: z.number().int().min(0).max(90).default(5),
    limits: serviceLimitsSchema.default(serviceLimitsSchema.parse({})),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .refine((s) => s.transitDaysMax >= s.transitDaysMin, {
    message: 'channels.transit_invalid',
    path: ['transitDaysMax'],
  });
export type ServiceInput = z.input<typeof serviceInputSchema>;

/** updateMixSet: a channel's services' mixed settings (status, transit days, limits) in one call. */
export const mixSetInputSchema = z.object({
  channelId: z.uuid(),
  services: z
    .array(
      z.object({
        id: z.uuid(),
        status: z.union([z.literal(0), z.literal(1)]).optional(),
        transitDaysMin: z.number().int().min(0).max(90).optional(),
        transitDaysMax: z.number().int().min(0).max(90).optional(),
        limits: serviceLimitsPatchSchema.optional(),
      }),
    )
    .min(1)
    .max(200),
});

export const statusInputSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) });

export const allotInputSchema = z.object({
  userId: z.uuid(),
  /** The services the user may use from now on (replaces the previous allotment). */
  serviceIds: z.array(z.uuid()).max(1000),
});

const iso = z.string();

export const serviceSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.number().int(),
  transitDaysMin: z.number().int(),
  transitDaysMax: z.number().int(),
  limits: serviceLimitsSchema,
  sort: z.number().int(),
  rateCard: z
    .object({ zones: z.array(z.number()), rows: z.number(), filename: z.string(), uploadedAt: iso })
    .nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

export const channelSchema = z.object({
  id: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  name: z.string(),
  status: z.number().int(),
  currency: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** `settings.mode`: which of the carrier's environments the channel calls. */
  mode: z.enum(CARRIER_MODES),
  /** Which credential fields are set; their values never leave the server. */
  credentialKeys: z.array(z.string()),
  remark: z.string(),
  serviceCount: z.number().int(),
  zoneChart: z.object({ rows: z.number(), filename: z.string(), uploadedAt: iso }).nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type Channel = z.infer<typeof channelSchema>;

export const channelWithServicesSchema = channelSchema.extend({ services: z.array(serviceSchema) });
export type ChannelWithServices = z.infer<typeof channelWithServicesSchema>;

export const carrierNodeSchema = z.object({
  carrierCode: z.string(),
  carrierName: z.string(),
  channels: z.array(channelWithServicesSchema),
});
export type CarrierNode = z.infer<typeof carrierNodeSchema>;

/** One field of a carrier's channel form, in the reader's language (declared by the carrier's adapter). */
export const carrierSettingFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** A secret is write-only: the form shows only whether it is set. */
  kind: z.enum(['secret', 'text', 'select']),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  help: z.string().optional(),
});
export type CarrierSettingFieldView = z.infer<typeof carrierSettingFieldSchema>;

export const carrierOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  defaultServices: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The service codes the carrier knows (a service must use one); null: any code. */
  serviceCodes: z.array(z.string()).nullable(),
  /** The carrier's services with their transit days (a new channel starts with them). */
  services: z.array(
    z.object({ code: z.string(), name: z.string(), transitDaysMin: z.number(), transitDaysMax: z.number() }),
  ),
  /** The channel form's fields; empty for the built-in carriers. */
  settingsFields: z.array(carrierSettingFieldSchema),
  /** Label formats the carrier makes (a channel's default label format is one of them). */
  labelFormats: z.array(z.string()),
});
export type CarrierOptionView = z.infer<typeof carrierOptionSchema>;

/** POST /admin/channel/testConnection/{id}: ok, or our code with our text and the carrier's own words. */
export const testConnectionResultSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
    carrierMessage: z.string().optional(),
  }),
]);
export type TestConnectionResult = z.infer<typeof testConnectionResultSchema>;

export const allotmentRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  nickName: z.string(),
  kind: z.string(),
  services: z.array(serviceSchema),
});
export type AllotmentRow = z.infer<typeof allotmentRowSchema>;
