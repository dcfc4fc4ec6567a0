import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../lib/deps.ts';
import type { StorePlatform } from './store-adapter.ts';
import { sealStoreCredentials } from './stores.context.ts';
import { connectStateInvalid } from './stores.errors.ts';
import { requestStoreSync } from './stores.jobs.ts';
import { insertConnectState, takeConnectState, upsertConnectedStore } from './stores.repository.ts';
import type { StoreRow } from './stores.table.ts';

/** How long a started connect flow may take (the merchant logs in and approves on the platform). */
export const CONNECT_STATE_TTL_MS = 30 * 60_000;

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * Starts a connect flow: a random state (128 bits, url-safe) to send to the platform, stored hashed with
 * who asked and for which store, usable once within CONNECT_STATE_TTL_MS.
 */
export async function beginConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; platform: StorePlatform; name: string; account: string },
): Promise<{ state: string }> {
  const state = randomBytes(24).toString('base64url');
  const now = deps.clock();
  await insertConnectState(deps.db, {
    stateHash: hashState(state),
    userId: input.userId,
    platform: input.platform,
    name: input.name,
    account: input.account,
    expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    createdAt: now,
  });
  return { state };
}

/** The connect flow a callback belongs to, taken once: unknown, used or expired states are refused. */
export async function takeConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { state: string; platform: StorePlatform },
) {
  if (!input.state || input.state.length > 200) throw connectStateInvalid();
  const row = await takeConnectState(deps.db, {
    stateHash: hashState(input.state),
    platform: input.platform,
    now: deps.clock(),
  });
  if (!row) throw connectStateInvalid();
  return row;
}

/**
 * Saves a connected store with its credentials sealed, and asks for its first sync at once. Used by every
 * platform's connect callback once it holds the store's credentials.
 */
export async function saveConnectedStore(
  deps: AppDeps,
  input: {
    userId: string;
    platform: StorePlatform;
    name: string;
    account: string;
    baseUrl: string;
    credentials: Record<string, string>;
  },
): Promise<StoreRow> {
  const { credentials, ...rest } = input;
  const store = await upsertConnectedStore(deps.db, {
    ...rest,
    baseUrl: rest.baseUrl.replace(/\/+$/, ''),
    credentialsCipher: await sealStoreCredentials(deps, credentials),
    now: deps.clock(),
  });
  await requestStoreSync(deps, store, 'en-US');
  return store;
}
