import { createHash, randomUUID } from 'node:crypto';
import {
  type Page,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveriesQuery,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type webhookEndpointInputSchema,
} from '@shiplabel/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { toPage } from '../../lib/pagination.ts';
import { encryptSecretText } from '../carriers/credentials.ts';
import { enqueueSingletonJob } from '../jobs/queue.ts';
import { deliveryNotFound, endpointNotFound, targetRefused, tooManyEndpoints } from './webhooks.errors.ts';
import {
  countEndpoints,
  deleteEndpoint,
  enabledEndpoints,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertDeliveriesOnce,
  insertEndpoint,
  listEndpoints,
  type NewDelivery,
  pageDeliveries,
  updateEndpoint,
} from './webhooks.repository.ts';
import { newWebhookSecret } from './webhooks.signing.ts';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.table.ts';
import { targetProblem } from './webhooks.targets.ts';

/** The queue job that sends due deliveries: at most one queued or running at a time, system-wide. */
export const WEBHOOK_DELIVER_KIND = 'webhooks.deliver';
/** After a rotation the previous secret keeps signing this long, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;

type Input = z.output<typeof webhookEndpointInputSchema>;
type Mine = Pick<AppDeps, 'db' | 'clock' | 'config'> & { userId: string };

export const toEndpoint = (row: WebhookEndpointRow, now: Date): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  previousSecretExpiresAt:
    row.previousSecretCipher && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
      ? row.previousSecretExpiresAt.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
});

export const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType,
  payload: row.payload,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  lastResponseCode: row.lastResponseCode,
  lastResponseBody: row.lastResponseBody,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

/**
 * The enabled endpoints by owner, per database, re-read at most every 5 s: emitting for a customer
 * without one (nearly every placement) costs a Map lookup, with one no query either. This process's own
 * changes clear it at once; another instance's show within 5 s.
 */
const SUBSCRIBERS_TTL_MS = 5_000;
type Subscribers = Map<string, { id: string; events: string[] }[]>;
const subscribers = new WeakMap<Database, { at: number; byUser: Promise<Subscribers> }>();

async function endpointsSubscribed(db: Database, userId: string, type: string) {
  let hit = subscribers.get(db);
  if (!hit || Date.now() - hit.at > SUBSCRIBERS_TTL_MS) {
    const byUser = enabledEndpoints(db).then((rows) => {
      const map: Subscribers = new Map();
      for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
      return map;
    });
    hit = { at: Date.now(), byUser };
    byUser.catch(() => subscribers.delete(db));
    subscribers.set(db, hit);
  }
  return ((await hit.byUser).get(userId) ?? []).filter((e) => e.events.includes(type));
}

const forgetSubscribers = (db: Database) => subscribers.delete(db);

/** Refuses a URL whose host is private, loopback, link-local (unless allowed) or does not resolve. */
async function assertTarget(deps: Mine, url: string) {
  const problem = await targetProblem(url, deps.config.webhooksAllowPrivate);
  if (problem) throw targetRefused(problem);
}

/** The caller's endpoints, newest first (secrets never leave the server after create and rotate). */
export async function endpointsOf(deps: Mine): Promise<WebhookEndpoint[]> {
  const now = deps.clock();
  return (await listEndpoints(deps.db, deps.userId)).map((r) => toEndpoint(r, now));
}

/** Registers an endpoint; its signing secret is answered this once. */
export async function createEndpoint(deps: Mine & { input: Input }): Promise<WebhookEndpointWithSecret> {
  if ((await countEndpoints(deps.db, deps.userId)) >= WEBHOOK_MAX_ENDPOINTS)
    throw tooManyEndpoints(WEBHOOK_MAX_ENDPOINTS);
  await assertTarget(deps, deps.input.url);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(
    deps.db,
    deps.userId,
    { ...deps.input, secretCipher: await encryptSecretText(deps.db, secret) },
    deps.clock(),
  );
  forgetSubscribers(deps.db);
  return { ...toEndpoint(row, deps.clock()), secret };
}

/** Changes URL, description, events or enabled; the secret stays. */
export async function changeEndpoint(deps: Mine & { id: string; input: Input }): Promise<WebhookEndpoint> {
  const current = await findEndpoint(deps.db, deps.userId, deps.id);
  if (!current) throw endpointNotFound();
  if (current.url !== deps.input.url) await assertTarget(deps, deps.input.url);
  const row = await updateEndpoint(deps.db, deps.userId, deps.id, deps.input);
  if (!row) throw endpointNotFound();
  forgetSubscribers(deps.db);
  return toEndpoint(row, deps.clock());
}

/** Deletes an endpoint and its delivery log. */
export async function removeEndpoint(deps: Mine & { id: string }) {
  if (!(await deleteEndpoint(deps.db, deps.userId, deps.id))) throw endpointNotFound();
  forgetSubscribers(deps.db);
}

