import type { AppDeps } from '../../lib/deps.ts';
import type { CarrierHttp } from '../carriers/carrier-adapter.ts';
import { decryptSecretText, encryptSecretText } from '../carriers/credentials.ts';
import { createCarrierHttp } from '../carriers/http/carrier-http.ts';
import type { StoreContext } from './store-adapter.ts';
import { guardStoreHttp, storeLookup } from './stores.outbound.ts';
import type { StoreRow } from './stores.table.ts';

/** Credentials are one JSON object sealed like carrier credentials (AES-256-GCM under SECRETS_KEY). */
export const sealStoreCredentials = (deps: Pick<AppDeps, 'db'>, credentials: Record<string, string>) =>
  encryptSecretText(deps.db, JSON.stringify(credentials));

export async function openStoreCredentials(
  deps: Pick<AppDeps, 'db'>,
  cipher: string | null,
): Promise<Record<string, string>> {
  if (!cipher) return {};
  return JSON.parse(await decryptSecretText(deps.db, cipher)) as Record<string, string>;
}

/**
 * The HTTP client of a store's calls: the carriers' client (timeouts, retries of safe calls, one API-log
 * row per try with secrets masked) under the carrier code `store.<platform>` and the store's id, kept off
 * private addresses unless STORES_ALLOW_PRIVATE (stores.outbound.ts).
 */
export function storeHttp(
  deps: Pick<AppDeps, 'db' | 'config'>,
  store: Pick<StoreRow, 'id' | 'platform' | 'userId'>,
): CarrierHttp {
  const allowPrivate = deps.config.storesAllowPrivate;
  const http = createCarrierHttp({
    db: deps.db,
    carrierCode: `store.${store.platform}`,
    channelId: store.id,
    log: { userId: store.userId },
    // Shopify's GraphQL limit is cost-based (a bucket of 2,000 points at 100/s on standard plans); two
    // calls a second keeps any store far from it, and Woo sites are often small servers.
    ratePerSecond: 2,
    lookup: storeLookup(allowPrivate),
  });
  return guardStoreHttp(http, allowPrivate);
}

/** What an adapter gets to talk to one store. */
export async function storeContext(
  deps: Pick<AppDeps, 'db' | 'config'>,
  store: StoreRow,
): Promise<StoreContext> {
  return {
    storeId: store.id,
    userId: store.userId,
    baseUrl: store.baseUrl.replace(/\/+$/, ''),
    credentials: await openStoreCredentials(deps, store.credentialsCipher),
    http: storeHttp(deps, store),
  };
}
