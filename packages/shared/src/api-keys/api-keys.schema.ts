import { z } from 'zod';

/**
 * Customer API keys (issue 16, DESIGN 4): what a key may reach. Each scope opens a group of /app/ routes
 * (the server's route-to-scope table, modules/api-keys/api-key-scopes.ts).
 */
export const API_KEY_SCOPES = ['rates', 'orders_labels', 'tracking', 'addresses'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** test: rates and buys on the sandbox carrier only and never moves money; live: spends the wallet. */
export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

/** Keys one customer may hold that are not revoked. */
export const API_KEY_MAX_ACTIVE = 20;

export const apiKeyNameSchema = z
  .string({ error: 'apiKey.name_required' })
  .trim()
  .min(1, 'apiKey.name_required')
  .max(60, 'apiKey.name_too_long');

export const apiKeyCreateSchema = z.object({
  name: apiKeyNameSchema,
  mode: z.enum(API_KEY_MODES, { error: 'apiKey.mode_required' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'apiKey.scopes_required' }), { error: 'apiKey.scopes_required' })
    .min(1, 'apiKey.scopes_required')
    .max(API_KEY_SCOPES.length, 'apiKey.scopes_required'),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeyRenameSchema = z.object({ name: apiKeyNameSchema });

/** A key as listed: never its secret. `prefix` + '…' + `last4` identifies it to its owner. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(API_KEY_MODES),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  last4: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The create answer: the only time the whole key (`secret`) is ever sent. */
export const apiKeyCreatedSchema = apiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
