import { channelSchema, serviceSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { readUpload } from '../../lib/uploads/read-upload.ts';
import { rateCardOf, removeZoneChart, uploadRateCard, uploadZoneChart } from './rate-cards.usecases.ts';

const ADMIN_CHANNEL = ['adminChannel'];
const tags = ['channels'];
const idParams = z.object({ id: z.uuid() });
const RATE_CARD_MAX_BYTES = 500 * 1024;
const ZONE_CHART_MAX_BYTES = 5 * 1024 * 1024;

const rateCardSchema = z
  .object({
    zones: z.array(z.number()),
    weightsLb: z.array(z.number()),
    prices: z.array(z.array(z.string().nullable())),
    filename: z.string(),
    uploadedAt: z.string(),
  })
  .nullable();

/** The channel files an operator uploads: a rate-card service's price matrix and a channel's zone chart. */
export const rateCardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const withLocale = (request: Parameters<typeof requestLocale>[0]) => ({
    ...deps,
    locale: requestLocale(request),
  });

  app.get(
    '/admin/channel/rateCard/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: "A service's rate card (null when none)",
        params: idParams,
        response: okSchema(rateCardSchema),
      },
    },
    async (request) => ok(request, await rateCardOf({ db: deps.db, serviceId: request.params.id })),
  );

  app.post(
    '/admin/channel/rateCard/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          "Upload (replace) a rate-card service's zone x weight price matrix (.xlsx, field file, max 500KB)",
        params: idParams,
        consumes: ['multipart/form-data'],
        response: okSchema(serviceSchema),
      },
    },
    async (request) => {
      const upload = await readUpload(request, { maxBytes: RATE_CARD_MAX_BYTES, kinds: ['xlsx'] });
      const service = await uploadRateCard({
        ...withLocale(request),
        serviceId: request.params.id,
        bytes: upload.bytes,
        filename: upload.filename,
      });
      return ok(request, service, 'channels.saved');
    },
  );

  app.post(
    '/admin/channel/zoneChart/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          "Upload (replace) a channel's zone chart (.xlsx: Origin ZIP3, Destination ZIP3, Zone; max 5MB)",
        params: idParams,
        consumes: ['multipart/form-data'],
        response: okSchema(channelSchema),
      },
    },
    async (request) => {
      const upload = await readUpload(request, { maxBytes: ZONE_CHART_MAX_BYTES, kinds: ['xlsx'] });
      const channel = await uploadZoneChart({
        ...withLocale(request),
        channelId: request.params.id,
        bytes: upload.bytes,
        filename: upload.filename,
      });
      return ok(request, channel, 'channels.saved');
    },
  );

  app.post(
    '/admin/channel/zoneChart/:id/delete',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: "Remove a channel's zone chart (distance zones apply again)",
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await removeZoneChart({ ...withLocale(request), channelId: request.params.id });
      return ok(request, null, 'channels.deleted');
    },
  );
};
