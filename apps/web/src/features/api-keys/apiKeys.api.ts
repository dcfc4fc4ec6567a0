import type { ApiKey, ApiKeyCreate, ApiKeyCreated, Page } from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

const BASE = '/app/apiKey';

/** API keys (issue 16): the caller's keys; the secret comes only in the create answer. */
export const apiKeysApi = {
  list: (query: { pageNum: number; pageSize: number }) =>
    http.get<Page<ApiKey>>(`${BASE}/list`, { params: query }),
  create: (input: ApiKeyCreate, key: string) =>
    http.post<ApiKeyCreated>(`${BASE}/create`, input, idempotent(key)),
  revoke: (id: string, key: string) => http.post<ApiKey>(`${BASE}/revoke/${id}`, undefined, idempotent(key)),
  rename: (id: string, name: string) => http.post<ApiKey>(`${BASE}/rename/${id}`, { name }),
};
