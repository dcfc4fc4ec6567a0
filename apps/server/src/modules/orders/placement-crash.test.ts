import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { client, freePort, serverProcesses, stopped } from '../jobs/server-process.fixtures.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { orders } from './orders.table.ts';
import { FORM } from './placement.fixtures.ts';

/**
 * A real crash: the real server as a child process, killed with SIGKILL while the carrier call of a
 * placement is in flight (money reserved, order in 17), then started again. The recovery job must end the
 * order in 8 (charged once) or 19 (everything released), with the ledger's invariants intact.
 */
const servers = serverProcesses('crash');

describe('a server killed during placement', () => {
  it('is resolved after restart: placed and charged once, or failed and released', {
    timeout: 180_000,
  }, async () => {
    await servers.fresh();
    const port = await freePort();
    let server = await servers.start(port);
    const { api, signIn, usd } = client(port);
    const admin = await signIn('admin@example.com');
    const customer = await signIn('customer@example.com');
    const customerId = (await api('GET', '/user/info', customer)).data.id as string;
    const channel = await api('POST', '/admin/channel/create', admin, {
      carrierCode: 'sandbox',
      name: 'Slow sandbox',
      settings: { latencyMs: 3000 },
    });
    const ground = channel.data.services.find((s: { code: string }) => s.code === 'ground')!.id;
    await api('POST', '/admin/channel/allot-channel', admin, { userId: customerId, serviceIds: [ground] });
    const before = await usd(customer);
    // The demo data has orders and ledger entries of this customer too: look only at what follows.
    const since = new Date();

    // The request dies with the server; it is never answered.
    void api('POST', '/app/order/label/create', customer, { ...FORM, serviceId: ground }, 'crash-1').catch(
      () => null,
    );
    for (let i = 0; i < 200 && (await usd(customer)).held === before.held; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await usd(customer)).held).not.toBe(before.held); // reserved, carrier call in flight
    server.kill('SIGKILL');
    await stopped(server);

    server = await servers.start(port);
    const token = await signIn('customer@example.com');
    let after = await usd(token);
    for (let i = 0; i < 600 && after.held !== before.held; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await usd(token);
    }
    server.kill('SIGTERM');
    await stopped(server);

    const handle = await servers.open();
    try {
      const [order] = await handle.db.select().from(orders).where(eq(orders.serviceId, ground));
      expect([8, 19]).toContain(order!.status);
      const settlements = await rowsOf<{ type: string; n: string | number }>(
        handle.db.execute(sql`select type, count(*) as n from ledger_transactions
          where user_id = ${customerId}::uuid and created_at >= ${since.toISOString()}::timestamptz and type in ('reserve', 'capture', 'release') group by type`),
      );
      const count = Object.fromEntries(settlements.map((s) => [s.type, Number(s.n)]));
      const charged = BigInt(before.available.replace('.', '')) - BigInt(after.available.replace('.', ''));
      if (order!.status === 8) {
        expect(count).toEqual({ reserve: 1, capture: 1 });
        expect(charged).toBe(order!.rateMinor! + order!.depositMinor);
      } else {
        expect(count).toEqual({ reserve: 1, release: 1 });
        expect(order!.errorCode).toBe('placement.interrupted');
        expect(after).toEqual(before);
      }
      expect(after.held).toBe(before.held);
      expect(await reconcile(handle.db)).toEqual({ accounts: [], transactions: [] });
    } finally {
      await handle.close();
    }
  });
});
