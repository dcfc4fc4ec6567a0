// Batch placement (issue 6): 10,000 drafts of one funded customer placed on the sandbox carrier (no
// injected latency) through the real path: the drafts are saved by saveDraft, the batch is enqueued by
// startBatchPlace (the use case behind POST /app/order/label/batchCreate) and the queue is run by
// runJobsOnce, whose 'orders.batchPlace' handler places each order (quote, hold, carrier, capture, label
// PDF rendered in the background). Target: < 45 s (issue 12) and < 1 GB. Prints total time, orders/s, p50/p95 per
// order (from the handler reading the item to its outcome being recorded), Node and PostgreSQL CPU ms per
// order, peak RSS, and checks the
// outcome: every order placed, every item done, reconcile() empty.
// Use an empty database (the bench migrates it and seeds the demo data):
//   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/bench_batch node --import tsx bench/batch-place.bench.ts [orders]
// Without DATABASE_URL it runs on a new PGlite directory (slow: one connection).
// BATCH_HELPERS=n (PostgreSQL only) also starts n helper processes running the server's job workers
// (startJobWorkers): they join the running batch (a shared job kind) as other server processes would.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operations, orderInputSchema } from '@shiplabel/shared';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { channelServices, channels } from '../apps/server/src/modules/channels/channels.table.ts';
import { DEMO_CUSTOMER_EMAIL } from '../apps/server/src/modules/channels/rates.seed.ts';
import { type JobContext, registerJobHandler, runJobsOnce } from '../apps/server/src/modules/jobs/queue.ts';
import { startJobWorkers } from '../apps/server/src/modules/jobs/workers.ts';
import { postTransaction } from '../apps/server/src/modules/ledger/ledger.post.ts';
import { reconcile } from '../apps/server/src/modules/ledger/reconciliation.ts';
import { batchPlaceHandler } from '../apps/server/src/modules/orders/batch-place.job.ts';
import { BATCH_PLACE_KIND, startBatchPlace } from '../apps/server/src/modules/orders/batch-place.usecases.ts';
import { saveDraft } from '../apps/server/src/modules/orders/drafts.usecases.ts';
import { FORM } from '../apps/server/src/modules/orders/order-form.fixtures.ts';
import { runSeed } from '../apps/server/src/modules/seed/seed.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';
import { cpuMeter } from './lib/cpu.ts';
import { percentile } from './lib/latency.ts';

const ORDERS = Number(process.argv[2] ?? 10_000);
const DRAFT_CLIENTS = 8;
const HELPERS = Number(process.env.BATCH_HELPERS ?? 0);
const helperOf = process.env.BATCH_HELPER_OF_JOB;

// The real handler, watched: an item starts when the handler reads its order id, ends when its outcome
// is recorded. Nothing else changes.
const startedAt = new Map<number, number>();
const latencies: number[] = [];
registerJobHandler(
  BATCH_PLACE_KIND,
  (ctx: JobContext) =>
    batchPlaceHandler({
      ...ctx,
      pendingItems: (pageSize) => watched(ctx.pendingItems(pageSize)),
      finishItem: async (seq, outcome) => {
        await ctx.finishItem(seq, outcome);
        const t0 = startedAt.get(seq);
        if (t0 !== undefined) latencies.push(performance.now() - t0);
      },
    }),
  { shared: true },
);
async function* watched(pages: AsyncIterable<{ seq: number; ref: string }[]>) {
  for await (const page of pages)
    yield page.map(({ seq, ref }) => ({
      seq,
      get ref() {
        if (!startedAt.has(seq)) startedAt.set(seq, performance.now());
        return ref;
      },
    }));
}

/** A helper process: joins the running batch through the server's own workers until it has ended. */
async function runHelper(jobId: string) {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const deps = { db: handle.db, config, clock: () => new Date() };
  const stop = startJobWorkers(deps, { concurrency: 1, pollMs: 50 });
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [row] = await rowsOf<{ status: string }>(
      handle.db.execute(sql`select status from jobs where id = ${jobId}::uuid`),
    );
    if (row?.status !== 'running' && row?.status !== 'queued') break;
  }
  await stop();
  const used = process.cpuUsage();
  const peakRssMB = (process.resourceUsage().maxRSS * 1024) / 1e6;
  console.log(JSON.stringify({ latencies, cpuSeconds: (used.user + used.system) / 1e6, peakRssMB }));
  await handle.close();
}

// Statements sent to PostgreSQL by this process (every pool query and transaction goes through
// Client.query), counted to report statements per placed order.
// BENCH_STATEMENTS=1 also prints them by kind (first 70 characters of the text).
let statements = 0;
const byText = process.env.BENCH_STATEMENTS ? new Map<string, number>() : null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  if (byText) {
    const q = args[0] as string | { text?: string };
    const text = (typeof q === 'string' ? q : (q?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 70);
    byText.set(text, (byText.get(text) ?? 0) + 1);
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-batch-bench-')),
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
});
if (helperOf) {
  await runHelper(helperOf);
  process.exit(0);
}
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await runSeed(handle.db, config);
const { db } = handle;
const deps = { db, config, clock: () => new Date() };

const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
if (!customer) throw new Error('demo customer missing');
const [ground] = await db
  .select({ id: channelServices.id })
  .from(channelServices)
  .innerJoin(channels, eq(channels.id, channelServices.channelId))
  .where(and(eq(channels.carrierCode, 'sandbox'), eq(channelServices.code, 'ground')));
