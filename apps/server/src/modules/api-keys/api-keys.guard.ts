import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { apiRouteOf } from './api-key-scopes.ts';
import {
  apiKeyInvalid,
  apiKeyRateLimited,
  apiKeyRouteNotAllowed,
  apiKeyScopeMissing,
  apiKeyTestModeRefused,
} from './api-keys.errors.ts';
import { authenticateApiKey, hitApiKeyLimit, type RateLimitState } from './api-keys.usecases.ts';

/**
 * The customer API key a request presents, or null for a session request: `X-API-Key: sl_...`, or
 * `Authorization: Bearer sl_...` (session tokens never start with `sl_`). A malformed X-API-Key is still
 * a key request (and then 401), never silently a session request.
 */
export function presentedApiKey(headers: FastifyRequest['headers']): string | null {
  const header = headers['x-api-key'];
  if (header !== undefined) return (typeof header === 'string' ? header : (header[0] ?? '')).trim();
  const auth = headers.authorization;
  const match = auth ? /^Bearer\s+(sl_\S*)\s*$/i.exec(auth) : null;
  return match ? match[1]! : null;
}

/** IETF draft httpapi-ratelimit-headers: the quota, what is left, and when it is full again. */
function setRateLimitHeaders(reply: FastifyReply, state: RateLimitState) {
  reply.header(
    'RateLimit',
    `limit=${state.limit}, remaining=${state.remaining}, reset=${state.resetSeconds}`,
  );
  reply.header('RateLimit-Policy', `${state.limit};w=${Math.ceil(state.limit / 10)};burst=${state.limit}`);
  if (!state.allowed) reply.header('Retry-After', String(state.retryAfterSeconds));
}

/**
 * Authenticates a key request as the key's owner (request.auth, with the same codes and tenant as a
 * session), then refuses: routes outside the public API (403), a scope the key lacks (403), a route a
 * test-mode key may not call (403), too many requests (429 with RateLimit and Retry-After headers).
 * The route's resource codes are checked afterwards by the access guard, as for a session.
 */
export async function authenticateKeyRequest(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
): Promise<void> {
  const auth = await authenticateApiKey({ ...deps, key });
  if (!auth?.apiKey) throw apiKeyInvalid();
  request.auth = auth;
  const route = apiRouteOf(request.routeOptions.url);
  if (!route) throw apiKeyRouteNotAllowed();
  if (!auth.apiKey.scopes.includes(route.scope)) throw apiKeyScopeMissing(route.scope);
  if (auth.apiKey.mode === 'test' && route.testMode === false) throw apiKeyTestModeRefused();
  const limit = await hitApiKeyLimit({ ...deps, keyId: auth.apiKey.id });
  setRateLimitHeaders(reply, limit);
  if (!limit.allowed) throw apiKeyRateLimited(limit.retryAfterSeconds);
}
