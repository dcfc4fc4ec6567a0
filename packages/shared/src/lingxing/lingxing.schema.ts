import { z } from 'zod';

/**
 * The LingXing ERP connection (issue 16, /settings/lxorder). LingXing signs every request with AES using
 * the app id as the key, so an app id is 16, 24 or 32 characters (an AES-128/192/256 key).
 */
export const lingxingConnectSchema = z.object({
  appId: z
    .string({ error: 'lingxing.app_id_invalid' })
    .trim()
    .refine((s) => [16, 24, 32].includes(new TextEncoder().encode(s).length), 'lingxing.app_id_invalid'),
  appSecret: z
    .string({ error: 'lingxing.app_secret_required' })
    .trim()
    .min(1, 'lingxing.app_secret_required')
    .max(200, 'lingxing.app_secret_required'),
  /** Only a local address is honoured (the fake ERP of tests); anything else uses LingXing's own host. */
  baseUrl: z.string().trim().max(200).default(''),
});
export type LingxingConnectInput = z.input<typeof lingxingConnectSchema>;

export const LINGXING_PUSH_STATES = ['waiting', 'pending', 'pushed', 'failed', 'invalid'] as const;
export type LingxingPushState = (typeof LINGXING_PUSH_STATES)[number];

export const lingxingConnectionSchema = z.object({
  id: z.uuid(),
  appId: z.string(),
  baseUrl: z.string(),
  /** 'ok' after a successful token request; 'error' when the last call was refused (lastErrorCode says why). */
  status: z.enum(['ok', 'error']),
  lastErrorCode: z.string(),
  lastPulledAt: z.string().nullable(),
  lastPullCount: z.number().int(),
  /** The last pull tried, successful or not (its error is lastErrorCode). */
  lastAttemptAt: z.string().nullable(),
  /** When the scheduled pull tries next (null: as soon as the schedule runs). */
  nextPullAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LingxingConnection = z.infer<typeof lingxingConnectionSchema>;

export const lingxingOrderSchema = z.object({
  id: z.uuid(),
  woNumber: z.string(),
  platformOrderNo: z.string(),
  orderId: z.uuid().nullable(),
  orderNo: z.string(),
  orderStatus: z.number().int().nullable(),
  trackingNo: z.string(),
  pushState: z.enum(LINGXING_PUSH_STATES),
  pushAttempts: z.number().int(),
  trackingPushed: z.boolean(),
  labelPushed: z.boolean(),
  errorCode: z.string(),
  /** The error translated in the caller's language (empty when none). */
  errorMessage: z.string(),
  pushedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LingxingOrder = z.infer<typeof lingxingOrderSchema>;
