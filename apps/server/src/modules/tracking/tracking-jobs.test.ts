import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../db/testing/test-app.ts';
import { orderEvents, orders, trackingEvents } from '../orders/orders.table.ts';
import { IN_TRANSIT_MINUTES, insertPlacedOrder, sandboxNumber } from './tracking-fixtures.ts';
import { refreshStaleTracking, TRACKING_JOBS } from './tracking-jobs.ts';

let t: TestApp;
let userId: string;
let groundId: string;

beforeAll(async () => {
  t = await createTestApp({}, createTestClock(new Date('2026-07-06T10:00:00Z')));
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  userId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  const channel = await createSandboxChannel(t.app, admin, 'Sandbox Job', {
    settings: { failureRate: 0, latencyMs: 0 },
  });
  groundId = channel.services.find((s) => s.code === 'ground')!.id;
});

const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });
const minutesAgo = (m: number) => new Date(t.clock.now().getTime() - m * 60_000);
const place = (extra: { status?: number; trackedAt?: Date; serviceId?: string } = {}) =>
  insertPlacedOrder(t.db, {
    userId,
    serviceId: extra.serviceId ?? groundId,
    trackingNumbers: [sandboxNumber(t.clock.now())],
    status: extra.status,
    trackedAt: extra.trackedAt,
    at: t.clock.now(),
  });
const rowsOf = (ids: string[]) => t.db.select().from(orders).where(inArray(orders.id, ids));

describe('tracking refresh job', () => {
  it('refreshes stale placed orders in batches, skips fresh and finished ones, and survives a carrier failure', async () => {
    const never = await place();
    const legacy = await place({ status: 1 });
    const broken = await place({ serviceId: randomUUID() });
    const delivered = await place({ status: 3 });
    t.clock.advanceMinutes(IN_TRANSIT_MINUTES);
    // Older than TRACKING_REFRESH_SECONDS (300 s by default) is stale; a minute old is fresh.
    const stale = await place({ trackedAt: minutesAgo(10) });
    const fresh = await place({ trackedAt: minutesAgo(1) });

    const result = await refreshStaleTracking(deps(), 2);
    expect(result).toMatchObject({ refreshed: 3, delivered: 0, failures: 1 });
    expect(result?.failed).toEqual([
      { orderId: broken.id, error: expect.stringContaining('rating.carrier_missing') },
    ]);
    const byId = new Map(
      (await rowsOf([never, legacy, stale, fresh, delivered].map((o) => o.id))).map((o) => [o.id, o]),
    );
    for (const o of [never, legacy])
      expect(byId.get(o.id)).toMatchObject({ trackedAt: t.clock.now(), logisticsStatus: 2 });
    // Placed just now, the stale one is only "information received".
    expect(byId.get(stale.id)).toMatchObject({ trackedAt: t.clock.now(), logisticsStatus: 1 });
    expect(byId.get(fresh.id)).toMatchObject({ trackedAt: minutesAgo(1), logisticsStatus: 0 });
    expect(byId.get(delivered.id)).toMatchObject({ trackedAt: null, logisticsStatus: 0 });
    // The failed order was claimed: it waits one interval before the carrier is asked again.
    expect(await refreshStaleTracking(deps(), 2)).toBeNull();
  });

  it('shares the work between instances running at once: every order refreshed once, delivered once', async () => {
    for (let i = 0; i < 5; i++) await place();
    t.clock.advanceMinutes(72 * 60);
    const runs = await Promise.all([refreshStaleTracking(deps(), 2), refreshStaleTracking(deps(), 3)]);
    const sum = (key: 'refreshed' | 'delivered' | 'failures') =>
      runs.reduce((n, r) => n + (r?.[key] ?? 0), 0);
    // Nine trackable orders (four from the first test, five new ones) and the one whose carrier fails.
    expect(sum('refreshed')).toBe(9);
    expect(sum('delivered')).toBe(9);
    expect(sum('failures')).toBe(1);
    const timeline = await t.db.select().from(orderEvents).where(eq(orderEvents.kind, 'delivered'));
    expect(timeline).toHaveLength(9);
    expect(new Set(timeline.map((e) => e.orderId)).size).toBe(9);
    const events = await t.db.select().from(trackingEvents);
    // Each parcel's step (picked up and at the facility are both in transit) stored once.
    expect(new Set(events.map((e) => `${e.trackingNumber}|${e.description}`)).size).toBe(events.length);
  });

  it('runs every minute and reads its staleness from TRACKING_REFRESH_SECONDS (60-86400, default 300)', () => {
    expect(TRACKING_JOBS.map((j) => [j.name, j.intervalMs])).toEqual([['tracking-refresh', 60_000]]);
    expect(loadConfig({}).trackingRefreshSeconds).toBe(300);
    expect(loadConfig({ TRACKING_REFRESH_SECONDS: '900' }).trackingRefreshSeconds).toBe(900);
    expect(() => loadConfig({ TRACKING_REFRESH_SECONDS: '30' })).toThrow(ConfigError);
  });
});
