import type { ShopifyConnectInput, StoreListQuery, StoreView } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

const BASE = '/app/store';

/** Online stores (issue 16): the list, "Sync now", disconnect, and each platform's connect start. */
export const storesApi = {
  list: (query: StoreListQuery) => http.get<StoreView[]>(`${BASE}/list`, { params: query }),
  sync: (id: string, key: string) =>
    http.post<{ jobId: string }>(`${BASE}/sync/${id}`, undefined, idempotent(key)),
  disconnect: (id: string) => http.post<StoreView>(`${BASE}/disconnect/${id}`),
  connectShopify: (input: ShopifyConnectInput, key: string) =>
    http.post<{ authorizeUrl: string }>(`${BASE}/shopify/connect`, input, idempotent(key)),
};
