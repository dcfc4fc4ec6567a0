import { billableWeight, DEFAULT_ESTIMATION_RULE, rateParcelSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { type CarrierAdapter, type CarrierContext, LABEL_FORMATS, type RateCard } from './carrier-adapter.ts';
import { inMemoryCarrierMemory } from './carrier-memory.ts';
import { decryptCredentials, encryptCredentials } from './credentials.ts';
import { CARRIER_ADAPTERS, carrierKnowsService } from './registry.ts';
import { sandboxAdapter, seededUnit } from './sandbox.adapter.ts';
import { sandboxHasException } from './sandbox-tracking.ts';

const card: RateCard = {
  zones: [1, 2, 3, 4, 5, 6, 7, 8],
  weightsLb: [1, 2, 5, 10, 70],
  prices: [1, 2, 5, 10, 70].map((w) => Array.from({ length: 8 }, (_, z) => BigInt(500 + w * 40 + z * 25))),
};
const weights = (lb: number) => [
  billableWeight(rateParcelSchema.parse({ weight: lb }), DEFAULT_ESTIMATION_RULE),
];
const T0 = new Date('2026-11-20T12:00:00Z');
const ctx = (over: Partial<CarrierContext> = {}): CarrierContext => ({
  channelId: 'c',
  settings: {},
  credentials: {},
  rateCard: card,
  now: T0,
  ...over,
});
const HOUR = 3_600_000;

/**
 * One contract every built-in adapter passes (DESIGN section 7). Real carriers (adapters declaring
 * settingsFields) price and label over HTTP: they pass the declaration contract below here and the same
 * behaviours against a fake carrier server in their own folder (<carrier>/<carrier>.adapter.test.ts).
 */
const BUILT_IN = Object.values(CARRIER_ADAPTERS).filter((a) => !a.settingsFields);
const REAL = Object.values(CARRIER_ADAPTERS).filter((a) => a.settingsFields);

describe.each(BUILT_IN)('carrier adapter contract: $code', (adapter: CarrierAdapter) => {
  const service = adapter.defaultServices[0]!.code;
  const request = (lb: number, zone = 5) => ({
    serviceCode: service,
    zone,
    direction: 'domestic' as const,
    parcels: weights(lb),
  });

  it('has a bilingual name and at least one default service', () => {
    expect(adapter.name['en-US']).toBeTruthy();
    expect(adapter.name['zh-CN']).toBeTruthy();
    expect(adapter.defaultServices.length).toBeGreaterThan(0);
  });

  it('rates deterministically, positive, and never cheaper for more weight or a farther zone', async () => {
    const a = await adapter.rate(ctx(), request(3));
    const b = await adapter.rate(ctx(), request(3));
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.code);
    expect(a.baseMinor).toBeGreaterThan(0n);
    let previous = 0n;
    for (const lb of [0.5, 1, 1.5, 2, 4, 9, 10, 40, 70]) {
      const r = await adapter.rate(ctx(), request(lb));
      if (!r.ok) throw new Error(r.code);
      expect(r.baseMinor).toBeGreaterThanOrEqual(previous);
      previous = r.baseMinor;
    }
    const near = await adapter.rate(ctx(), request(5, 1));
    const far = await adapter.rate(ctx(), request(5, 8));
    if (!near.ok || !far.ok) throw new Error('unrated');
    expect(far.baseMinor).toBeGreaterThan(near.baseMinor);
  });

  it('refuses an unknown service with a reason code instead of throwing', async () => {
    const r = await adapter.rate(ctx({ rateCard: null }), {
      ...request(3),
      serviceCode: 'no-such-service',
    });
    expect(r.ok).toBe(false);
  });

  it('creates a label whose tracking number tracks, voids, and manifests', async () => {
    const label = await adapter.createLabel(ctx(), {
      serviceCode: service,
      zone: 4,
      fromZip: '90001',
      toZip: '10001',
      parcels: [...weights(2), ...weights(3)],
      reference: 'ORDER-1',
    });
    expect(label.trackingNumbers).toHaveLength(2);
    expect(new Set(label.trackingNumbers).size).toBe(2);
    expect(label.costMinor).toBeGreaterThan(0n);
    expect(label.label.format === 'json' && label.label.content).toMatchObject({
      toZip: '10001',
      reference: 'ORDER-1',
    });
    const number = label.trackingNumbers[0]!;
    const tracked = await adapter.track(ctx(), { trackingNumber: number });
    expect(tracked.status).toBe(1);
    expect(tracked.events[0]).toMatchObject({ status: 1, time: T0.toISOString() });
    expect((await adapter.track(ctx(), { trackingNumber: 'BOGUS123456' })).status).toBe(0);
    expect(await adapter.void(ctx(), { trackingNumber: number })).toEqual({ voided: true });
    expect((await adapter.void(ctx(), { trackingNumber: 'BOGUS123456' })).voided).toBe(false);
    const manifest = await adapter.manifest?.(ctx(), {
      trackingNumbers: [...label.trackingNumbers, 'BOGUS'],
    });
    expect(manifest?.count).toBe(2);
  });

  it('creates one label per reference, like an idempotency key, and finds it again', async () => {
    const memory = inMemoryCarrierMemory();
    const input = {
      serviceCode: service,
      zone: 3,
      fromZip: '90001',
      toZip: '10001',
      parcels: weights(2),
      reference: 'place:key-1',
    };
    const first = await adapter.createLabel(ctx({ memory }), input);
    const again = await adapter.createLabel(ctx({ memory, now: new Date(T0.getTime() + HOUR) }), input);
    expect(again).toEqual(first);
    const [x, y] = await Promise.all([
      adapter.createLabel(ctx({ memory }), { ...input, reference: 'place:key-2' }),
      adapter.createLabel(ctx({ memory }), { ...input, reference: 'place:key-2' }),
    ]);
    expect(x).toEqual(y);
    expect(x.trackingNumbers).not.toEqual(first.trackingNumbers);
    expect(adapter.findLabel).toBeDefined();
    expect(await adapter.findLabel?.(ctx({ memory }), { reference: 'place:key-1' })).toEqual(first);
    expect(await adapter.findLabel?.(ctx({ memory }), { reference: 'place:never' })).toBeNull();
  });
});

