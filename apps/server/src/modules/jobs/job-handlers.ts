import type { JobItemStatus, Locale } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { jobs } from './jobs.table.ts';

export type JobRow = typeof jobs.$inferSelect;
/** job_items.status (JobItemStatus): pending, done, failed. */
export type { JobItemStatus };
export const ITEM_PENDING = 0;
export const ITEM_DONE = 1;
export const ITEM_FAILED = 2;

export type ItemOutcome =
  | { ok: true; result?: Record<string, unknown> }
  | { ok: false; errorCode: string; message: string };

export interface JobContext {
  deps: AppDeps;
  job: JobRow;
  /** payload.locale ?? 'en-US': messages of item failures in the asker's language. */
  locale: Locale;
  /** Items not finished yet (resume skips finished ones), in seq order, streamed in pages. */
  pendingItems(pageSize?: number): AsyncIterable<{ seq: number; ref: string }[]>;
  /** Records one item's outcome and bumps the job's done/failed counters in one statement. */
  finishItem(seq: number, outcome: ItemOutcome): Promise<void>;
  /** Sets total when items are produced by the handler itself (e.g. import rows). */
  setTotal(total: number): Promise<void>;
  /** True when the job was canceled or this worker lost its lease: stop soon. */
  shouldStop(): boolean;
}

/** What it returns becomes jobs.result. */
// biome-ignore lint/suspicious/noConfusingVoidType: handlers written as `async (): Promise<void>` must fit.
export type JobHandler = (ctx: JobContext) => Promise<Record<string, unknown> | void>;

/**
 * Handlers by job kind. A process claims only the kinds it registered, so a process that lacks a handler
 * (an older version during a rolling deploy, a test process) never takes a job it cannot run.
 */
const handlers = new Map<string, JobHandler>();
/** Kinds whose running jobs workers of other processes may join (JobKindOptions.shared). */
const sharedKinds = new Set<string>();

export interface JobKindOptions {
  /**
   * Lets idle workers (of any process) join a running job of this kind: each runs the same handler, and
   * `pendingItems` hands each of them different items, claimed a small page at a time. Only for handlers
   * that treat every item on its own and idempotently, and whose result does not depend on seeing every
   * item (a helper's return value is dropped; the job's owner records the job's result).
   */
  shared?: boolean;
}

export function registerJobHandler(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
  handlers.set(kind, handler);
  if (options.shared) sharedKinds.add(kind);
}

export const jobHandler = (kind: string) => handlers.get(kind);
export const registeredJobKinds = () => [...handlers.keys()];
export const isSharedJobKind = (kind: string) => sharedKinds.has(kind);
export const sharedJobKinds = () => registeredJobKinds().filter((kind) => sharedKinds.has(kind));
