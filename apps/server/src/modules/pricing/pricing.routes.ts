import {
  batchEstimateRequestSchema,
  estimateRequestSchema,
  estimationRuleInputSchema,
  priceRuleEntryInputSchema,
  priceRuleInputSchema,
  quoteListSchema,
  serviceSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okFastSchema, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { quotesForCaller } from '../api-keys/test-mode.ts';
import { batchEstimateRate, estimateRate, outPrice } from './estimate.usecases.ts';
import {
  attachPriceRule,
  computeInfo,
  deletePriceRule,
  detachPriceRule,
  listPriceRules,
  saveComputeRule,
  savePriceRule,
  usersByServiceCode,
} from './rules.usecases.ts';

const COMPUTE = ['getComputeInfo'];
const tags = ['pricing'];
const idParams = z.object({ id: z.uuid() });

const ruleJson = estimationRuleInputSchema;
const computeInfoSchema = z.object({
  global: ruleJson,
  channel: ruleJson.nullable(),
  service: ruleJson.nullable(),
  effective: ruleJson,
  overrides: z.array(
    z.object({ channelId: z.string().nullable(), serviceId: z.string().nullable(), rule: ruleJson }),
  ),
});

const priceRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  entries: z.array(priceRuleEntryInputSchema),
  userCount: z.number(),
  updatedAt: z.string(),
});

const batchItemSchema = z.union([
  z.object({ index: z.number(), ok: z.literal(true), result: quoteListSchema }),
  z.object({
    index: z.number(),
    ok: z.literal(false),
    errorCode: z.string(),
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
]);

export const pricingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/order/estimateRate',
    {
      config: { access: SIGNED_IN, readOnly: true },
      schema: {
        tags,
        summary:
          'Quotes of every service I may use for one shipment, cheapest first (quote v1 = order baseInfo)',
        body: estimateRequestSchema,
        response: okFastSchema(quoteListSchema),
      },
    },
    async (request) =>
      ok(
        request,
        // A test-mode API key (issue 16) sees sandbox quotes only.
        quotesForCaller(
          request,
          await estimateRate({
            ...deps,
            locale: requestLocale(request),
            userId: authOf(request).user.id,
            request: request.body,
          }),
        ),
      ),
  );

  app.post(
    '/app/order/batchEstimateRate',
    {
      config: { access: SIGNED_IN, readOnly: true },
      schema: {
        tags,
        summary: 'Quotes for up to 100 shipments; each succeeds or fails on its own',
        body: batchEstimateRequestSchema,
        response: okSchema(z.array(batchItemSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await batchEstimateRate({
          ...deps,
          locale: requestLocale(request),
          userId: authOf(request).user.id,
          shipments: request.body.shipments,
        }),
      ),
  );

  app.post(
    '/app/priceRule/outPrice',
    {
      config: { access: SIGNED_IN, readOnly: true },
      schema: { tags, summary: 'My price sheet (.xlsx): my prices by zone and weight for my services' },
    },
    async (request, reply) => {
      const bytes = await outPrice({
        ...deps,
        locale: requestLocale(request),
        userId: authOf(request).user.id,
      });
      return sendDownload(reply, bytes, `price-sheet-${deps.clock().toISOString().slice(0, 10)}.xlsx`);
    },
  );

  app.get(
    '/admin/compute/getInfo',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Estimation rules: global, the scope asked for, and the effective values there',
        querystring: z.object({ channelId: z.uuid().optional(), serviceId: z.uuid().optional() }),
        response: okSchema(computeInfoSchema),
      },
    },
    async (request) => ok(request, await computeInfo({ db: deps.db, ...request.query })),
  );

  app.post(
    '/admin/compute/addOrUpdate',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Save the estimation rule of a scope (global, a channel or a service)',
        body: z.object({
          channelId: z.uuid().nullable().optional(),
          serviceId: z.uuid().nullable().optional(),
          rule: estimationRuleInputSchema,
        }),
        response: okSchema(computeInfoSchema),
      },
    },
    async (request) => {
      return ok(request, await saveComputeRule({ ...deps, ...request.body }), 'channels.saved');
    },
  );

  app.get(
    '/admin/priceRule/list',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Price rules with how many users hold each',
        response: okSchema(z.array(priceRuleSchema)),
      },
    },
    async (request) => ok(request, await listPriceRules({ db: deps.db })),
  );

  app.post(
    '/admin/priceRule/create',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Create a price rule',
        body: priceRuleInputSchema,
        response: okSchema(priceRuleSchema),
      },
    },
    async (request) => ok(request, await savePriceRule({ ...deps, input: request.body }), 'channels.created'),
  );

  app.post(
    '/admin/priceRule/update/:id',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Replace a price rule',
        params: idParams,
        body: priceRuleInputSchema,
        response: okSchema(priceRuleSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await savePriceRule({ ...deps, id: request.params.id, input: request.body }),
        'channels.saved',
      ),
  );

  app.post(
    '/admin/priceRule/delete/:id',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Delete a price rule nobody holds',
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await deletePriceRule({ ...deps, id: request.params.id });
      return ok(request, null, 'channels.deleted');
    },
  );

  app.post(
    '/admin/addUserPriceRuleRelation',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Give users a price rule (replacing their previous one)',
        body: z.object({ userIds: z.array(z.uuid()).min(1).max(1000), priceRuleId: z.uuid() }),
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await attachPriceRule({ ...deps, ...request.body });
      return ok(request, null, 'channels.saved');
    },
  );

  app.post(
    '/admin/delUserPriceRuleRelation',
    {
      config: { access: COMPUTE },
      schema: {
        tags,
        summary: 'Take users back to the default price rule',
        body: z.object({ userIds: z.array(z.uuid()).min(1).max(1000) }),
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await detachPriceRule({ ...deps, userIds: request.body.userIds });
      return ok(request, null, 'channels.saved');
    },
  );

  app.post(
    '/admin/allUserlistByServiceCode',
    {
      config: { access: COMPUTE, readOnly: true },
      schema: {
        tags,
        summary: 'Users allotted a service code (all when absent) with the price rule that prices them',
        body: z.object({ serviceCode: z.string().trim().max(40).optional() }).default({}),
        response: okSchema(
          z.array(
            z.object({
              userId: z.string(),
              email: z.string(),
              nickName: z.string(),
              kind: z.string(),
              priceRuleId: z.string().nullable(),
              priceRuleName: z.string(),
              isDefaultRule: z.boolean(),
              services: z.array(serviceSchema),
            }),
          ),
        ),
      },
    },
    async (request) =>
      ok(
        request,
        await usersByServiceCode({
          db: deps.db,
          serviceCode: request.body?.serviceCode,
          locale: requestLocale(request),
        }),
      ),
  );
};
