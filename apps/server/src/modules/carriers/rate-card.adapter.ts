import { randomUUID } from 'node:crypto';
import { OWN_TRACKING_TEXT } from '../tracking/tracking-text.ts';
import type { CarrierAdapter, RateCard } from './carrier-adapter.ts';
import { CarrierError } from './carrier-adapter.ts';
import { jsonLabel } from './json-label.ts';
import { rememberedLabel, rememberLabel } from './label-memory.ts';
import { parseTrackingNumber } from './tracking-number.ts';

const PREFIX = 'RC';

/** Price of one parcel: the first weight row at or above its billable weight, in its zone's column. */
export function cardPrice(
  card: RateCard,
  zone: number,
  billableLb: number,
): { ok: true; minor: bigint } | { ok: false; code: string; params?: Record<string, number> } {
  const column = card.zones.indexOf(zone);
  if (column < 0) return { ok: false, code: 'rating.zone_not_served', params: { zone } };
  const row = card.weightsLb.findIndex((w) => w >= billableLb - 1e-9);
  if (row < 0)
    return { ok: false, code: 'rating.over_card_weight', params: { max: card.weightsLb.at(-1) ?? 0 } };
  const minor = card.prices[row]?.[column];
  if (minor === null || minor === undefined)
    return { ok: false, code: 'rating.zone_not_served', params: { zone } };
  return { ok: true, minor };
}

/**
 * Prices from the uploaded rate card of the service; own tracking numbers. Tracking events are entered or
 * scanned by staff (orders issue), so until then a label shows "information received".
 */
export const rateCardAdapter: CarrierAdapter = {
  code: 'ratecard',
  name: { 'en-US': 'Rate card', 'zh-CN': '价格表渠道' },
  defaultServices: [{ code: 'standard', name: 'Standard', transitDaysMin: 2, transitDaysMax: 6 }],

  async rate(ctx, input) {
    if (!ctx.rateCard) return { ok: false, code: 'rating.no_rate_card' };
    let total = 0n;
    for (const parcel of input.parcels) {
      const one = cardPrice(ctx.rateCard, input.zone, parcel.billableLb);
      if (!one.ok) return one;
      total += one.minor;
    }
    return { ok: true, baseMinor: total };
  },

  async createLabel(ctx, input) {
    const known = await rememberedLabel(ctx, input.reference);
    if (known) return known;
    const rated = await rateCardAdapter.rate(ctx, { ...input, direction: 'domestic' });
    if (!rated.ok) throw new CarrierError(rated.code);
    return rememberLabel(
      ctx,
      input.reference,
      jsonLabel('ratecard', PREFIX, ctx.now, input, rated.baseMinor),
    );
  },

  findLabel: (ctx, { reference }) => rememberedLabel(ctx, reference),

  // A return label is a normal label of the swapped addresses; its content says it is a return.
  createReturnLabel: (ctx, input) => rateCardAdapter.createLabel(ctx, input),

  async void(_ctx, { trackingNumber }) {
    return parseTrackingNumber(PREFIX, trackingNumber)
      ? { voided: true }
      : { voided: false, code: 'carrier.unknown_tracking' };
  },

  async track(_ctx, { trackingNumber }) {
    const created = parseTrackingNumber(PREFIX, trackingNumber);
    if (!created) return { trackingNumber, status: 0, events: [] };
    return {
      trackingNumber,
      status: 1,
      events: [
        {
          time: created.toISOString(),
          status: 1,
          description: OWN_TRACKING_TEXT.labelCreated,
        },
      ],
    };
  },

  async manifest(_ctx, { trackingNumbers }) {
    const valid = trackingNumbers.filter((n) => parseTrackingNumber(PREFIX, n));
    return { manifestId: `RCM-${randomUUID()}`, count: valid.length };
  },
};
