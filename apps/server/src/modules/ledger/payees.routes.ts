import { payeeInputSchema, payeeSchema, paymentMethodSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { deletePayee, listPayees, savePayee, visiblePayees } from './payees.usecases.ts';

const tags = ['money'];
const methodParams = z.object({ method: paymentMethodSchema });
const shownPayeeSchema = payeeSchema.omit({ enabled: true, updatedAt: true });

/** Payee details of the offline payment methods: administrators set them, customers read them. */
export const payeeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/app/recharge/payees',
    {
      config: { access: ['rechargePage'] },
      schema: {
        tags,
        summary: 'Where to send money for each offline payment method (recipient, account, bank, notes)',
        response: okSchema(z.array(shownPayeeSchema)),
      },
    },
    async (request) => ok(request, await visiblePayees(deps)),
  );

  app.get(
    '/admin/finance/payees',
    {
      config: { access: ['adminList'] },
      schema: {
        tags,
        summary: 'The payee set for each offline payment method, shown to customers or not',
        response: okSchema(z.array(payeeSchema)),
      },
    },
    async (request) => ok(request, await listPayees(deps)),
  );

  app.post(
    '/admin/finance/payees/:method',
    {
      config: { access: ['adminList'] },
      schema: {
        tags,
        summary: 'Set the payee of a payment method (recipient and account required)',
        params: methodParams,
        body: payeeInputSchema,
        response: okSchema(payeeSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await savePayee({
          ...deps,
          method: request.params.method,
          input: request.body,
          actorId: authOf(request).user.id,
        }),
      ),
  );

  app.post(
    '/admin/finance/payees/:method/remove',
    {
      config: { access: ['adminList'] },
      schema: {
        tags,
        summary: 'Remove the payee of a payment method',
        params: methodParams,
        response: okSchema(z.object({ method: z.string() })),
      },
    },
    async (request) => ok(request, await deletePayee({ ...deps, method: request.params.method })),
  );
};
