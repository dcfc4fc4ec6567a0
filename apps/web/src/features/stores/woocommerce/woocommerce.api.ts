import { idempotent } from '../../../app/http/idempotency.ts';
import { http } from '../../../app/http/request.ts';

export interface WooCommerceConnectInput {
  name: string;
  storeUrl: string;
}

/**
 * Starts the wc-auth key exchange: the store's approval page, where the browser goes next. The form shows
 * the refusal itself (under the address, or as a message), so the global error toast stays quiet.
 */
export const connectWooCommerce = (input: WooCommerceConnectInput, key: string) =>
  http.post<{ authorizeUrl: string }>(
    '/app/store/woocommerce/connect',
    input,
    idempotent(key, { hideMessage: true }),
  );
