import type { FastifyInstance } from 'fastify';
import { clientInfo, isAllowed } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import { authenticateKeyRequest, presentedApiKey } from '../api-keys/api-keys.guard.ts';
import { bearerToken } from './session-token.ts';
import { authenticate } from './sessions.usecases.ts';

/**
 * Installs, in the API's plugin context: a registration check that every route declares its access, and
 * the enforcement hook (401 without a valid session or API key, 403 without one of the route's codes).
 */
export function installAccessGuard(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      throw new Error(`${String(route.method)} ${route.url} declares no access: add config: { access }`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    if (!access) throw unauthenticated();
    // Issue 16: a customer API key authenticates as its owner on the public API's routes only.
    const apiKey = presentedApiKey(request.headers);
    if (apiKey !== null) {
      await authenticateKeyRequest(deps, request, reply, apiKey);
      if (!isAllowed(access, request.auth!.codes)) throw forbidden();
      return;
    }
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    const auth = await authenticate({ ...deps, ...clientInfo(request), token });
    if (!auth) throw unauthenticated();
    request.auth = auth;
    if (auth.renewedToken) reply.header('token', auth.renewedToken);
    if (!isAllowed(access, auth.codes)) throw forbidden();
  });
}
