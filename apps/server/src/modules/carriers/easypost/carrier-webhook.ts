import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../../lib/access.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { ok, okSchema } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/errors.ts';
import { loadCatalog } from '../../pricing/catalog.ts';
import { ordersOwningNumbers } from '../../tracking/tracking.repository.ts';
import { refreshOrderTracking } from '../../tracking/tracking.usecases.ts';

/** The largest webhook body read (a tracker with its full history is a few kB). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Any refusal: unknown channel, other carrier, no secret, bad or old signature. One answer, no oracle. */
const refused = () => new AppError(401, 'carrier.webhook_unverified');

export interface CarrierWebhook {
  carrierCode: string;
  summary: string;
  /** Whether the raw body is signed with the channel's webhook secret. */
  verify(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    secret: string,
    now: Date,
  ): boolean;
  /** The tracking numbers a verified event is about (none: an event we do not act on). */
  trackingNumbers(event: unknown): string[];
}

/**
 * The raw body is what the carrier signed, so these routes keep it as text: a JSON parser of their own
 * (content-type parsers are encapsulated per plugin) hands the route `{ raw }`, parsed only once verified.
 */
function keepRawJson(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, { raw: typeof body === 'string' ? body : body.toString('utf8') }),
  );
}

/**
 * Brings the orders of the channel holding the numbers up to date through the tracking module's own
 * refresh (the carrier is asked for every parcel of the order, so a multi-parcel order's status stays the
 * least advanced parcel's). A refresh that fails is left to the polling job: the event is still taken.
 */
async function refreshOrdersOf(deps: AppDeps, channelId: string, numbers: string[]): Promise<number> {
  if (numbers.length === 0) return 0;
  const catalog = await loadCatalog(deps.db);
  const owners = (await ordersOwningNumbers(deps.db, numbers, null)).filter(
    (order) => order.serviceId !== null && catalog.services.get(order.serviceId)?.channelId === channelId,
  );
  let refreshed = 0;
  for (const order of owners) {
    try {
      await refreshOrderTracking(deps, order);
      refreshed++;
    } catch {
      // The carrier did not answer now; the tracking job polls this order again.
    }
  }
  return refreshed;
}

/** `POST /webhooks/<carrier>/:channelId`: public (the carrier calls it), verified by the carrier's signature. */
export function carrierWebhookRoutes(hook: CarrierWebhook): FastifyPluginAsyncZod<{ deps: AppDeps }> {
  return async (app, { deps }) => {
    keepRawJson(app);
    app.post(
      `/webhooks/${hook.carrierCode}/:channelId`,
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['carriers'],
          summary: hook.summary,
          params: z.object({ channelId: z.uuid() }),
          body: z.object({ raw: z.string().max(WEBHOOK_BODY_LIMIT) }),
          response: okSchema(z.object({ refreshedOrders: z.number().int() })),
        },
      },
      async (request) => {
        const { channelId } = request.params;
        const catalog = await loadCatalog(deps.db);
        const channel = catalog.channels.get(channelId);
        const secret = catalog.credentials.get(channelId)?.webhookSecret ?? '';
        if (!channel || channel.carrierCode !== hook.carrierCode || !secret) throw refused();
        if (!hook.verify(request.body.raw, request.headers, secret, deps.clock())) throw refused();
        let event: unknown;
        try {
          event = JSON.parse(request.body.raw);
        } catch {
          throw new AppError(400, 'carrier.webhook_unreadable');
        }
        const refreshedOrders = await refreshOrdersOf(deps, channelId, hook.trackingNumbers(event));
        return ok(request, { refreshedOrders });
      },
    );
  };
}
