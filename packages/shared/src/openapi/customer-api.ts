/**
 * Which operations of our OpenAPI document customers call (the /wordView page and the crawler's copy of
 * it list these): the customer paths, plus sign-in, which the spec names under /admin.
 */
export const CUSTOMER_API_PREFIXES = ['/app/', '/user/', '/api/', '/public/', '/config/public'] as const;
export const CUSTOMER_API_EXTRA_PATHS = ['/admin/publicKey', '/admin/login'] as const;

export const isCustomerApiPath = (path: string): boolean =>
  (CUSTOMER_API_EXTRA_PATHS as readonly string[]).includes(path) ||
  CUSTOMER_API_PREFIXES.some((prefix) => path.startsWith(prefix));
