import {
  orderInputSchema,
  ruleSuggestionSchema,
  shippingRuleInputSchema,
  shippingRuleMoveSchema,
  shippingRuleSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { suggestForOrder } from './shipping-rules.apply.ts';
import { changeRule, createRule, moveRule, removeRule, rulesList } from './shipping-rules.usecases.ts';

const tags = ['shipping rules'];
const BASE = '/app/shippingRule';
/** Any signed-in customer keeps their own rules (/settings/shippingRules); each sees only their own. */
const access = SIGNED_IN;
const idParams = z.object({ id: z.uuid() });

/** Issue 16: a customer's ordered shipping rules (another customer's id is 404 like an unknown one). */
export const shippingRulesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const mine = (request: Parameters<typeof authOf>[0]) => ({ ...deps, userId: authOf(request).user.id });

  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's shipping rules in evaluation order (the first enabled match wins)",
        response: okSchema(z.array(shippingRuleSchema)),
      },
    },
    async (request) => ok(request, await rulesList(mine(request))),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Add a rule at the end of the list',
        body: shippingRuleInputSchema,
        response: okSchema(shippingRuleSchema),
      },
    },
    async (request) => ok(request, await createRule({ ...mine(request), input: request.body })),
  );

  app.post(
    `${BASE}/update/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Replace a rule (its place in the list stays)',
        params: idParams,
        body: shippingRuleInputSchema,
        response: okSchema(shippingRuleSchema),
      },
    },
    async (request) =>
      ok(request, await changeRule({ ...mine(request), id: request.params.id, input: request.body })),
  );

  app.post(
    `${BASE}/move/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Move a rule one place up or down; answers the whole list',
        params: idParams,
        body: shippingRuleMoveSchema,
        response: okSchema(z.array(shippingRuleSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await moveRule({ ...mine(request), id: request.params.id, direction: request.body.direction }),
      ),
  );

  app.post(
    `${BASE}/suggest`,
    {
      config: { access, readOnly: true },
      schema: {
        tags,
        summary: 'Which rule matches this order form and the service it picks (a hint; nothing is saved)',
        body: orderInputSchema,
        response: okSchema(ruleSuggestionSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await suggestForOrder(
          { ...deps, locale: requestLocale(request) },
          authOf(request).user.id,
          request.body,
        ),
      ),
  );

  app.post(
    `${BASE}/delete/:id`,
    {
      config: { access },
      schema: { tags, summary: 'Delete a rule', params: idParams, response: okSchema(z.null()) },
    },
    async (request) => {
      await removeRule({ ...mine(request), id: request.params.id });
      return ok(request, null);
    },
  );
};
