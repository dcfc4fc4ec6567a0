import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/validation.ts';
import { insertAuditLog } from './audit.repository.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** UUID-looking values of the params and the body's top level (and its arrays): the request's targets. */
export function targetIdsOf(request: FastifyRequest): string[] {
  const ids = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string' && isUuid(value)) ids.add(value.toLowerCase());
    else if (Array.isArray(value)) for (const item of value.slice(0, 200)) collect(item);
  };
  for (const source of [request.params, request.body]) {
    if (source && typeof source === 'object' && !Array.isArray(source))
      Object.values(source).forEach(collect);
  }
  return [...ids];
}

/**
 * Records every mutating request and every refused one (401/403) of the API. It runs in onSend, before
 * the response leaves, so a client that saw the answer can rely on the record existing. Bodies are
 * never stored, only the ids they target.
 */
export function installAuditHook(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const refused = status === 401 || status === 403;
    if (!MUTATING.has(request.method) && !refused) return payload;
    if (request.routeOptions.config.readOnly && !refused) return payload;
    try {
      await insertAuditLog(deps.db, {
        at: deps.clock(),
        userId: request.auth?.user.id ?? request.auditUserId,
        impersonatorId: request.auth?.impersonatorId ?? null,
        apiKeyId: request.auth?.apiKey?.id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url.slice(0, 2048),
        targetIds: targetIdsOf(request),
        statusCode: status,
        errorCode: request.errorCode,
        ip: request.ip,
        requestId: String(request.id),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
      });
    } catch (err) {
      request.log.error({ err }, 'audit log write failed');
    }
    return payload;
  });
}