describe.each(REAL)('real carrier declaration contract: $code', (adapter: CarrierAdapter) => {
  it('declares a bilingual name, known default services, its form fields and label formats', () => {
    expect(adapter.name['en-US']).toBeTruthy();
    expect(adapter.name['zh-CN']).toBeTruthy();
    expect(adapter.defaultServices.length).toBeGreaterThan(0);
    for (const service of adapter.defaultServices)
      expect(carrierKnowsService(adapter.code, service.code), service.code).toBe(true);
    const fields = adapter.settingsFields ?? [];
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
    expect(fields.some((f) => f.kind === 'secret')).toBe(true);
    for (const field of fields) {
      expect(field.label['en-US'], field.key).toBeTruthy();
      expect(field.label['zh-CN'], field.key).toBeTruthy();
    }
    for (const format of adapter.labelFormats ?? []) expect(LABEL_FORMATS).toContain(format);
    expect(adapter.testConnection).toBeDefined();
    expect(adapter.findLabel).toBeDefined();
  });

  it('refuses an unknown service with a reason code, without calling the carrier', async () => {
    const r = await adapter.rate(ctx({ rateCard: null }), {
      serviceCode: 'no-such-service',
      zone: 5,
      direction: 'domestic',
      parcels: weights(3),
    });
    expect(r.ok).toBe(false);
  });
});

describe('sandbox carrier behaviour', () => {
  it('advances tracking with the clock (4 hours a step by default, each 75-125 %): in transit after 6 h, delivered by 25 h', async () => {
    const label = await sandboxAdapter.createLabel(ctx(), {
      serviceCode: 'ground',
      zone: 2,
      fromZip: '90001',
      toZip: '90210',
      parcels: weights(1),
      reference: 'R',
    });
    const number = label.trackingNumbers[0]!;
    const at = (ms: number) =>
      sandboxAdapter.track(ctx({ now: new Date(T0.getTime() + ms) }), { trackingNumber: number });
    expect((await at(6 * HOUR)).status).toBe(2);
    // At most 5 steps (with an exception) of at most 5 hours each.
    const delivered = await at(25 * HOUR + 1);
    expect(delivered.status).toBe(6);
    // An exception (one parcel in ten, by its number) adds a step: sandbox-tracking.test.ts.
    expect(delivered.events.map((e) => e.status)).toEqual(
      sandboxHasException(number) ? [1, 2, 2, 7, 4, 6] : [1, 2, 2, 4, 6],
    );
    expect(
      (await sandboxAdapter.void(ctx({ now: new Date(T0.getTime() + 7 * HOUR) }), { trackingNumber: number }))
        .voided,
    ).toBe(false);
  });

  it('fails the same requests every time at the configured failure rate, and waits the latency', async () => {
    const settings = { failureRate: 0.5, seed: 'test' };
    let failures = 0;
    for (let lb = 1; lb <= 200; lb++) {
      const r = await sandboxAdapter.rate(ctx({ settings }), {
        serviceCode: 'ground',
        zone: 3,
        direction: 'domestic',
        parcels: weights(lb),
      });
      const again = await sandboxAdapter.rate(ctx({ settings }), {
        serviceCode: 'ground',
        zone: 3,
        direction: 'domestic',
        parcels: weights(lb),
      });
      expect(again).toEqual(r);
      if (!r.ok) failures++;
    }
    expect(failures).toBeGreaterThan(60);
    expect(failures).toBeLessThan(140);
    expect(seededUnit('a', 'b')).toBe(seededUnit('a', 'b'));
    const started = Date.now();
    await sandboxAdapter.rate(ctx({ settings: { latencyMs: 60 } }), {
      serviceCode: 'ground',
      zone: 3,
      direction: 'domestic',
      parcels: weights(1),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('remembers nothing for a label that failed, so recovery finds none', async () => {
    const memory = inMemoryCarrierMemory();
    const input = {
      serviceCode: 'ground',
      zone: 3,
      fromZip: '90001',
      toZip: '10001',
      parcels: weights(1),
      reference: 'place:fails',
    };
    await expect(
      sandboxAdapter.createLabel(ctx({ memory, settings: { failureRate: 1 } }), input),
    ).rejects.toThrow('carrier.unavailable');
    expect(await sandboxAdapter.findLabel?.(ctx({ memory }), { reference: 'place:fails' })).toBeNull();
  });
});

describe('channel credentials at rest', () => {
  it('round-trip through AES-256-GCM and refuse tampering', () => {
    const key = Buffer.alloc(32, 7);
    const blob = encryptCredentials(key, { apiKey: 'secret-123' });
    expect(blob).not.toContain('secret-123');
    expect(decryptCredentials(key, blob)).toEqual({ apiKey: 'secret-123' });
    const raw = Buffer.from(blob, 'base64');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 1;
    expect(() => decryptCredentials(key, raw.toString('base64'))).toThrow();
    expect(() => decryptCredentials(Buffer.alloc(32, 8), blob)).toThrow();
  });
});
