import { trackQuerySchema, trackResultSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { trackNumbers } from './tracking-query.ts';

const tags = ['tracking'];
const response = okSchema(z.array(trackResultSchema));

/**
 * Orders (issue 5): the logistics query. A POST because it carries up to 50 numbers; it only refreshes
 * stored carrier data, so it is not written to the audit log (`readOnly`).
 */
export const trackingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/track/getTrackInfo',
    {
      config: { access: SIGNED_IN, readOnly: true },
      schema: {
        tags,
        summary: "Track parcels of the caller's orders (1-50 numbers); other numbers read as not found",
        body: trackQuerySchema,
        response,
      },
    },
    async (request) =>
      ok(
        request,
        await trackNumbers(
          { ...deps, log: request.log },
          {
            numbers: request.body.trackingNumbers,
            userId: authOf(request).user.id,
            locale: requestLocale(request),
          },
        ),
      ),
  );

  app.post(
    '/admin/track/getTrackInfo',
    {
      config: { access: ['orderList'], readOnly: true },
      schema: { tags, summary: "Track any order's parcels (1-50 numbers)", body: trackQuerySchema, response },
    },
    async (request) =>
      ok(
        request,
        await trackNumbers(
          { ...deps, log: request.log },
          { numbers: request.body.trackingNumbers, userId: null, locale: requestLocale(request) },
        ),
      ),
  );
};
