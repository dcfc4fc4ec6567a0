import { createHash, randomUUID } from 'node:crypto';
import type { CarrierAdapter, CarrierContext, LabelInput } from './carrier-adapter.ts';
import { CarrierError } from './carrier-adapter.ts';
import { jsonLabel } from './json-label.ts';
import { rememberedLabel, rememberLabel } from './label-memory.ts';
import { sandboxEventsAt, trackingHoursPerStep } from './sandbox-tracking.ts';
import { parseTrackingNumber } from './tracking-number.ts';

/** Base and per-pound prices (cents) of the sandbox's services at zone 1; zones add 12 % each. */
const SERVICES: Record<string, { base: bigint; perLb: bigint; transit: [number, number] }> = {
  ground: { base: 850n, perLb: 95n, transit: [1, 5] },
  two_day: { base: 1450n, perLb: 180n, transit: [2, 2] },
  overnight: { base: 2800n, perLb: 320n, transit: [1, 1] },
  international: { base: 3500n, perLb: 450n, transit: [5, 10] },
};

const PREFIX = 'SBX';
const HOUR = 3_600_000;

interface SandboxSettings {
  failureRate: number;
  latencyMs: number;
  seed: string;
}

/** Settings of the channel with safe bounds: failure rate 0-1, latency 0-5000 ms. */
export function sandboxSettings(settings: Record<string, unknown>): SandboxSettings {
  const num = (v: unknown, min: number, max: number) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : min;
  return {
    failureRate: num(settings.failureRate, 0, 1),
    latencyMs: num(settings.latencyMs, 0, 5000),
    seed: typeof settings.seed === 'string' ? settings.seed : 'sandbox',
  };
}

/** A number in [0, 1) fixed by the seed and the key: the same request always fails or always succeeds. */
export function seededUnit(seed: string, key: string): number {
  return createHash('sha256').update(`${seed}|${key}`).digest().readUInt32BE(0) / 2 ** 32;
}

const sleep = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

async function behave(ctx: CarrierContext, key: string): Promise<void> {
  const s = sandboxSettings(ctx.settings);
  await sleep(s.latencyMs);
  if (s.failureRate > 0 && seededUnit(s.seed, key) < s.failureRate)
    throw new CarrierError('carrier.unavailable');
}

/** Cents for one parcel: (base + perLb x whole pounds) x (100 + 12 x (zone - 1)) %. Grows with weight and zone. */
export function sandboxParcelPrice(serviceCode: string, zone: number, billableLb: number): bigint | null {
  const service = SERVICES[serviceCode];
  if (!service) return null;
  const pounds = BigInt(Math.max(1, Math.ceil(billableLb - 1e-9)));
  const zoneFactor = 100n + 12n * BigInt(Math.max(0, zone - 1));
  return ((service.base + service.perLb * pounds) * zoneFactor + 99n) / 100n;
}

function price(serviceCode: string, zone: number, parcels: LabelInput['parcels']) {
  let total = 0n;
  for (const parcel of parcels) {
    const one = sandboxParcelPrice(serviceCode, zone, parcel.billableLb);
    if (one === null) return null;
    total += one;
  }
  return total;
}

/**
 * Behaves like a major parcel carrier without a network: several services, zones 1-8 (9 international),
 * deterministic prices, seeded failures and configurable latency, tracking that advances with the clock
 * at the channel's `trackingHoursPerStep` (sandbox-tracking.ts).
 */
export const sandboxAdapter: CarrierAdapter = {
  code: 'sandbox',
  name: { 'en-US': 'Sandbox Express', 'zh-CN': '沙箱快递' },
  defaultServices: [
    { code: 'ground', name: 'Sandbox Ground', transitDaysMin: 1, transitDaysMax: 5 },
    { code: 'two_day', name: 'Sandbox 2-Day', transitDaysMin: 2, transitDaysMax: 2 },
    { code: 'overnight', name: 'Sandbox Overnight', transitDaysMin: 1, transitDaysMax: 1 },
  ],

  async rate(ctx, input) {
    const key = `rate|${input.serviceCode}|${input.zone}|${input.parcels.map((p) => p.billableLb).join(',')}`;
    try {
      await behave(ctx, key);
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
    const total = price(input.serviceCode, input.zone, input.parcels);
    return total === null ? { ok: false, code: 'carrier.unknown_service' } : { ok: true, baseMinor: total };
  },

  async createLabel(ctx, input) {
    // Idempotent per reference: a repeat gets the label already made, without waiting or failing again.
    const known = await rememberedLabel(ctx, input.reference);
    if (known) return known;
    await behave(ctx, `label|${input.reference}`);
    const costMinor = price(input.serviceCode, input.zone, input.parcels);
    if (costMinor === null) throw new CarrierError('carrier.unknown_service');
    return rememberLabel(ctx, input.reference, jsonLabel('sandbox', PREFIX, ctx.now, input, costMinor));
  },

  findLabel: (ctx, { reference }) => rememberedLabel(ctx, reference),

  // A return label is a normal label of the swapped addresses; its content says it is a return.
  createReturnLabel: (ctx, input) => sandboxAdapter.createLabel(ctx, input),

  async void(ctx, { trackingNumber }) {
    const created = parseTrackingNumber(PREFIX, trackingNumber);
    if (!created) return { voided: false, code: 'carrier.unknown_tracking' };
    // Like real carriers: a label can be voided until the parcel is scanned (6 hours here).
    if (ctx.now.getTime() - created.getTime() >= 6 * HOUR)
      return { voided: false, code: 'carrier.already_scanned' };
    return { voided: true };
  },

  async track(ctx, { trackingNumber }) {
    const created = parseTrackingNumber(PREFIX, trackingNumber);
    if (!created) return { trackingNumber, status: 0, events: [] };
    const events = sandboxEventsAt(trackingNumber, created, ctx.now, trackingHoursPerStep(ctx.settings));
    return { trackingNumber, status: events.at(-1)?.status ?? 0, events };
  },

  async manifest(_ctx, { trackingNumbers }) {
    const valid = trackingNumbers.filter((n) => parseTrackingNumber(PREFIX, n));
    return { manifestId: `SBXM-${randomUUID()}`, count: valid.length };
  },

  async validateAddress(_ctx, { zipCode, countryCode }) {
    return { valid: countryCode !== 'US' || /^\d{5}(-\d{4})?$/.test(zipCode) };
  },
};

export const SANDBOX_SERVICE_CODES = Object.keys(SERVICES);
