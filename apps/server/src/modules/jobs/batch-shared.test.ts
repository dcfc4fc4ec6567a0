import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../ledger/reconciliation.ts';
import { orders } from '../orders/orders.table.ts';
import { jobItems } from './jobs.table.ts';
import {
  adminUrl,
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
 * Two real server processes on one PostgreSQL database share the work of one label batch: one claims
 * the job, the other's idle worker joins it, and each claims pages of its items (SKIP LOCKED) until none
 * is left. Every order is placed exactly once. PGlite is one process's database: PostgreSQL only.
 */
const ORDERS = 60;
const servers = serverProcesses('batchshared');

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!adminUrl)(
    'share the work of one label batch, each order placed once',
    {
      timeout: 240_000,
    },
    async () => {
      await servers.fresh();
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await servers.start(portA);
      const b = await servers.start(portB);
      const ca = client(portA);
      const cb = client(portB);
      const world = await batchWorld(ca, { count: ORDERS, latencyMs: 400 });
      const before = await ca.usd(world.customer);

      const started = await ca.api('POST', '/app/order/label/batchCreate', world.customer, {
        orderIds: world.orderIds,
        serviceId: world.ground,
      });
      expect(started.code).toBe(200);
      const jobId = started.data.jobId as string;
      // Progress reads the same from either server.
      const view = await waitForJob(cb, world.customer, jobId, (v) => v.status === 'done', 180_000);
      expect(view).toMatchObject({ total: ORDERS, done: ORDERS, failed: 0 });
      const after = await ca.usd(world.customer);
      for (const child of [a, b]) child.kill('SIGTERM');
      await Promise.all([a, b].map(stopped));

      const handle = await servers.open();
      try {
        const db = handle.db;
        const items = await db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
        const byPid = new Map<string, number>();
        for (const item of items) {
          const pid = pidOfWorker(item.lockedBy)!;
          byPid.set(pid, (byPid.get(pid) ?? 0) + 1);
        }
        // Both processes placed orders of this one batch.
        expect([...byPid.keys()].sort()).toEqual([String(a.pid), String(b.pid)].sort());
        for (const n of byPid.values()) expect(n).toBeGreaterThan(0);

        const rows = await db.select().from(orders).where(inArray(orders.id, world.orderIds));
        expect(rows.map((o) => o.status)).toEqual(rows.map(() => 8));
        const money = await moneyOfOrders(db, world.orderIds);
        let spent = 0n;
        for (const order of rows) {
          expect(money.get(order.id)).toEqual({ tx: { reserve: 1, capture: 1 }, holds: { captured: 1 } });
          spent += order.rateMinor! + order.depositMinor;
        }
        const minor = (amount: string) => BigInt(amount.replace('.', ''));
        expect(after.held).toBe(before.held);
        expect(minor(before.available) - minor(after.available)).toBe(spent);
        expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
      } finally {
        await handle.close();
      }
    },
  );
});
