import { exponentialBackoffMs } from '../../lib/backoff.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { decryptSecretText } from '../carriers/credentials.ts';
import { enqueueSingletonJob, registerJobHandler } from '../jobs/queue.ts';
import {
  claimDueDelivery,
  endpointById,
  hasDueDelivery,
  purgeEndedDeliveries,
  recordAttempt,
} from './webhooks.repository.ts';
import { SIGNATURE_HEADER, signatureHeader } from './webhooks.signing.ts';
import type { WebhookDeliveryRow } from './webhooks.table.ts';
import { DeliveryError, postJson, WEBHOOK_TIMEOUT_MS } from './webhooks.transport.ts';
import { WEBHOOK_DELIVER_KIND } from './webhooks.usecases.ts';

/** Deliveries are retried until this long after they were queued, then failed for good. */
export const RETRY_WINDOW_MS = 3 * 24 * 3_600_000;
/** How long ended deliveries stay in the delivery log (the hourly purge below). */
export const DELIVERY_RETENTION_DAYS = 30;
/** Deliveries in flight at once in one sender run, each to a different endpoint. */
export const SENDER_SLOTS = 16;
/** Deliveries one sender run makes at most; the rest wait for the next run (bounded work per job). */
const MAX_PER_RUN = 2_000;

/** Wait after the n-th failed attempt: 1 min, 2, 4, 8... capped at 6 hours (about 20 attempts in 3 days). */
export const retryDelayMs = (attempt: number) => exponentialBackoffMs(attempt, 60_000, 6 * 3_600_000);

const errorText = (error: unknown) =>
  (error instanceof DeliveryError
    ? `${error.code}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error)
  ).slice(0, 500);

/** One attempt of one claimed delivery: signs with the current (and, in overlap, previous) secret, posts. */
async function attempt(deps: AppDeps, delivery: WebhookDeliveryRow, timeoutMs: number) {
  const endpoint = await endpointById(deps.db, delivery.endpointId);
  const now = deps.clock();
  let code: number | null = null;
  let body: string | null = null;
  let error: string | null = null;
  if (!endpoint) return;
  if (!endpoint.enabled) error = 'endpoint disabled';
  else {
    try {
      const secrets = [await decryptSecretText(deps.db, endpoint.secretCipher)];
      if (
        endpoint.previousSecretCipher &&
        endpoint.previousSecretExpiresAt &&
        endpoint.previousSecretExpiresAt > now
      )
        secrets.push(await decryptSecretText(deps.db, endpoint.previousSecretCipher));
      const raw = JSON.stringify(delivery.payload);
      const t = Math.floor(now.getTime() / 1000);
      const answer = await postJson(
        endpoint.url,
        raw,
        { [SIGNATURE_HEADER]: signatureHeader(secrets, t, raw), 'ShipLabel-Event-Id': delivery.eventId },
        { timeoutMs, allowPrivate: deps.config.webhooksAllowPrivate },
      );
      code = answer.status;
      body = answer.bodyExcerpt;
    } catch (e) {
      error = errorText(e);
    }
  }
  const at = deps.clock();
  if (code !== null && code >= 200 && code < 300) {
    await recordAttempt(deps.db, delivery.id, {
      status: 'succeeded',
      nextAttemptAt: null,
      responseCode: code,
      responseBody: body,
      error: null,
      deliveredAt: at,
    });
    return;
  }
  const next = new Date(at.getTime() + retryDelayMs(delivery.attempts));
  const giveUp = !endpoint.enabled || next.getTime() > delivery.createdAt.getTime() + RETRY_WINDOW_MS;
  await recordAttempt(deps.db, delivery.id, {
    status: giveUp ? 'failed' : 'pending',
    nextAttemptAt: giveUp ? null : next,
    responseCode: code,
    responseBody: body,
    error,
    deliveredAt: null,
  });
}

/**
 * Sends every due delivery. SENDER_SLOTS loops each claim a delivery of an endpoint nobody is sending
 * to, attempt it and claim again; so one slow or dead endpoint holds one slot for at most the timeout
 * and delays only its own deliveries. Returns null when there was nothing to send.
 */
export async function deliverDue(
  deps: AppDeps,
  opts: { timeoutMs?: number; shouldStop?: () => boolean } = {},
): Promise<{ attempted: number } | null> {
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const busy = new Set<string>();
  let attempted = 0;
  // Claims one at a time (each takes a millisecond), so two slots never take one endpoint's deliveries.
  let claiming: Promise<unknown> = Promise.resolve();
  const claim = () => {
    const next = claiming.then(async () => {
      const now = deps.clock();
      const row = await claimDueDelivery(deps.db, {
        now,
        // Held past the attempt's timeout: a sender that dies mid-attempt frees the row afterwards.
        lockUntil: new Date(now.getTime() + timeoutMs + 30_000),
        busy: [...busy],
      });
      if (row) busy.add(row.endpointId);
      return row;
    });
    claiming = next.catch(() => null);
    return next;
  };
  const slot = async () => {
    while (attempted < MAX_PER_RUN && !opts.shouldStop?.()) {
      const delivery = await claim();
      if (!delivery) return;
      attempted++;
      try {
        await attempt(deps, delivery, timeoutMs);
      } finally {
        busy.delete(delivery.endpointId);
      }
    }
  };
  await Promise.all(Array.from({ length: SENDER_SLOTS }, slot));
  return attempted > 0 ? { attempted } : null;
}

registerJobHandler(
  WEBHOOK_DELIVER_KIND,
  async (ctx) => (await deliverDue(ctx.deps, { shouldStop: ctx.shouldStop })) ?? undefined,
);

/**
 * emitWebhookEvent() asks for a sender run at once; this check picks up what that leaves: retries whose
 * backoff has passed and deliveries of a sender that died. The singleton job keeps it to one run at a time.
 */
export const WEBHOOK_JOBS: PeriodicJob[] = [
  {
    name: 'webhooks-retry',
    intervalMs: 5_000,
    run: async (deps) => {
      if (await hasDueDelivery(deps.db, deps.clock()))
        await enqueueSingletonJob(deps, { kind: WEBHOOK_DELIVER_KIND });
      return null;
    },
  },
  {
    // The delivery log keeps ended deliveries for DELIVERY_RETENTION_DAYS, then they go.
    name: 'webhooks-purge',
    intervalMs: 3_600_000,
    run: async (deps) => {
      const before = new Date(deps.clock().getTime() - DELIVERY_RETENTION_DAYS * 86_400_000);
      const purged = await purgeEndedDeliveries(deps.db, before);
      return purged > 0 ? { purged } : null;
    },
  },
];