/**
 * A new signing secret, answered once; the current one becomes the previous and keeps signing (a second
 * v1) for ROTATION_OVERLAP_MS, so receivers can switch without losing a delivery.
 */
export async function rotateSecret(deps: Mine & { id: string }): Promise<WebhookEndpointWithSecret> {
  const current = await findEndpoint(deps.db, deps.userId, deps.id);
  if (!current) throw endpointNotFound();
  const secret = newWebhookSecret();
  const now = deps.clock();
  const row = await updateEndpoint(deps.db, deps.userId, deps.id, {
    secretCipher: await encryptSecretText(deps.db, secret),
    previousSecretCipher: current.secretCipher,
    previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS),
  });
  if (!row) throw endpointNotFound();
  return { ...toEndpoint(row, now), secret };
}

/** The delivery log of one of the caller's endpoints, newest first. */
export async function deliveriesPage(
  deps: Mine & { id: string; query: WebhookDeliveriesQuery },
): Promise<Page<WebhookDelivery>> {
  if (!(await findEndpoint(deps.db, deps.userId, deps.id))) throw endpointNotFound();
  const { rows, total } = await pageDeliveries(deps.db, deps.id, deps.query);
  return toPage(rows.map(toDelivery), total, deps.query);
}

/** Queues deliveries and asks for a sender run (one commit), so they go out within a worker poll. */
async function queueDeliveries(deps: Pick<AppDeps, 'db' | 'clock'>, rows: NewDelivery[]) {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const inserted = await insertDeliveries(db, rows, deps.clock());
    if (inserted.length > 0)
      await enqueueSingletonJob({ db, clock: deps.clock }, { kind: WEBHOOK_DELIVER_KIND });
    return inserted;
  });
}

/** A UUID-shaped id derived from a key, so one happening always has the same event id. */
const keyedEventId = (key: string) => {
  const h = createHash('sha256').update(`webhook-event:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const eventOf = (type: string, data: Record<string, unknown>, now: Date, key?: string) => {
  const id = key ? keyedEventId(key) : randomUUID();
  return { id, payload: { id, type, created: Math.floor(now.getTime() / 1000), data } };
};

/** "Send again": the same event (same id, receivers de-duplicate on it) as a new delivery with new attempts. */
export async function resendDelivery(deps: Mine & { id: string }): Promise<WebhookDelivery> {
  const original = await findDelivery(deps.db, deps.userId, deps.id);
  if (!original) throw deliveryNotFound();
  const [row] = await queueDeliveries(deps, [
    {
      endpointId: original.endpointId,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
    },
  ]);
  return toDelivery(row!);
}

/** A `webhook.test` event to one endpoint, whatever it subscribes to, to check the receiver. */
export async function sendTestEvent(deps: Mine & { id: string }): Promise<WebhookDelivery> {
  const endpoint = await findEndpoint(deps.db, deps.userId, deps.id);
  if (!endpoint) throw endpointNotFound();
  const event = eventOf(
    WEBHOOK_TEST_EVENT,
    { endpointId: endpoint.id, message: 'ShipLabel test event' },
    deps.clock(),
  );
  const [row] = await queueDeliveries(deps, [
    { endpointId: endpoint.id, eventId: event.id, eventType: WEBHOOK_TEST_EVENT, payload: event.payload },
  ]);
  return toDelivery(row!);
}

/** `secrets:rotate` (carriers/secrets-rotation.ts) re-seals these columns with the current key. */
export { sealedWebhookSecrets } from './webhooks.repository.ts';

interface EmitLog {
  error(obj: object, msg: string): void;
}

/**
 * The one way features emit an event: a delivery per enabled endpoint of `userId` subscribed to `type`.
 * Called after the feature's transaction committed; never throws (the event itself stands, a lost
 * notification is logged). Costs a cached Set lookup when the customer has no endpoint.
 */
export async function emitWebhookEvent(
  deps: Pick<AppDeps, 'db' | 'clock'> & { log?: EmitLog },
  userId: string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  /** Emit at most once per key (e.g. a batch's end, which two workers may both observe). */
  opts: { eventKey?: string } = {},
): Promise<number> {
  if (!userId) return 0;
  try {
    const targets = await endpointsSubscribed(deps.db, userId, type);
    if (targets.length === 0) return 0;
    const event = eventOf(type, data, deps.clock(), opts.eventKey);
    const rows = targets.map((t) => ({
      endpointId: t.id,
      eventId: event.id,
      eventType: type,
      payload: event.payload,
    }));
    if (opts.eventKey) {
      const queued = await insertDeliveriesOnce(deps.db, event.id, rows, deps.clock());
      if (queued > 0) await enqueueSingletonJob(deps, { kind: WEBHOOK_DELIVER_KIND });
      return queued;
    }
    return (await queueDeliveries(deps, rows)).length;
  } catch (error) {
    (deps.log ?? console).error({ err: error, type, userId }, 'webhook event not queued');
    return 0;
  }
}
