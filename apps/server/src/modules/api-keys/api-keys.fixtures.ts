import type { ApiKeyCreate, ApiKeyCreated } from '@shiplabel/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';

/** Test-only: creates a key through the route with the session `token`; the created key (with secret). */
export async function createKey(
  app: FastifyInstance,
  token: string,
  input: Partial<ApiKeyCreate> = {},
): Promise<ApiKeyCreated> {
  const res = await call(app, 'POST', '/app/apiKey/create', {
    token,
    body: { name: 'CI', mode: 'live', scopes: ['rates', 'orders_labels', 'tracking', 'addresses'], ...input },
  });
  expect(res.status).toBe(200);
  return res.body.data as ApiKeyCreated;
}

/** Test-only: a JSON call authenticated with an API key (X-API-Key, or Bearer when `bearer`). */
export async function keyCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  key: string,
  opts: { body?: unknown; headers?: Record<string, string>; bearer?: boolean; lang?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(opts.bearer ? { authorization: `Bearer ${key}` } : { 'x-api-key': key }),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}
