import { randomBytes } from 'node:crypto';
import { ORDER_STATUS, type OrderInput } from '@shiplabel/shared';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { call } from '../../../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../../db/testing/test-app.ts';
import type { AppDeps } from '../../../../lib/deps.ts';
import { carrierApiLogs } from '../../../api-log/api-log.table.ts';
import { flushApiLog } from '../../../api-log/api-log.writer.ts';
import type { OrderRow } from '../../../orders/orders.repository.ts';
import { orders } from '../../../orders/orders.table.ts';
import { buyLabel, labelRequestOf } from '../../../orders/placement.carrier.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  usd,
} from '../../../orders/placement.fixtures.ts';
import { recoverPlacements } from '../../../orders/placement-recovery.ts';
import { carrierForService } from '../../../pricing/for-orders.ts';
import { searchableReference } from '../../lost-label.ts';

/**
 * One world for the carriers' placement-recovery tests (ups, fedex, usps, yunexpress, fourpx, shipengine
 * .recovery.test.ts): an app with a funded customer and a channel of the carrier behind its fake server
 * (reviewOrders: placing holds the money without asking the carrier, as a crash before the answer leaves
 * it), orders stuck in placement, and the two outcomes the recovery job may reach.
 */
export interface RecoveryChannel {
  carrierCode: string;
  name: string;
  /** The fake carrier's url: the channel's baseUrl. */
  baseUrl: string;
  settings?: Record<string, unknown>;
  credentials: Record<string, string>;
  /** The service code the customer is allotted. */
  serviceCode: string;
  /** What every draft of this world holds besides the standard form (e.g. an international address). */
  draft?: Partial<OrderInput>;
}

export interface RecoveryWorld {
  t: TestApp;
  deps: AppDeps;
  customer: Customer;
  serviceId: string;
  /** The channel's services as created from the carrier's defaults. */
  services: { id: string; code: string; limits: Record<string, unknown> }[];
  rowOf(id: string): Promise<OrderRow>;
  /** An order as a crash leaves it: money held, "being placed" since now; the wallet before it. */
  stuckOrder(): Promise<StuckOrder>;
  /**
   * The carrier makes the order's label and the process dies as it answers, before the adapter keeps the
   * label in the channel's carrier memory (label-memory.ts's write fails, the way a killed process never
   * makes it; what an adapter writes before calling the carrier is written).
   */
  buyThenCrash(order: OrderRow): Promise<void>;
  /** The carrier API log of an order (flushed first): request types in order. */
  apiLog(orderId: string): Promise<{ requestType: string; success: boolean }[]>;
}

type Wallet = Awaited<ReturnType<typeof usd>>;
export interface StuckOrder {
  order: OrderRow;
  before: Wallet;
}

export async function recoveryWorld(channel: RecoveryChannel): Promise<RecoveryWorld> {
  const t = await createTestApp({ secretsKey: randomBytes(32), orderRecoveryGraceSeconds: 120 });
  const deps: AppDeps = { db: t.db, config: t.config, clock: t.clock.now };
  const admin = await adminToken(t);
  const customer = await fundedCustomer(t, 1_000_00n);
  const created = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: channel.carrierCode,
      name: channel.name,
      mode: 'test',
      settings: { ...channel.settings, baseUrl: channel.baseUrl, reviewOrders: true },
      credentials: channel.credentials,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const services = created.body.data.services as RecoveryWorld['services'];
  const serviceId = services.find((s) => s.code === channel.serviceCode)!.id;
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: [serviceId] },
  });
  expect(allot.status).toBe(200);

  const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  return {
    t,
    deps,
    customer,
    serviceId,
    services,
    rowOf,
    async stuckOrder() {
      const before = await usd(t.db, customer.id);
      const id = await draft(t, customer.id, channel.draft);
      const res = await place(t, customer.token, { orderId: id, serviceId });
      expect(res.body.data?.status, JSON.stringify(res.body)).toBe(18);
      await t.db
        .update(orders)
        .set({ status: ORDER_STATUS.placing, placingStartedAt: t.clock.now(), reservationId: null })
        .where(eq(orders.id, id));
      return { order: await rowOf(id), before };
    },
    async buyThenCrash(order) {
      const carrier = await carrierForService({
        ...deps,
        serviceId: order.serviceId!,
        log: { orderId: order.id },
      });
      const memory = carrier.context.memory!;
      const killed = new Error('killed before the label was kept');
      const context = {
        ...carrier.context,
        memory: {
          get: memory.get,
          putIfAbsent: (key: string, value: Record<string, unknown>) =>
            key.startsWith('label:') ? Promise.reject(killed) : memory.putIfAbsent(key, value),
        },
      };
      const input = labelRequestOf(deps, order, carrier);
      await expect(carrier.adapter.createLabel(context, input)).rejects.toBe(killed);
    },
    async apiLog(orderId) {
      await flushApiLog(t.db);
      return t.db
        .select({ requestType: carrierApiLogs.requestType, success: carrierApiLogs.success })
        .from(carrierApiLogs)
        .where(eq(carrierApiLogs.orderId, orderId))
        .orderBy(asc(carrierApiLogs.createdAt));
    },
  };
}

