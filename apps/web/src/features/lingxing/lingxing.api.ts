import type {
  LingxingConnectInput,
  LingxingConnection,
  LingxingOrder,
  Page,
  PageQuery,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

const BASE = '/app/lingxing';

/** The LingXing ERP connection (issue 16, role onlyyou): every call here needs that resource. */
export const lingxingApi = {
  connection: () => http.get<LingxingConnection | null>(`${BASE}/connection`),
  connect: (input: LingxingConnectInput, key: string) =>
    http.post<LingxingConnection>(`${BASE}/connect`, input, idempotent(key)),
  test: () => http.post<LingxingConnection>(`${BASE}/test`),
  disconnect: () => http.post<null>(`${BASE}/disconnect`),
  pull: (key: string) => http.post<{ jobId: string }>(`${BASE}/pull`, undefined, idempotent(key)),
  orders: (query: PageQuery) => http.get<Page<LingxingOrder>>(`${BASE}/orders`, { params: query }),
  pushAgain: (id: string, key: string) =>
    http.post<null>(`${BASE}/orders/${id}/push`, undefined, idempotent(key)),
};
