import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertOrderRow, type OrdersWorld, orderRow, ordersWorld } from '../../db/testing/orders-fixtures.ts';
import { countStatements } from '../../db/testing/statements.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { findOrder } from './orders.repository.ts';
import { orderEvents } from './orders.table.ts';
import { movePlacement, moveWithEvent } from './placement.repository.ts';

// On PostgreSQL these statements are text written once per shape (db/table-rows.ts), not drizzle's
// builder: the rows they answer must be exactly drizzle's, whatever the column types.
let t: TestApp;
let w: OrdersWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
});

const now = new Date('2026-11-24T10:00:00.123Z');

describe('placement statements', () => {
  it('findOrder answers the row drizzle reads, and only the owner finds it by user', async () => {
    const order = await insertOrderRow(t.db, {
      userId: w.ann.id,
      status: 8,
      shipDate: '2026-11-25',
      rateMinor: 12_345n,
      trackingNumbers: ['1Z1', '1Z2'],
      labelCreatedAt: now,
    });
    expect(await findOrder(t.db, { id: order.id })).toEqual(await orderRow(t.db, order.id));
    expect(await findOrder(t.db, { id: order.id, userId: w.ann.id })).toEqual(order);
    expect(await findOrder(t.db, { id: order.id, userId: w.bob.id })).toBeNull();
    expect(await findOrder(t.db, { id: '00000000-0000-4000-8000-000000000000' })).toBeNull();
  });

  it('moveWithEvent moves, writes its event and answers the new row in one statement; a stale move does nothing', async () => {
    const order = await insertOrderRow(t.db, { userId: w.ann.id, status: 0, placementKey: 'place:k1' });
    const handle = await getTestDb();
    const step = await countStatements(handle, () =>
      moveWithEvent(t.db, {
        id: order.id,
        from: [0, 9],
        placementKey: 'place:k1',
        patch: {
          status: 17,
          rateMinor: 999n,
          depositMinor: 0n,
          baseInfo: null,
          trackingNumbers: ['T-1'],
          placingStartedAt: now,
          trackingNo: undefined,
        },
        now,
        event: { kind: 'transmitting', params: { previous: 0 }, actorId: w.ann.id },
      }),
    );
    expect(step.statements).toBe(1);
    // PostgreSQL runs the text written once for this shape; PGlite drizzle's own statement.
    if (handle.kind === 'pg')
      expect(step.texts[0]).toMatch(/^with moved as \(update orders set "status" = \$4/);
    const moved = step.result!;
    expect(moved).toEqual(await orderRow(t.db, order.id));
    expect(moved).toMatchObject({
      status: 17,
      rateMinor: 999n,
      trackingNumbers: ['T-1'],
      placingStartedAt: now,
      updatedAt: now,
      trackingNo: order.trackingNo,
    });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toMatchObject([
      { kind: 'transmitting', params: { previous: 0 }, actorId: w.ann.id, createdAt: now },
    ]);

    // Another attempt's key, or a status it is no longer in: nothing moves, no event.
    const later = new Date(now.getTime() + 1000);
    const stale = { id: order.id, from: [17], patch: { status: 8 }, now: later };
    expect(
      await moveWithEvent(t.db, {
        ...stale,
        placementKey: 'place:other',
        event: { kind: 'waybill_generated', actorId: null },
      }),
    ).toBeNull();
    expect(
      await moveWithEvent(t.db, {
        ...stale,
        from: [0],
        placementKey: null,
        event: { kind: 'waybill_generated', actorId: null },
      }),
    ).toBeNull();
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(1);
    expect((await orderRow(t.db, order.id)).status).toBe(17);
  });

  it('movePlacement sets only what it is given, under the placement key', async () => {
    const order = await insertOrderRow(t.db, { userId: w.ann.id, status: 17, placementKey: 'place:k2' });
    const input = { id: order.id, from: [17], placementKey: 'place:k2', now };
    const reservationId = '11111111-1111-4111-8111-111111111111';
    const moved = await movePlacement(t.db, { ...input, patch: { reservationId } });
    expect(moved).toEqual({ ...order, reservationId, updatedAt: now });
    expect(
      await movePlacement(t.db, { ...input, placementKey: 'place:k3', patch: { status: 8 } }),
    ).toBeNull();
  });
});
