import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_MAX_ACTIVE,
  type ApiKey,
  type ApiKeyCreate,
  type ApiKeyCreated,
  type ApiKeyMode,
  type ApiKeyScope,
  type Page,
  type PageQuery,
  USER_STATUS,
} from '@shiplabel/shared';
import { addSeconds } from '../../lib/clock.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { apiKeyNotFound, apiKeyTooMany } from './api-keys.errors.ts';
import {
  countActiveApiKeys,
  findApiKeyByHash,
  insertApiKey,
  listApiKeys,
  renameApiKey,
  revokeApiKey,
  takeToken,
  touchApiKey,
} from './api-keys.repository.ts';
import type { ApiKeyRow } from './api-keys.table.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 8 characters of public id (shown) + 32 of secret: 40 * log2(62) ≈ 238 bits of randomness in all. */
const PUBLIC_ID_LENGTH = 8;
const SECRET_LENGTH = 32;
/** `sl_test_` / `sl_live_` followed by base62 only: recognisable, and safe in any header or URL. */
export const API_KEY_PATTERN = /^sl_(test|live)_[0-9A-Za-z]{40}$/;

/** Uniform base62 characters (rejection sampling: no modulo bias). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Per key: 10 requests a second on average, bursts of up to 20 (docs/decisions.md). */
export const API_KEY_RATE_PER_SECOND = 10;
export const API_KEY_BURST = 20;
/** "Last used" is precise to the minute: a write at most once a minute per key, not one per request. */
const LAST_USED_PRECISION_SECONDS = 60;

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode as ApiKeyMode,
    scopes: row.scopes as ApiKeyScope[],
    prefix: row.prefix,
    last4: row.last4,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

type Mine = Pick<AppDeps, 'db'> & { userId: string };

/** The caller's keys, newest first, revoked ones included (their history), never a secret. */
export async function apiKeysPage(deps: Mine & { query: PageQuery }): Promise<Page<ApiKey>> {
  const { rows, total } = await listApiKeys(deps.db, deps.userId, {
    limit: deps.query.pageSize,
    offset: pageOffset(deps.query),
  });
  return toPage(rows.map(toApiKey), total, deps.query);
}

/** Makes a key: the answer carries the whole key this once; only its SHA-256 is stored. */
export async function createApiKey(
  deps: AppDeps & { userId: string; input: ApiKeyCreate },
): Promise<ApiKeyCreated> {
  if ((await countActiveApiKeys(deps.db, deps.userId)) >= API_KEY_MAX_ACTIVE)
    throw apiKeyTooMany(API_KEY_MAX_ACTIVE);
  const { mode, name } = deps.input;
  const prefix = `sl_${mode}_${randomBase62(PUBLIC_ID_LENGTH)}`;
  const secret = `${prefix}${randomBase62(SECRET_LENGTH)}`;
  const scopes = [...new Set(deps.input.scopes)];
  const row = await insertApiKey(deps.db, {
    userId: deps.userId,
    name,
    mode,
    scopes,
    prefix,
    secretHash: hashApiKey(secret),
    last4: secret.slice(-4),
    createdAt: deps.clock(),
  });
  return { ...toApiKey(row), secret };
}

/** Revokes at once: the next request with the key is 401. Revoking twice answers the same key. */
export async function revokeKey(deps: AppDeps & { userId: string; id: string }): Promise<ApiKey> {
  const row = await revokeApiKey(deps.db, deps.userId, deps.id, deps.clock());
  if (!row) throw apiKeyNotFound();
  return toApiKey(row);
}

export async function renameKey(deps: Mine & { id: string; name: string }): Promise<ApiKey> {
  const row = await renameApiKey(deps.db, deps.userId, deps.id, deps.name);
  if (!row) throw apiKeyNotFound();
  return toApiKey(row);
}

/** The key a request authenticated with (AuthContext.apiKey). */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
}

/**
 * Resolves a presented key to its owner, as a session would (same codes, same tenant), or null when the
 * key is unknown, revoked, or its owner is not active.
 */
export async function authenticateApiKey(
  deps: Pick<AppDeps, 'db' | 'clock'> & { key: string },
): Promise<AuthContext | null> {
  if (!API_KEY_PATTERN.test(deps.key)) return null;
  const found = await findApiKeyByHash(deps.db, hashApiKey(deps.key));
  if (!found) return null;
  const { key, user } = found;
  if (key.revokedAt || user.status !== USER_STATUS.active) return null;
  const now = deps.clock();
  const staleBefore = addSeconds(now, -LAST_USED_PRECISION_SECONDS);
  if (!key.lastUsedAt || key.lastUsedAt < staleBefore) await touchApiKey(deps.db, key.id, now, staleBefore);
  return {
    user,
    sessionId: '',
    ownSessionIds: [],
    impersonatorId: null,
    impersonatorEmail: null,
    impersonatorName: null,
    codes: found.codes,
    roleIds: found.roleIds,
    heldRoleIds: found.roleIds,
    activeRoleId: null,
    renewedToken: null,
    apiKey: { id: key.id, name: key.name, mode: key.mode as ApiKeyMode, scopes: key.scopes as ApiKeyScope[] },
  };
}

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until a request is allowed again (0 when one is now), or until the bucket is full. */
  resetSeconds: number;
  retryAfterSeconds: number;
}

/** One request of the key against its bucket (API_KEY_RATE_PER_SECOND, API_KEY_BURST). */
export async function hitApiKeyLimit(
  deps: Pick<AppDeps, 'db' | 'clock'> & { keyId: string },
): Promise<RateLimitState> {
  const rate = API_KEY_RATE_PER_SECOND;
  const { allowed, tokens } = await takeToken(deps.db, {
    keyId: deps.keyId,
    now: deps.clock(),
    ratePerSecond: rate,
    burst: API_KEY_BURST,
  });
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / rate));
  return {
    allowed,
    limit: API_KEY_BURST,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.ceil((API_KEY_BURST - tokens) / rate),
    retryAfterSeconds,
  };
}
