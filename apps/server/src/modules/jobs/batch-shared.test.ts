import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { workerDatabaseName } from '../../db/testing/test-db.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { orders } from '../orders/orders.table.ts';
import { jobItems } from './jobs.table.ts';
import {
  adminUrl,
  batchWorld,
  client,
  dropDatabase,
  freePort,
  freshDatabase,
  killAll,
  moneyOfOrders,
  type ServerSetup,
  serverDatabaseUrl,
  startServer,
  stopped,
  waitForJob,
} from './server-process.fixtures.ts';

/**
 * Two real server processes on one PostgreSQL database share the work of one label batch: one claims
 * the job, the other's idle worker joins it, and each claims pages of its items (SKIP LOCKED) until none
 * is left. Every order is placed exactly once. PGlite is one process's database: PostgreSQL only.
 */
const ORDERS = 60;
const setup: ServerSetup = {
  dataDir: mkdtempSync(join(tmpdir(), 'shiplabel-batch-shared-')),
  database: `${workerDatabaseName()}_batchshared_${process.pid}`,
};
const children: ChildProcess[] = [];
const pidOf = (workerId: string | null) => workerId?.split(':').at(-2);

afterAll(async () => {
  await killAll(children);
  await dropDatabase(setup.database);
});

describe('two server processes on one PostgreSQL database', () => {
  it.skipIf(!adminUrl)(
    'share the work of one label batch, each order placed once',
    {
      timeout: 240_000,
    },
    async () => {
      await freshDatabase(setup.database);
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startServer(setup, portA, children);
      const b = await startServer(setup, portB, children);
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

      const handle = await openDatabase({ databaseUrl: serverDatabaseUrl(setup), dataDir: setup.dataDir });
      try {
        const db = handle.db;
        const items = await db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
        const byPid = new Map<string, number>();
        for (const item of items) {
          const pid = pidOf(item.lockedBy)!;
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