if (!ground) throw new Error('demo sandbox ground service missing');
// No injected latency or failures: what is measured is our own code and the database.
await db
  .update(channels)
  .set({ settings: { failureRate: 0, latencyMs: 0, seed: 'bench' } })
  .where(eq(channels.carrierCode, 'sandbox'));

// Enough money for every label (a ground label of this form costs well under 100.00 USD).
const run = Date.now().toString(36);
await postTransaction(db, {
  userId: customer.id,
  type: 'recharge',
  legs: operations.recharge('USD', BigInt(ORDERS) * 100_00n),
  idempotencyKey: `bench-batch-${run}`,
});

// A customer who places 10,000 labels at once is an established one: on the avoid-high-risk list, so the
// risk rules still run for every order (their facts are read) but none is sent to order review.
await db.execute(
  sql`insert into risk_exemptions (user_id, note) values (${customer.id}::uuid, 'batch bench') on conflict do nothing`,
);

const form = orderInputSchema.parse({ ...FORM, serviceId: ground.id });

// The drafts, through saveDraft (not timed as part of the batch).
const draftsStarted = performance.now();
const orderIds: string[] = new Array(ORDERS);
let nextDraft = 0;
await Promise.all(
  Array.from({ length: DRAFT_CLIENTS }, async () => {
    while (nextDraft < ORDERS) {
      const i = nextDraft++;
      const saved = await saveDraft({
        ...deps,
        userId: customer.id,
        actorId: customer.id,
        input: { ...form, orderNo: `B${run}-${i}` },
      });
      orderIds[i] = saved.id;
    }
  }),
);
const draftSeconds = (performance.now() - draftsStarted) / 1000;

global.gc?.();
const rssBefore = process.memoryUsage().rss;
const cpu = process.cpuUsage();
// PostgreSQL's side: CPU of every backend of this database (helpers' included) over the batch.
const dbCpu = handle.kind === 'pg' ? await cpuMeter(handle.pool) : null;
const statementsBefore = statements;
byText?.clear();
const started = performance.now();
const { jobId } = await startBatchPlace({
  ...deps,
  callerId: customer.id,
  orderIds,
  serviceId: null,
  scope: 'customer',
  locale: 'en-US',
});
const enqueueMs = performance.now() - started;
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200);
const helpers = Array.from({ length: HELPERS }, () => {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BATCH_HELPER_OF_JOB: jobId },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  return new Promise<{ latencies: number[]; cpuSeconds: number; peakRssMB: number }>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`helper ${code}`)),
    ),
  );
});
await runJobsOnce(deps);
const helped = await Promise.all(helpers);
const seconds = (performance.now() - started) / 1000;
const ownLatencies = latencies.length;
for (const h of helped) latencies.push(...h.latencies);
clearInterval(sampler);
const used = process.cpuUsage(cpu);
const dbCpuMs = dbCpu ? (await dbCpu()).dbCpuMs : null;
const batchStatements = statements - statementsBefore;
if (byText)
  console.error(
    [...byText]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([text, n]) => `${(n / ORDERS).toFixed(2)}  ${text}`)
      .join('\n'),
  );

const [job] = await rowsOf<{ status: string; done: number; failed: number }>(
  db.execute(sql`select status, done, failed from jobs where id = ${jobId}`),
);
const [counts] = await rowsOf<{ placed: number; other: number }>(
  db.execute(sql`select count(*) filter (where status = 8)::int as placed,
    count(*) filter (where status <> 8)::int as other
    from orders where order_no like ${`B${run}-%`} and user_id = ${customer.id}`),
);
const failures = await rowsOf<{ error_code: string; n: number }>(
  db.execute(sql`select error_code, count(*)::int as n from job_items
    where job_id = ${jobId} and status = 2 group by error_code`),
);
const check = await reconcile(db);
latencies.sort((a, b) => a - b);
const ms = (v: number) => Math.round(v * 100) / 100;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
console.log(
  JSON.stringify(
    {
      benchmark: 'batch-place',
      driver: handle.kind === 'pg' ? 'postgresql' : 'pglite',
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      orders: ORDERS,
      draftsSeconds: Number(draftSeconds.toFixed(1)),
      enqueueMs: Math.round(enqueueMs),
      totalSeconds: Number(seconds.toFixed(1)),
      ordersPerSecond: Math.round(ORDERS / seconds),
      helperProcesses: HELPERS,
      cpuSeconds: Number(((used.user + used.system) / 1e6).toFixed(1)),
      cpuMsPerOrder: Number(((used.user + used.system) / 1e3 / ORDERS).toFixed(2)),
      postgresCpuMsPerOrder: dbCpuMs === null ? null : Number((dbCpuMs / ORDERS).toFixed(2)),
      statementsPerOrder: handle.kind === 'pg' ? Number((batchStatements / ORDERS).toFixed(1)) : null,
      helperCpuSeconds: helped.map((h) => Number(h.cpuSeconds.toFixed(1))),
      helperPeakRssMB: helped.map((h) => Math.round(h.peakRssMB)),
      ordersByOwnerProcess: ownLatencies,
      perOrderMs: {
        p50: ms(percentile(latencies, 50)),
        p95: ms(percentile(latencies, 95)),
        n: latencies.length,
      },
      rssBeforeMB: mb(rssBefore),
      peakRssMB: mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024)),
      job,
      failures,
      ordersPlaced: counts?.placed,
      ordersNotPlaced: counts?.other,
      reconciled: check.accounts.length === 0 && check.transactions.length === 0,
      targets: { totalSeconds: 45, peakRssMB: 1024 },
    },
    null,
    2,
  ),
);
await handle.close();
