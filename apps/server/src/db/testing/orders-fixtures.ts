import { randomUUID } from 'node:crypto';
import { orderInputSchema } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { OrderInsert, OrderRow } from '../../modules/orders/orders.repository.ts';
import { orders } from '../../modules/orders/orders.table.ts';
import type { Database } from '../client.ts';
import { call, login, seedUser } from './fixtures.ts';
import { createSandboxChannel } from './rates-fixtures.ts';
import type { TestApp } from './test-app.ts';

export const SENDER = {
  personName: 'Ann Lee',
  company: 'Acme',
  phone: '213-555-0100',
  addressLine1: '100 MAIN ST',
  city: 'LOS ANGELES',
  stateCode: 'CA',
  zipCode: '90001',
};
export const RECIPIENT = {
  personName: 'Bob Stone',
  phone: '212-555-0199',
  addressLine1: '350 FIFTH AVE',
  city: 'NEW YORK',
  stateCode: 'NY',
  zipCode: '10118',
};

/** A valid domestic order form (what the web app posts), with overrides. */
export const orderForm = (overrides: Record<string, unknown> = {}) => ({
  from: SENDER,
  to: RECIPIENT,
  parcels: [{ weight: 2, length: 10, width: 8, height: 6 }],
  ...overrides,
});

export interface OrdersWorld {
  adminToken: string;
  /** A customer with the ground service allotted, and a second one (the tenant boundary). */
  ann: { id: string; email: string; token: string };
  bob: { id: string; email: string; token: string };
  channelId: string;
  ground: string;
  /** A service of the channel allotted to nobody. */
  overnight: string;
}

export async function ordersWorld(t: TestApp): Promise<OrdersWorld> {
  const admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  const adminToken = await login(t.app, admin.email);
  const customer = async () => {
    const user = await seedUser(t.db, { roles: ['Customer'] });
    return { id: user.id, email: user.email, token: await login(t.app, user.email) };
  };
  const ann = await customer();
  const bob = await customer();
  const channel = await createSandboxChannel(t.app, adminToken, `Orders ${randomUUID().slice(0, 6)}`);
  const ground = channel.services[0]!.id;
  for (const user of [ann, bob])
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: adminToken,
      body: { userId: user.id, serviceIds: [ground] },
    });
  return { adminToken, ann, bob, channelId: channel.id, ground, overnight: channel.services[2]!.id };
}

/**
 * An order row written straight to the table, in any status (placed, delivered...), for states this
 * slice cannot reach through its own routes.
 */
export async function insertOrderRow(
  db: Database,
  values: Partial<OrderInsert> & { userId: string },
): Promise<OrderRow> {
  const form = orderInputSchema.parse(orderForm());
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `T${randomUUID().slice(0, 12)}`,
      fromAddress: form.from,
      toAddress: form.to,
      toName: form.to.personName.toLowerCase(),
      parcels: form.parcels,
      customs: form.customs,
      options: form.options,
      ...values,
    })
    .returning();
  return row!;
}

export async function orderRow(db: Database, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}
