import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconciliation.ts';
import { orders } from '../orders/orders.table.ts';
import { jobItems, jobs } from './jobs.table.ts';
import {
  batchWorld,
  client,
  freePort,
  moneyOfOrders,
  pidOfWorker,
  serverProcesses,
  stopped,
  waitForJob,
} from './server-process.fixtures.ts';

/**
 * A real crash in the middle of a label batch: the server (a child process) is killed with SIGKILL while
 * the batch job is part-done (some orders placed, some in flight at the carrier, the rest not started),
 * then started again. Its workers take the job over once the dead worker's lease lapses, the recovery job
 * settles the orders left in placement, and the batch ends with every order placed and charged exactly
 * once, or failed with its money released. Runs on PGlite (a data dir) and on TEST_DATABASE_URL.
 */
const ORDERS = 40;
const servers = serverProcesses('batchcrash');

describe('a server killed in the middle of a label batch', () => {
  it('finishes the batch after restart: each order placed and charged once, or failed and released', {
    timeout: 300_000,
  }, async () => {
    await servers.fresh();
    const port = await freePort();
    const first = await servers.start(port);
    const c = client(port);
    const world = await batchWorld(c, { count: ORDERS, latencyMs: 500 });
    const before = await c.usd(world.customer);

    const started = await c.api('POST', '/app/order/label/batchCreate', world.customer, {
      orderIds: world.orderIds,
      serviceId: world.ground,
    });
    expect(started.code).toBe(200);
    const jobId = started.data.jobId as string;
    const partDone = await waitForJob(c, world.customer, jobId, (v) => v.done + v.failed >= 8, 60_000);
    first.kill('SIGKILL');
    await stopped(first);
    expect(partDone.done + partDone.failed).toBeLessThan(ORDERS);

    const second = await servers.start(port);
    const token = await c.signIn('customer@example.com');
    // The dead worker's lease (30 s) lapses, the new workers resume; orders left in placement are settled
    // by the recovery job and then reported.
    const view = await waitForJob(
      c,
      token,
      jobId,
      (v) => v.status !== 'queued' && v.status !== 'running',
      200_000,
    );
    expect(view).toMatchObject({ status: 'done', total: ORDERS });
    expect(view.done + view.failed).toBe(ORDERS);
    let after = await c.usd(token);
    for (let i = 0; i < 100 && after.held !== before.held; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await c.usd(token);
    }
    second.kill('SIGTERM');
    await stopped(second);

    const handle = await servers.open();
    try {
      const db = handle.db;
      const rows = await db.select().from(orders).where(inArray(orders.id, world.orderIds));
      expect(rows).toHaveLength(ORDERS);
      const items = await db
        .select()
        .from(jobItems)
        .where(eq(jobItems.jobId, jobId))
        .orderBy(asc(jobItems.seq));
      const itemOf = new Map(items.map((i) => [i.ref, i]));
      const money = await moneyOfOrders(db, world.orderIds);
      let spent = 0n;
      for (const order of rows) {
        expect([8, 19]).toContain(order.status);
        const item = itemOf.get(order.id)!;
        const m = money.get(order.id)!;
        if (order.status === 8) {
          expect(item.status).toBe(1);
          // Charged exactly once: one hold, captured once.
          expect(m).toEqual({ tx: { reserve: 1, capture: 1 }, holds: { captured: 1 } });
          spent += order.rateMinor! + order.depositMinor;
        } else {
          expect(item.status).toBe(2);
          expect(m).toEqual({ tx: { reserve: 1, release: 1 }, holds: { released: 1 } });
        }
      }
      // Both lives of the server did part of the batch.
      const pids = new Set(items.map((i) => pidOfWorker(i.lockedBy)));
      expect(pids).toContain(String(first.pid));
      expect(pids).toContain(String(second.pid));
      const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job!.attempts).toBeGreaterThanOrEqual(2);

      const minor = (amount: string) => BigInt(amount.replace('.', ''));
      expect(after.held).toBe(before.held);
      expect(minor(before.available) - minor(after.available)).toBe(spent);
      expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
    } finally {
      await handle.close();
    }
  });
});
