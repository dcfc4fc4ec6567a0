import type { LookupFunction } from 'node:net';
import { addressProblem, blockedLiteralHost, guardedLookup } from '../../lib/outbound-guard.ts';
import { CarrierError, type CarrierHttp } from '../carriers/carrier-adapter.ts';
import { StoreError } from './store-adapter.ts';

/**
 * A store's address is the customer's choice (a WooCommerce site address), so every call to a store is
 * kept off private, loopback and link-local addresses like a webhook delivery (lib/outbound-guard.ts):
 * the address is checked when the store is named, and each connection's resolved address is checked
 * again (a DNS answer changed after the check cannot point our sync jobs inside). STORES_ALLOW_PRIVATE
 * (tests, e2e and demo fake stores on 127.0.0.1; closed networks) turns both checks off.
 */
const PRIVATE_MARK = 'stores.url_private';

const refusedLookup = guardedLookup(false, (hostname) =>
  Object.assign(new Error(`${PRIVATE_MARK}: ${hostname} resolves to a private or loopback address`), {
    code: 'ESTOREPRIVATE',
  }),
);

/** The connect-time lookup of store calls: guarded unless the operator allows private addresses. */
export const storeLookup = (allowPrivate: boolean): LookupFunction | undefined =>
  allowPrivate ? undefined : refusedLookup;

/** Why a store address the customer named is refused (translated in both languages), or null. */
export async function storeAddressProblem(
  url: string,
  allowPrivate: boolean,
  resolve?: (host: string) => Promise<string[]>,
): Promise<'stores.url_private' | 'stores.url_unresolvable' | null> {
  // Allowed: nothing to check (and the fake stores' names need not resolve).
  if (allowPrivate) return null;
  const problem = await addressProblem(url, false, resolve);
  if (problem === 'private') return 'stores.url_private';
  return problem === 'unresolvable' ? 'stores.url_unresolvable' : null;
}

/**
 * The store client with the guard's refusals as `store.refused` (the sync records it on the store): an
 * IP literal inside is refused before sending (connecting to a literal skips any lookup), a host
 * resolving inside is refused by the socket's lookup.
 */
export function guardStoreHttp(http: CarrierHttp, allowPrivate: boolean): CarrierHttp {
  if (allowPrivate) return http;
  return {
    async request(request) {
      const host = blockedLiteralHost(request.url);
      if (host)
        throw new StoreError('store.refused', `${PRIVATE_MARK}: ${host} is a private or loopback address`);
      try {
        return await http.request(request);
      } catch (error) {
        if (error instanceof CarrierError && error.carrierMessage?.includes(PRIVATE_MARK))
          throw new StoreError('store.refused', error.carrierMessage);
        throw error;
      }
    },
  };
}