/**
 * Past the grace period, two recovery runs at once: the order is placed and charged exactly once with the
 * label the carrier made (its tracking numbers and shipment id as given).
 */
export async function expectRecoveredOnce(
  w: RecoveryWorld,
  { order, before }: StuckOrder,
  label: { trackingNumbers: string[]; carrierRef: string },
) {
  w.t.clock.advanceMinutes(3);
  const runs = await Promise.all([recoverPlacements(w.deps), recoverPlacements(w.deps)]);
  expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
  const after = await w.rowOf(order.id);
  expect(after.status).toBe(8);
  expect(after.trackingNumbers).toEqual(label.trackingNumbers);
  expect(after.carrierRef).toBe(label.carrierRef);
  const wallet = await usd(w.t.db, w.customer.id);
  expect(wallet.held).toBe(before.held);
  expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
  await expectLedgerHealthy(w.t.db);
  return after;
}

/**
 * The carrier answered, the adapter kept the label in the channel's memory, then the process died: the
 * recovery job finds it there and charges once, after exactly one purchase at the carrier (whose shipment
 * number is also the tracking number: UPS, FedEx).
 */
export async function expectKeptLabelRecovered(
  w: RecoveryWorld,
  carrier: { purchases(): number; numberOf(order: OrderRow): string },
) {
  const stuck = await w.stuckOrder();
  const before = carrier.purchases();
  const bought = await buyLabel(w.deps, stuck.order);
  expect(bought.ok).toBe(true);
  const number = carrier.numberOf(stuck.order);
  await expectRecoveredOnce(w, stuck, { trackingNumbers: [number], carrierRef: number });
  expect(carrier.purchases() - before).toBe(1);
}

/** Past the grace period, a recovery run fails the order (interrupted) and gives all its money back. */
export async function expectFailedAndReleased(w: RecoveryWorld, { order, before }: StuckOrder) {
  w.t.clock.advanceMinutes(3);
  expect(await recoverPlacements(w.deps)).toMatchObject({ failed: 1 });
  expect(await w.rowOf(order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
  expect(await usd(w.t.db, w.customer.id)).toEqual(before);
  await expectLedgerHealthy(w.t.db);
}

/**
 * The carrier made the order's label and the process died before it was kept (buyThenCrash): recovery
 * finds it by our searchable reference, voids it once, fails the order and releases the money, and the
 * API log shows the purchase, the lookup and the void; a later run has nothing left to do.
 */
export async function expectLostLabelVoidedOnce(
  w: RecoveryWorld,
  carrier: { numberOf(searchable: string): string | undefined; voidsOf(trackingNumber: string): number },
) {
  const stuck = await w.stuckOrder();
  await w.buyThenCrash(stuck.order);
  const searchable = searchableReference(stuck.order.placementKey!);
  const number = carrier.numberOf(searchable);
  expect(number, 'the purchase carried our reference').toBeDefined();
  await expectFailedAndReleased(w, stuck);
  expect(carrier.voidsOf(number!)).toBe(1);
  const log = (await w.apiLog(stuck.order.id)).map((r) => r.requestType);
  expect(log).toEqual(expect.arrayContaining(['createLabel', 'findLabel', 'void']));
  w.t.clock.advanceMinutes(3);
  expect(await recoverPlacements(w.deps)).toBeNull();
  expect(carrier.voidsOf(number!)).toBe(1);
  return { searchable, number: number! };
}
