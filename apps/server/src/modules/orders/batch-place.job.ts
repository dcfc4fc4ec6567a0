import { setTimeout as sleep } from 'node:timers/promises';
import { BATCH_SERVICE_MODES, type Locale } from '@shiplabel/shared';
import { t } from '../../lib/i18n/index.ts';
import { type JobContext, registerJobHandler } from '../jobs/queue.ts';
import { emitBatchFinished } from '../webhooks/webhooks.events.ts';
import {
  BATCH_PLACE_KIND,
  type BatchItemOutcome,
  type BatchPlaceJob,
  type BatchPlacePayload,
  placeBatchItem,
  STILL_PLACING,
} from './batch-place.usecases.ts';

/**
 * Orders placed at once: the carrier call and the round trips are I/O, so several overlap (10 placed
 * 10,000 orders in 112 s on PostgreSQL, bench/README.md); the pool (DB_POOL_MAX, 20) keeps room for web
 * requests beside them. A shared job's page (SHARED_PAGE in job-runner.ts) is two rounds of it.
 */
export const CONCURRENCY = 10;
const PAGE_SIZE = 200;
const POLL_MS = 1_000;
/** Beyond the recovery job's grace, how long an order left in placement by an earlier run is awaited. */
const EXTRA_WAIT_MS = 60_000;

interface Item {
  seq: number;
  ref: string;
}

function jobOf(ctx: JobContext): BatchPlaceJob {
  const payload = ctx.job.payload as Partial<BatchPlacePayload>;
  return {
    id: ctx.job.id,
    userId: ctx.job.userId!,
    payload: {
      scope: payload.scope === 'admin' ? 'admin' : 'customer',
      serviceId: payload.serviceId ?? null,
      // Jobs queued before issue 16 have no mode: each order's own service, as then.
      serviceMode: BATCH_SERVICE_MODES.includes(payload.serviceMode!) ? payload.serviceMode! : 'order',
      locale: ctx.locale,
    },
  };
}

/** Records an order's final outcome; a failure's message names the order, as the item's ref is its id. */
function finish(ctx: JobContext, seq: number, outcome: Exclude<BatchItemOutcome, typeof STILL_PLACING>) {
  if (outcome.ok) return ctx.finishItem(seq, { ok: true, result: outcome.result });
  const message = outcome.orderNo ? `${outcome.orderNo}: ${outcome.message}` : outcome.message;
  return ctx.finishItem(seq, { ok: false, errorCode: outcome.errorCode, message });
}

async function placeOne(ctx: JobContext, job: BatchPlaceJob, item: Item): Promise<boolean> {
  let outcome: BatchItemOutcome;
  try {
    outcome = await placeBatchItem(ctx.deps, job, item.ref);
  } catch (error) {
    // A bug or a broken order must not sink the other 9,999; its money is safe (recovery settles 17).
    outcome = unexpected(job.payload.locale, item.ref, error);
  }
  if (outcome === STILL_PLACING) return false;
  await finish(ctx, item.seq, outcome);
  return true;
}

function unexpected(locale: Locale, orderId: string, error: unknown): BatchItemOutcome {
  const detail = error instanceof Error ? error.message : String(error);
  return {
    orderId,
    orderNo: null,
    ok: false,
    errorCode: 'batch.unexpected',
    message: t(locale, 'batch.unexpected', { detail: detail.slice(0, 200) }),
  };
}

/**
 * A queue of the job's pending items fed from its claimed pages, the next page claimed while the current
 * one is still being placed: a shared job's pages are 20 items (SHARED_PAGE), and waiting for a page's
 * slowest order before claiming the next left most of the CONCURRENCY slots idle at every page end.
 */
export function itemFeed(ctx: Pick<JobContext, 'pendingItems' | 'shouldStop'>) {
  const pages = ctx.pendingItems(PAGE_SIZE)[Symbol.asyncIterator]();
  const seen = new Set<number>();
  const queue: Item[] = [];
  let exhausted = false;
  let failure: unknown = null;
  let refilling: Promise<void> | null = null;
  const refill = () => {
    refilling ??= pages
      .next()
      .then((next) => {
        const fresh = next.done ? [] : next.value.filter((item) => !seen.has(item.seq));
        if (fresh.length === 0) exhausted = true;
        for (const item of fresh) {
          seen.add(item.seq);
          queue.push(item);
        }
      })
      .catch((error: unknown) => {
        failure = error;
      })
      .finally(() => {
        refilling = null;
      });
    return refilling;
  };
  /** The next item to place; null once no page has any left (or the job is to stop). */
  return async function next(): Promise<Item | null> {
    for (;;) {
      if (failure) throw failure;
      if (ctx.shouldStop()) return null;
      if (!exhausted && queue.length <= CONCURRENCY) {
        const claimed = refill();
        if (queue.length === 0) await claimed;
      }
      const item = queue.shift();
      if (item) return item;
      if (exhausted) {
        if (failure) throw failure;
        return null;
      }
    }
  };
}

/**
 * 'orders.batchPlace': places every pending item's order (a resumed job skips finished items; an item whose
 * order an earlier run already placed is reported, not placed again). Orders an earlier run left in
 * placement (17) are awaited until the recovery job settles them, then reported.
 */
export async function batchPlaceHandler(ctx: JobContext): Promise<void> {
  const job = jobOf(ctx);
  const inFlight: Item[] = [];
  const next = itemFeed(ctx);
  const worker = async () => {
    for (let item = await next(); item; item = await next())
      if (!(await placeOne(ctx, job, item))) inFlight.push(item);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (ctx.shouldStop()) return;
  await awaitInFlight(ctx, job, inFlight);
  // Issue 16: once every item has ended (the owner, or a helper finishing the last item: once by eventKey).
  if (!ctx.shouldStop()) await emitBatchFinished(ctx.deps, job.id, job.userId);
}

async function awaitInFlight(ctx: JobContext, job: BatchPlaceJob, items: Item[]) {
  const deadline = Date.now() + ctx.deps.config.orderRecoveryGraceSeconds * 1000 + EXTRA_WAIT_MS;
  let waiting = items;
  while (waiting.length > 0 && !ctx.shouldStop()) {
    if (Date.now() > deadline) {
      // Recovery will still settle these orders (charged once or released); the batch stops waiting.
      for (const item of waiting)
        await ctx.finishItem(item.seq, {
          ok: false,
          errorCode: 'batch.still_placing',
          message: t(job.payload.locale, 'batch.still_placing'),
        });
      return;
    }
    await sleep(POLL_MS);
    const still: Item[] = [];
    for (const item of waiting) if (!(await placeOne(ctx, job, item))) still.push(item);
    waiting = still;
  }
}

// Each order of a batch is placed on its own under its own idempotency key: any worker may take any item.
registerJobHandler(BATCH_PLACE_KIND, batchPlaceHandler, { shared: true });
