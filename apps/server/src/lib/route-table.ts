import type { FastifyInstance } from 'fastify';
import type { Access } from './access.ts';

export interface RouteInfo {
  method: string;
  url: string;
  access: Access | undefined;
  /** A POST that changes nothing (`config.readOnly`): it ignores an Idempotency-Key. */
  readOnly: boolean;
  /** The route's request schemas (zod), for tests that walk every input (route walk, field labels). */
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

const tables = new WeakMap<FastifyInstance, RouteInfo[]>();

/** Keeps a list of every route registered from now on (for tests and diagnostics). */
export function recordRoutes(app: FastifyInstance): void {
  const list: RouteInfo[] = [];
  tables.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      list.push({
        method,
        url: route.url,
        access: route.config?.access,
        readOnly: route.config?.readOnly === true,
        schema: route.schema as RouteInfo['schema'],
      });
  });
}

export const routeTable = (app: FastifyInstance): readonly RouteInfo[] => tables.get(app) ?? [];
