import type { Localized, ParcelWeights, ShipmentDirection } from '@shiplabel/shared';

/** A rate card as the rate-card carrier reads it (weights ascending, prices per weight row and zone). */
export interface RateCard {
  zones: number[];
  weightsLb: number[];
  prices: (bigint | null)[][];
}

/** What an adapter gets besides the request: the channel's settings, credentials and data. */
export interface CarrierContext {
  channelId: string;
  settings: Record<string, unknown>;
  credentials: Record<string, string>;
  /** The service's rate card (rate-card carrier). */
  rateCard: RateCard | null;
  now: Date;
  /**
   * What the carrier remembers on its side between calls (built-in carriers keep it in `carrier_memory`):
   * the label made for a `reference`, so a retried or recovered placement gets that label, never a second.
   * Absent where no label is bought (rating).
   */
  memory?: CarrierMemory;
  /** Whose call it is, for the carrier API log (api-log module): the order when the caller has one. */
  log?: ApiLogSubject;
}

/** What the carrier API log records about the caller besides the call itself. */
export interface ApiLogSubject {
  orderId?: string;
  orderNo?: string;
  userId?: string;
}

/** A key-value store of one channel's carrier-side state. */
export interface CarrierMemory {
  get(key: string): Promise<Record<string, unknown> | null>;
  /** Stores `value` unless the key is taken; returns what is stored under the key (first writer wins). */
  putIfAbsent(key: string, value: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export interface RateInput {
  serviceCode: string;
  zone: number;
  direction: ShipmentDirection;
  parcels: readonly ParcelWeights[];
}

export type RateOutcome =
  | { ok: true; baseMinor: bigint }
  | { ok: false; code: string; params?: Record<string, string | number> };

export interface LabelInput {
  serviceCode: string;
  zone: number;
  fromZip: string;
  toZip: string;
  parcels: readonly ParcelWeights[];
  reference: string;
}

export interface LabelResult {
  trackingNumbers: string[];
  /** Label content for the orders issue to render (the 4x6 PDF is theirs). */
  label: { format: 'json'; content: Record<string, unknown> };
  costMinor: bigint;
}

/** Parcel logistics status of spec section 4: 0 not found ... 6 delivered, 7 exception, 8 expired. */
export interface TrackEvent {
  time: string;
  status: number;
  description: string;
}

export interface TrackResult {
  trackingNumber: string;
  status: number;
  events: TrackEvent[];
}

/** DESIGN section 7: every carrier implements these; validateAddress and manifest are optional. */
export interface CarrierAdapter {
  code: string;
  name: Localized;
  /** Services a new channel of this carrier starts with. */
  defaultServices: { code: string; name: string; transitDaysMin: number; transitDaysMax: number }[];
  rate(ctx: CarrierContext, input: RateInput): Promise<RateOutcome>;
  /** Idempotent per `input.reference`, like a real carrier's idempotency key: a repeat returns the same label. */
  createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult>;
  /** The label created earlier for `reference`, or null when none was (placement recovery asks this). */
  findLabel?(ctx: CarrierContext, input: { reference: string }): Promise<LabelResult | null>;
  void(ctx: CarrierContext, input: { trackingNumber: string }): Promise<{ voided: boolean; code?: string }>;
  track(ctx: CarrierContext, input: { trackingNumber: string }): Promise<TrackResult>;
  manifest?(
    ctx: CarrierContext,
    input: { trackingNumbers: string[] },
  ): Promise<{ manifestId: string; count: number }>;
  validateAddress?(
    ctx: CarrierContext,
    input: { zipCode: string; countryCode: string },
  ): Promise<{ valid: boolean }>;
}

/** A carrier's own failure: rating refused or the call failed. */
export class CarrierError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'CarrierError';
  }
}
