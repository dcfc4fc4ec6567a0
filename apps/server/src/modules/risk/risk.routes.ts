import {
  pageSchema,
  riskExemptionAddedSchema,
  riskExemptionAddSchema,
  riskExemptionDeleteSchema,
  riskExemptionQuerySchema,
  riskExemptionSchema,
  riskHoldReasonSchema,
  riskHoldReasonsQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { addExemptions, exemptionsPage, holdReasons, removeExemption } from './risk.usecases.ts';

const tags = ['risk'];
/** Spec section 2: /maintenance/avoidHighRisk and order review belong to the channel administrators. */
const access = ['adminChannel'];

/** issue 13: the avoid-high-risk list (spec paths) and the reasons risk rules give the order review. */
export const riskRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/user/selectUserNoHighRisk',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Customers whose orders skip the risk rules, newest first; keyword matches e-mail or names',
        querystring: riskExemptionQuerySchema,
        response: okSchema(pageSchema(riskExemptionSchema)),
      },
    },
    async (request) => ok(request, await exemptionsPage({ ...deps, query: request.query })),
  );

  app.post(
    '/user/addUserNoHighRisk',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary:
          'Put customers (userId or userIds) on the avoid-high-risk list; listed ones stay as they are',
        body: riskExemptionAddSchema,
        response: okSchema(riskExemptionAddedSchema),
      },
    },
    async (request) => {
      const { userId, userIds, note } = request.body;
      return ok(
        request,
        await addExemptions({
          ...deps,
          actorId: authOf(request).user.id,
          userIds: [...(userId ? [userId] : []), ...(userIds ?? [])],
          note,
        }),
      );
    },
  );

  app.delete(
    '/user/deleteUserNoHighRisk',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Take an entry (body id) off the avoid-high-risk list',
        body: riskExemptionDeleteSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await removeExemption({ ...deps, id: request.body.id });
      return ok(request, null);
    },
  );

  app.post(
    '/admin/risk/holdReasons',
    {
      config: { access, readOnly: true },
      schema: {
        tags,
        summary: 'Why risk rules sent these orders to order review, in the reader’s language',
        body: riskHoldReasonsQuerySchema,
        response: okSchema(z.array(riskHoldReasonSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await holdReasons({ ...deps, orderIds: request.body.orderIds, locale: requestLocale(request) }),
      ),
  );
};
