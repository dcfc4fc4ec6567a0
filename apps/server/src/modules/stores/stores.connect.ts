import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../lib/deps.ts';
import type { StorePlatform } from './store-adapter.ts';
import { sealStoreCredentials } from './stores.context.ts';
import { connectBrowserMismatch, connectStateInvalid } from './stores.errors.ts';
import { requestStoreSync } from './stores.jobs.ts';
import {
  connectStateOf,
  insertConnectState,
  parkConnectKeys,
  takeConnectState,
  takeParkedConnectKeys,
  upsertConnectedStore,
} from './stores.repository.ts';
import type { StoreRow } from './stores.table.ts';

/** How long a started connect flow may take (the merchant logs in and approves on the platform). */
export const CONNECT_STATE_TTL_MS = 30 * 60_000;

/** What is stored of a state: its SHA-256 hex (a leaked table row cannot finish anyone's flow). */
const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** A state as we issue it: 32 url-safe characters; anything much longer is refused unread. */
const plausibleState = (state: string) => Boolean(state) && state.length <= 200;

/**
 * Where the browser ends a connect flow: a public page (authSuccess, authAccepted, authDeclined, or
 * /settings/sales for an install link) with its query; the page shows the store and translates a reason.
 */
export const connectEndedUrl = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Starts a connect flow: a random state (192 bits, url-safe) to send to the platform, stored hashed with
 * who asked and for which store, usable once within CONNECT_STATE_TTL_MS; and a second random nonce for
 * the starting browser's cookie (stores.connect-cookie.ts), stored hashed too.
 */
export async function beginConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; platform: StorePlatform; name: string; account: string },
): Promise<{ state: string; browser: string }> {
  const state = randomBytes(24).toString('base64url');
  const browser = randomBytes(24).toString('base64url');
  const now = deps.clock();
  await insertConnectState(deps.db, {
    stateHash: hashState(state),
    browserHash: hashState(browser),
    userId: input.userId,
    platform: input.platform,
    name: input.name,
    account: input.account,
    expiresAt: new Date(now.getTime() + CONNECT_STATE_TTL_MS),
    createdAt: now,
  });
  return { state, browser };
}

/**
 * Refuses a callback brought by another browser than the one that started the flow: its cookie's nonce
 * (`browser`, '' when none) must hash to the flow's. Nothing is taken or changed; an unknown state is
 * left for takeConnect to refuse.
 */
export async function checkConnectBrowser(
  deps: Pick<AppDeps, 'db'>,
  input: { state: string; platform: StorePlatform; browser: string },
): Promise<void> {
  if (!plausibleState(input.state)) return;
  const row = await connectStateOf(deps.db, { stateHash: hashState(input.state), platform: input.platform });
  if (!row) return;
  const expected = Buffer.from(row.browserHash);
  const given = Buffer.from(input.browser ? hashState(input.browser) : '');
  if (!input.browser || expected.length !== given.length || !timingSafeEqual(expected, given))
    throw connectBrowserMismatch();
}

/** The connect flow a callback belongs to, taken once: unknown, used or expired states are refused. */
export async function takeConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { state: string; platform: StorePlatform },
) {
  if (!plausibleState(input.state)) throw connectStateInvalid();
  const row = await takeConnectState(deps.db, {
    stateHash: hashState(input.state),
    platform: input.platform,
    now: deps.clock(),
  });
  if (!row) throw connectStateInvalid();
  return row;
}

/**
 * The connect flow a state names, read without taking it (a result page choosing what to show); null
 * when unknown, implausible, or expired unused (its callback would be refused, so it is no flow any more).
 * Never changes anything.
 */
export async function peekConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { state: string; platform: StorePlatform },
): Promise<{ name: string; used: boolean; keysParked: boolean } | null> {
  if (!plausibleState(input.state)) return null;
  const row = await connectStateOf(deps.db, { stateHash: hashState(input.state), platform: input.platform });
  if (!row) return null;
  if (!row.usedAt && row.expiresAt <= deps.clock()) return null;
  return { name: row.name, used: row.usedAt !== null, keysParked: row.pendingCredentialsCipher !== null };
}

/**
 * Keeps credentials a platform posted server to server (WooCommerce) sealed on their live, unused state;
 * no store is made yet: that waits for the browser that started the flow (finishParkedConnect). Unknown,
 * used or expired states, or a state already holding keys (a replay), are refused and nothing is kept.
 */
export async function parkConnect(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { state: string; platform: StorePlatform; credentials: Record<string, string> },
): Promise<void> {
  if (!plausibleState(input.state)) throw connectStateInvalid();
  const parked = await parkConnectKeys(deps.db, {
    stateHash: hashState(input.state),
    platform: input.platform,
    cipher: await sealStoreCredentials(deps, input.credentials),
    now: deps.clock(),
  });
  if (!parked) throw connectStateInvalid();
}

/**
 * The starting browser is back (checked by the caller with checkConnectBrowser): takes the state and its
 * parked keys once and saves the store. Null when the state holds no keys, is used or expired (two
 * returns at once: one gets the store, the other null).
 */
export async function finishParkedConnect(
  deps: AppDeps,
  input: { state: string; platform: StorePlatform },
): Promise<StoreRow | null> {
  if (!plausibleState(input.state)) return null;
  const flow = await takeParkedConnectKeys(deps.db, {
    stateHash: hashState(input.state),
    platform: input.platform,
    now: deps.clock(),
  });
  if (!flow) return null;
  return saveConnectedStore(deps, {
    userId: flow.userId,
    platform: input.platform,
    name: flow.name,
    account: flow.account,
    baseUrl: flow.account,
    credentialsCipher: flow.parked,
  });
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
  } & ({ credentials: Record<string, string> } | { credentialsCipher: string }),
): Promise<StoreRow> {
  const { credentials, credentialsCipher, ...rest } = {
    credentials: undefined,
    credentialsCipher: undefined,
    ...input,
  };
  const store = await upsertConnectedStore(deps.db, {
    ...rest,
    baseUrl: rest.baseUrl.replace(/\/+$/, ''),
    // Already sealed when it was parked on the connect state.
    credentialsCipher: credentialsCipher ?? (await sealStoreCredentials(deps, credentials ?? {})),
    now: deps.clock(),
  });
  await requestStoreSync(deps, store, 'en-US');
  return store;
}
