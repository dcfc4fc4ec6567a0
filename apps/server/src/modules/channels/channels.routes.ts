import {
  allotInputSchema,
  allotmentRowSchema,
  carrierNodeSchema,
  carrierOptionSchema,
  channelInputSchema,
  channelSchema,
  channelWithServicesSchema,
  mixSetInputSchema,
  serviceInputSchema,
  serviceSchema,
  statusInputSchema,
  testConnectionResultSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { testChannelConnection } from './channel-connection.ts';
import {
  allotmentsOf,
  allUserChannels,
  carrierOptions,
  channelLevel,
  channelPage,
  myServices,
  servicesOfChannels,
  tree,
  userOptions,
} from './channel-queries.ts';
import {
  allotServices,
  createChannel,
  createService,
  deleteNode,
  setNodeStatus,
  updateMixSet,
  updateNode,
} from './channels.usecases.ts';
import { rateCardRoutes } from './rate-cards.routes.ts';

const ADMIN_CHANNEL = ['adminChannel'];
const tags = ['channels'];
const idParams = z.object({ id: z.uuid() });
export const channelsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const withLocale = (request: Parameters<typeof requestLocale>[0]) => ({
    ...deps,
    locale: requestLocale(request),
  });

  app.get(
    '/admin/channel/carriers',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Carriers channels can be made for',
        response: okSchema(z.array(carrierOptionSchema)),
      },
    },
    async (request) => ok(request, carrierOptions(requestLocale(request))),
  );

  app.get(
    '/admin/channel/getChannelThree',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Three-level tree: carrier -> channel -> services',
        response: okSchema(z.array(carrierNodeSchema)),
      },
    },
    async (request) => ok(request, await tree(withLocale(request))),
  );

  app.get(
    '/admin/channel/getChannelOneLevel/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          "One level below a node: a channel's services (by channel id) or a carrier's channels (by carrier code)",
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: okSchema(z.object({ channels: z.array(channelSchema), services: z.array(serviceSchema) })),
      },
    },
    async (request) => ok(request, await channelLevel({ ...withLocale(request), id: request.params.id })),
  );

  app.get(
    '/admin/channel/getAllChannel',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Channels, flat and paged (pageSize up to 9999999 lists all)',
        querystring: z.object({
          pageNum: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(9_999_999).default(50),
          status: z.coerce.number().int().min(0).max(1).optional(),
          keyword: z.string().trim().max(64).optional(),
        }),
        response: okSchema(
          z.object({
            list: z.array(channelWithServicesSchema),
            total: z.number(),
            pageNum: z.number(),
            pageSize: z.number(),
          }),
        ),
      },
    },
    async (request) => ok(request, await channelPage({ ...withLocale(request), query: request.query })),
  );

  app.get(
    '/admin/channel/getServiceByChannelIds',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          'Services of channels (ids comma-separated); channelStatus=1 keeps enabled channels and services',
        querystring: z.object({
          ids: z
            .string()
            .max(20_000)
            .transform((s) =>
              s
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            )
            .pipe(z.array(z.uuid()).max(500)),
          channelStatus: z.coerce.number().int().min(0).max(1).optional(),
        }),
        response: okSchema(z.array(serviceSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await servicesOfChannels({
          ...withLocale(request),
          ids: request.query.ids,
          enabledOnly: request.query.channelStatus === 1,
        }),
      ),
  );

  app.post(
    '/admin/channel/create',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          "Create a channel (with its carrier's default services unless withDefaultServices is false); 409 channels.secrets_key_missing for a carrier with secrets while SECRETS_KEY is not set",
        body: channelInputSchema,
        response: okSchema(channelWithServicesSchema),
      },
    },
    async (request) =>
      ok(request, await createChannel({ ...withLocale(request), input: request.body }), 'channels.created'),
  );

  app.post(
    '/admin/channel/createNew',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Create a service in a channel',
        body: serviceInputSchema,
        response: okSchema(serviceSchema),
      },
    },
    async (request) =>
      ok(request, await createService({ ...withLocale(request), input: request.body }), 'channels.created'),
  );

  app.post(
    '/admin/channel/update/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          'Update a channel (channel form) or a service (service form); credentials are write-only: empty keeps the stored secret, null clears an optional one; 409 without SECRETS_KEY for a carrier with secrets',
        params: idParams,
        body: z.unknown(),
        response: okSchema(
          z.object({ channel: channelWithServicesSchema.optional(), service: serviceSchema.optional() }),
        ),
      },
    },
    async (request) =>
      ok(
        request,
        await updateNode({ ...withLocale(request), id: request.params.id, body: request.body }),
        'channels.saved',
      ),
  );

  app.post(
    '/admin/channel/testConnection/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary:
          "Ask the channel's carrier whether its credentials work (in the channel's mode); ok, or our code, our text and the carrier's words",
        params: idParams,
        response: okSchema(testConnectionResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await testChannelConnection({
          ...withLocale(request),
          id: request.params.id,
          userId: authOf(request).user.id,
        }),
      ),
  );

  app.post(
    '/admin/channel/enable/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Enable (1) or disable (0) a channel or service',
        params: idParams,
        body: statusInputSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await setNodeStatus({ ...withLocale(request), id: request.params.id, status: request.body.status });
      return ok(request, null, 'channels.saved');
    },
  );

  app.post(
    '/admin/channel/delete/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Delete a channel or a service; refused while orders use it',
        params: idParams,
        response: okSchema(z.object({ removedAllotments: z.number(), removedPriceEntries: z.number() })),
      },
    },
    async (request) =>
      ok(request, await deleteNode({ ...withLocale(request), id: request.params.id }), 'channels.deleted'),
  );

  app.post(
    '/admin/channel/updateMixSet',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: "Set a channel's services' status, transit days and limits in one call",
        body: mixSetInputSchema,
        response: okSchema(channelWithServicesSchema),
      },
    },
    async (request) =>
      ok(request, await updateMixSet({ ...withLocale(request), input: request.body }), 'channels.saved'),
  );

  app.post(
    '/admin/channel/allot-channel',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: "Replace a customer's allotted services",
        body: allotInputSchema,
        response: okSchema(allotmentRowSchema),
      },
    },
    async (request) => {
      await allotServices({ ...withLocale(request), ...request.body });
      return ok(
        request,
        await allotmentsOf({ ...withLocale(request), userId: request.body.userId }),
        'channels.saved',
      );
    },
  );

  app.post(
    '/staff/channel/allot-channel',
    {
      config: { access: ['adminChannel', 'staffList'] },
      schema: {
        tags,
        summary: 'Replace the services a staff member works with',
        body: allotInputSchema,
        response: okSchema(allotmentRowSchema),
      },
    },
    async (request) => {
      await allotServices({ ...withLocale(request), ...request.body, staff: true });
      return ok(
        request,
        await allotmentsOf({ ...withLocale(request), userId: request.body.userId }),
        'channels.saved',
      );
    },
  );

  app.get(
    '/admin/user-channel',
    {
      config: { access: ['adminChannel', 'staffList'] },
      schema: {
        tags,
        summary: "A user's allotted services",
        querystring: z.object({ userId: z.uuid() }),
        response: okSchema(allotmentRowSchema),
      },
    },
    async (request) =>
      ok(request, await allotmentsOf({ ...withLocale(request), userId: request.query.userId })),
  );

  app.get(
    '/admin/all-user-channel',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Every user with allotted services (keyword on e-mail or nickname)',
        querystring: z.object({
          pageNum: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(50),
          keyword: z.string().trim().max(64).optional(),
        }),
        response: okSchema(
          z.object({
            list: z.array(allotmentRowSchema),
            total: z.number(),
            pageNum: z.number(),
            pageSize: z.number(),
          }),
        ),
      },
    },
    async (request) => ok(request, await allUserChannels({ ...withLocale(request), query: request.query })),
  );

  app.get(
    '/admin/channel/userOptions',
    {
      config: { access: ['adminChannel', 'getComputeInfo', 'staffList'] },
      schema: {
        tags,
        summary: 'Up to 50 customers (or staff with kind=staff) matching a keyword, for pickers',
        querystring: z.object({
          keyword: z.string().trim().max(64).optional(),
          kind: z.enum(['customer', 'staff']).default('customer'),
        }),
        response: okSchema(
          z.array(z.object({ id: z.string(), email: z.string(), nickName: z.string(), kind: z.string() })),
        ),
      },
    },
    async (request) => ok(request, await userOptions({ db: deps.db, ...request.query })),
  );

  app.get(
    '/user/user-channel',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The services I may use (allotted and enabled)',
        response: okSchema(z.array(serviceSchema)),
      },
    },
    async (request) =>
      ok(request, await myServices({ ...withLocale(request), userId: authOf(request).user.id })),
  );

  await app.register(rateCardRoutes, { deps });
};
