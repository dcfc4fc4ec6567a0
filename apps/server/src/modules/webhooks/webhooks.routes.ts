import {
  pageSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import {
  changeEndpoint,
  createEndpoint,
  deliveriesPage,
  endpointsOf,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
} from './webhooks.usecases.ts';

const tags = ['webhooks'];
const BASE = '/app/webhook';
/** Spec section 2: /settings/api is open to any signed-in user; each sees only their own endpoints. */
const access = SIGNED_IN;
const idParams = z.object({ id: z.uuid() });

/** Outgoing webhooks (issue 16): a customer's endpoints, their delivery log, rotation and resends. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const mine = (request: Parameters<typeof authOf>[0]) => ({ ...deps, userId: authOf(request).user.id });

  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's webhook endpoints, newest first (secrets are never listed)",
        response: okSchema(z.array(webhookEndpointSchema)),
      },
    },
    async (request) => ok(request, await endpointsOf(mine(request))),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true, secretInAnswer: true },
      schema: {
        tags,
        summary:
          'Register an endpoint (http/https; private, loopback and link-local hosts are refused); answers its signing secret once',
        body: webhookEndpointInputSchema,
        response: okSchema(webhookEndpointWithSecretSchema),
      },
    },
    async (request) => ok(request, await createEndpoint({ ...mine(request), input: request.body })),
  );

  app.post(
    `${BASE}/update/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Change an endpoint's URL, description, events or enabled state (the secret stays)",
        params: idParams,
        body: webhookEndpointInputSchema,
        response: okSchema(webhookEndpointSchema),
      },
    },
    async (request) =>
      ok(request, await changeEndpoint({ ...mine(request), id: request.params.id, input: request.body })),
  );

  app.post(
    `${BASE}/delete/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await removeEndpoint({ ...mine(request), id: request.params.id });
      return ok(request, null);
    },
  );

  app.post(
    `${BASE}/rotate/:id`,
    {
      config: { access, idempotent: true, secretInAnswer: true },
      schema: {
        tags,
        summary:
          'A new signing secret, answered once; the previous one also signs (a second v1) for 24 hours',
        params: idParams,
        response: okSchema(webhookEndpointWithSecretSchema),
      },
    },
    async (request) => ok(request, await rotateSecret({ ...mine(request), id: request.params.id })),
  );

  app.get(
    `${BASE}/deliveries/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: "An endpoint's deliveries, newest first: status, attempts, last response code and body",
        params: idParams,
        querystring: webhookDeliveriesQuerySchema,
        response: okSchema(pageSchema(webhookDeliverySchema)),
      },
    },
    async (request) =>
      ok(request, await deliveriesPage({ ...mine(request), id: request.params.id, query: request.query })),
  );

  app.post(
    `${BASE}/resend/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Send a delivery again: the same event (same id) as a new delivery',
        params: idParams,
        response: okSchema(webhookDeliverySchema),
      },
    },
    async (request) => ok(request, await resendDelivery({ ...mine(request), id: request.params.id })),
  );

  app.post(
    `${BASE}/test/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Send a webhook.test event to an endpoint',
        params: idParams,
        response: okSchema(webhookDeliverySchema),
      },
    },
    async (request) => ok(request, await sendTestEvent({ ...mine(request), id: request.params.id })),
  );
};
