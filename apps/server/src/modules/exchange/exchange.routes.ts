import { randomUUID } from 'node:crypto';
import {
  convertExchangeSchema,
  currencySchema,
  currentRatesSchema,
  exchangeRateSchema,
  exchangeResultSchema,
  pageQuerySchema,
  pageSchema,
  setExchangeRateSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { convert, currentRates, ratesPage, setRate } from './exchange.usecases.ts';

const tags = ['exchange'];
/** Customers who may add funds may also exchange them (the spec's rechargePage resource). */
const CUSTOMER = ['rechargePage'];
/** Setting a rate is an administrator's decision (adminList); the finance staff who review recharges see them. */
const SET_RATE = ['adminList'];
const SEE_RATES = ['adminList', 'adminRechargeList'];

/** The client's Idempotency-Key (a retried click exchanges once), else a fresh one. */
const ledgerKeyOf = (request: { headers: Record<string, unknown> }, userId: string) => {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header.trim() ? header.trim().slice(0, 100) : randomUUID();
  return `exchange:${userId}:${key}`;
};

/** Currency exchange (issue 13, the spec's "exchange" route group). */
export const exchangeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/app/exchange/rate',
    {
      config: { access: CUSTOMER },
      schema: {
        tags,
        summary: 'The exchange rates in force, one per direction that has one',
        response: okSchema(currentRatesSchema),
      },
    },
    async (request) => ok(request, await currentRates(deps)),
  );

  app.post(
    '/app/exchange/convert',
    {
      config: { access: CUSTOMER, idempotent: true },
      schema: {
        tags,
        summary:
          "Move money between the caller's USD and CNY wallets at the rate in force, rounded down to the cent (Idempotency-Key header)",
        body: convertExchangeSchema,
        response: okSchema(exchangeResultSchema),
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      return ok(
        request,
        await convert({ ...deps, userId, input: request.body, idempotencyKey: ledgerKeyOf(request, userId) }),
      );
    },
  );

  app.get(
    '/admin/exchange/rates',
    {
      config: { access: SEE_RATES },
      schema: {
        tags,
        summary: 'Every exchange rate set, newest first, with who set it',
        querystring: pageQuerySchema,
        response: okSchema(pageSchema(exchangeRateSchema)),
      },
    },
    async (request) => ok(request, await ratesPage({ ...deps, query: request.query })),
  );

  app.post(
    '/admin/exchange/rate',
    {
      config: { access: SET_RATE, idempotent: true },
      schema: {
        tags,
        summary: 'Set the rate of one direction (units of quote per unit of base), in force at once',
        body: setExchangeRateSchema,
        response: okSchema(z.object({ base: currencySchema, quote: currencySchema, rate: z.string() })),
      },
    },
    async (request) =>
      ok(request, await setRate({ ...deps, adminId: authOf(request).user.id, input: request.body })),
  );
};
