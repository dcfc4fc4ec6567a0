import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { adminLogin, customerLogin, type SeededUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { type FixtureOptions, insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { orders } from '../orders/orders.table.ts';

/** Test-only: a signed-in customer and two sandbox channels, for the manifest tests. */

export interface ChannelGround {
  id: string;
  ground: string;
}

export interface ManifestWorld {
  t: TestApp;
  customer: SeededUser;
  token: string;
  channelA: ChannelGround;
  channelB: ChannelGround;
}

export async function manifestWorld(name: string): Promise<ManifestWorld> {
  const t = await createTestApp();
  const { token, ...customer } = await customerLogin(t);
  const admin = await adminLogin(t);
  const channel = async (suffix: string) => {
    const made = await createSandboxChannel(t.app, admin, `${name} ${suffix} ${randomUUID()}`);
    return { id: made.id, ground: made.services.find((s) => s.code === 'ground')!.id };
  };
  return { t, customer, token, channelA: await channel('A'), channelB: await channel('B') };
}

/** A placed order of `userId` written straight to the table, on `channel`'s ground service. */
export async function placedOn(t: TestApp, userId: string, channel: ChannelGround, o: FixtureOptions = {}) {
  const order = await insertPlacedOrder(t.db, userId, o);
  const [row] = await t.db
    .update(orders)
    .set({ channelId: channel.id, serviceId: channel.ground })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
}
