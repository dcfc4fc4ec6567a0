import { ORDER_STATUS, operations, orderInputSchema } from '@shiplabel/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { openDatabase, rowsOf } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { flushApiLog } from '../api-log/api-log.writer.ts';
import { channelServices, channels } from '../channels/channels.table.ts';
import { DEMO_CUSTOMER_EMAIL } from '../channels/rates.seed.ts';
import '../jobs/handlers.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { startBatchPlace } from '../orders/batch-place.usecases.ts';
import { saveDraft } from '../orders/drafts.usecases.ts';
import { FORM } from '../orders/order-form.fixtures.ts';
import { users } from '../users/users.table.ts';

/**
 * Test only: an embedded database under `config.dataDir` as a business would have it: the demo data
 * (migrated and seeded as `npm start` does) plus `orders` labels placed through the batch placement (drafts
 * saved, the batch job run), paid from a recharge. Closed afterwards; returns how many orders were placed.
 */
export async function fillEmbeddedDatabase(config: Config, orders: number): Promise<number> {
  const handle = await openDatabase({ dataDir: config.dataDir });
  try {
    await prepareDatabase(handle, { ...config, demoData: true });
    const { db } = handle;
    const deps = { db, config, clock: () => new Date() };
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL));
    const [ground] = await db
      .select({ id: channelServices.id })
      .from(channelServices)
      .innerJoin(channels, eq(channels.id, channelServices.channelId))
      .where(and(eq(channels.carrierCode, 'sandbox'), eq(channelServices.code, 'ground')));
    if (!customer || !ground) throw new Error('demo customer or sandbox ground service missing');
    await db
      .update(channels)
      .set({ settings: { failureRate: 0, latencyMs: 0, seed: 'copy-test' } })
      .where(eq(channels.carrierCode, 'sandbox'));
    await postTransaction(db, {
      userId: customer.id,
      type: 'recharge',
      legs: operations.recharge('USD', BigInt(orders) * 100_00n),
      idempotencyKey: `copy-test-${Date.now()}`,
    });
    await db.execute(
      sql`insert into risk_exemptions (user_id, note) values (${customer.id}::uuid, 'copy test') on conflict do nothing`,
    );
    const form = orderInputSchema.parse({ ...FORM, serviceId: ground.id });
    const orderIds: string[] = [];
    for (let i = 0; i < orders; i++) {
      const saved = await saveDraft({
        ...deps,
        userId: customer.id,
        actorId: customer.id,
        input: { ...form, orderNo: `COPY-${i}` },
      });
      orderIds.push(saved.id);
    }
    await startBatchPlace({
      ...deps,
      callerId: customer.id,
      orderIds,
      serviceId: null,
      scope: 'customer',
      locale: 'en-US',
    });
    await runJobsOnce(deps);
    const [placed] = await rowsOf<{ n: number }>(
      db.execute(
        sql`select count(*)::int as n from orders where order_no like 'COPY-%' and status = ${ORDER_STATUS.placed}`,
      ),
    );
    // Carrier API log rows are written behind the placements: all in before the database closes.
    await flushApiLog(db);
    return Number(placed?.n ?? 0);
  } finally {
    await handle.close();
  }
}
