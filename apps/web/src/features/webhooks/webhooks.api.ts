import type {
  Page,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointWithSecret,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

const BASE = '/app/webhook';

/** Outgoing webhooks (docs/api.md, Webhooks): endpoints, their delivery log, rotation and resends. */
export const webhooksApi = {
  list: () => http.get<WebhookEndpoint[]>(`${BASE}/list`),
  create: (input: WebhookEndpointInput, key: string) =>
    http.post<WebhookEndpointWithSecret>(`${BASE}/create`, input, idempotent(key)),
  update: (id: string, input: WebhookEndpointInput) =>
    http.post<WebhookEndpoint>(`${BASE}/update/${id}`, input),
  remove: (id: string) => http.post<null>(`${BASE}/delete/${id}`),
  rotate: (id: string, key: string) =>
    http.post<WebhookEndpointWithSecret>(`${BASE}/rotate/${id}`, undefined, idempotent(key)),
  deliveries: (id: string, query: WebhookDeliveriesQuery) =>
    http.get<Page<WebhookDelivery>>(`${BASE}/deliveries/${id}`, { params: query }),
  resend: (deliveryId: string, key: string) =>
    http.post<WebhookDelivery>(`${BASE}/resend/${deliveryId}`, undefined, idempotent(key)),
  test: (id: string, key: string) =>
    http.post<WebhookDelivery>(`${BASE}/test/${id}`, undefined, idempotent(key)),
};
