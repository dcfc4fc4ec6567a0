import { badRequest, conflict, notFound } from '../../lib/errors.ts';

/** Another customer's store reads as unknown, exactly like a missing one. */
export const storeNotFound = () => notFound('stores.not_found');
export const platformUnknown = () => badRequest('stores.platform_unknown');
export const storeDisconnected = () => conflict('stores.disconnected');
/** A connect callback whose state is unknown, already used or expired. */
export const connectStateInvalid = () => badRequest('stores.state_invalid');
/** A connect callback brought by another browser than the one that started the flow (no or another cookie). */
export const connectBrowserMismatch = () => badRequest('stores.browser_mismatch');
/** A store address (WooCommerce site) on a private or loopback network, or one that does not resolve. */
export const storeUrlPrivate = () => badRequest('stores.url_private');
export const storeUrlUnresolvable = () => badRequest('stores.url_unresolvable');
/** A platform callback whose signature does not verify. */
export const signatureInvalid = () => badRequest('stores.signature_invalid');
/** The store's address is not one the platform hands out (Shopify: *.myshopify.com). */
export const accountInvalid = () => badRequest('stores.account_invalid');
/** The platform's app credentials are not configured on this server. */
export const platformNotConfigured = () => conflict('stores.platform_not_configured');
/** The platform refused to hand over access (token exchange failed). */
export const connectFailed = () => badRequest('stores.connect_failed');
