import { AppError, forbidden, notFound, tooMany, unprocessable } from '../../lib/errors.ts';

/** Another customer's key reads as unknown, exactly like a missing one. */
export const apiKeyNotFound = () => notFound('apiKey.not_found');
/** Unknown, malformed or revoked key, or its owner is no longer active: 401 like a dead session. */
export const apiKeyInvalid = () => new AppError(401, 'apiKey.invalid');
/** The route is not part of the public API (account, keys, money, back office): a session is needed. */
export const apiKeyRouteNotAllowed = () => forbidden('apiKey.route_not_allowed');
export const apiKeyScopeMissing = (scope: string) => forbidden('apiKey.scope_missing', { scope });
/** A test-mode key rates and buys on the sandbox carrier only (docs/decisions.md). */
export const apiKeyTestModeSandboxOnly = () => unprocessable('apiKey.test_mode_sandbox_only');
/** A route that would move money a test-mode key must not move. */
export const apiKeyTestModeRefused = () => forbidden('apiKey.test_mode_refused');
export const apiKeyRateLimited = (seconds: number) => tooMany('apiKey.rate_limited', { seconds });
export const apiKeyTooMany = (max: number) => unprocessable('apiKey.too_many', { max });
