import {
  adminConfigSchema,
  businessFeesSchema,
  configUpdateSchema,
  insuranceVersionSchema,
  publicConfigSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, PUBLIC, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import {
  adminConfig,
  businessFees,
  insuranceVersions,
  publicConfig,
  updateConfig,
} from './config.usecases.ts';

const tags = ['system configuration'];
/** Spec section 2: the sysConfig page needs the configList resource; the server enforces it. */
const access = ['configList'];

/** System configuration (issue 14): the business constants of spec section 9 an operator changes. */
export const configRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/config/public',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Company contact details and the two external menu links (no login)',
        response: okSchema(publicConfigSchema),
      },
    },
    async (request) => ok(request, await publicConfig(deps)),
  );

  app.get(
    '/config/fees',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'The fees, deposits and upload limit in force (USD), for pages that show them before charging',
        response: okSchema(businessFeesSchema),
      },
    },
    async (request) => ok(request, await businessFees(deps)),
  );

  app.get(
    '/admin/config',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Every configuration value (money as decimal strings, USD) and who changed each last',
        response: okSchema(adminConfigSchema),
      },
    },
    async (request) => ok(request, await adminConfig(deps)),
  );

  app.post(
    '/admin/config/update',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Change one key (validated; recorded with its old and new value); the insurance table gets a new version',
        body: configUpdateSchema,
        response: okSchema(adminConfigSchema),
      },
    },
    async (request) =>
      ok(request, await updateConfig({ ...deps, actorId: authOf(request).user.id, update: request.body })),
  );

  app.get(
    '/admin/config/insurance/versions',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Every version of the insurance table, newest first (orders keep the one they were priced with)',
        response: okSchema(z.array(insuranceVersionSchema)),
      },
    },
    async (request) => ok(request, await insuranceVersions(deps)),
  );
};
