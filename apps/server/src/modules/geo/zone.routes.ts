import { findZoneInputSchema, zoneHistoryItemSchema, zoneResultSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { findZone, zoneHistory } from './find-zone.usecase.ts';

const tags = ['zones'];

export const zoneRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/zone/find',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          'Zones (USPS, UPS, FedEx) and distance between two ZIP codes; customers pay 0.1 USD per query from the USD wallet (optional Idempotency-Key header)',
        body: findZoneInputSchema,
        response: okSchema(zoneResultSchema),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const key = request.headers['idempotency-key'];
      return ok(
        request,
        await findZone({
          deps,
          userId: user.id,
          userKind: user.kind,
          ...request.body,
          idempotencyKey: typeof key === 'string' && key.length <= 200 ? key : undefined,
        }),
      );
    },
  );

  app.get(
    '/app/zone/history',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's most recent zone lookups, newest first",
        response: okSchema(z.array(zoneHistoryItemSchema)),
      },
    },
    async (request) => ok(request, await zoneHistory({ deps, userId: authOf(request).user.id })),
  );
};
