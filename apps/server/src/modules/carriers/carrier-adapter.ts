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
  /** The channel's environment: a real carrier calls its sandbox in 'test', its live API in 'production'. */
  mode?: CarrierMode;
  /** HTTP to the carrier (timeouts, safe retries, 429 back-off, the channel's rate limit). Real carriers only. */
  http?: CarrierHttp;
  /** OAuth tokens shared by every instance through the database, refreshed before expiry. */
  tokens?: CarrierTokens;
}

export type CarrierMode = 'test' | 'production';

/** One HTTP call to a carrier. `body` is sent as JSON, `form` as application/x-www-form-urlencoded. */
export interface CarrierHttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  /**
   * Whether repeating the call cannot make a second label or charge: reads, rates, token requests, and
   * purchases sent with the carrier's idempotency key. Only such calls are retried after a timeout or a
   * dropped connection; every call is retried after a 429 (the carrier did nothing).
   */
  safeToRetry: boolean;
  /** The API-log operation name (rate, createLabel, void, track, token, ...). */
  operation: string;
  timeoutMs?: number;
}

export interface CarrierHttpResponse {
  status: number;
  headers: Record<string, string>;
  /** The raw body; `json()` parses it (throws CarrierError 'carrier.bad_response' when it is not JSON). */
  text: string;
  bytes: Buffer;
  json<T = unknown>(): T;
}

export interface CarrierHttp {
  /** Answers every status the carrier sends (4xx/5xx included) once retries are spent; throws CarrierError
   * 'carrier.unreachable' or 'carrier.timeout' when no answer came. */
  request(request: CarrierHttpRequest): Promise<CarrierHttpResponse>;
}

export interface CarrierTokens {
  /**
   * The cached token under `key` (namespaced by channel by the implementation) while it has more than a
   * minute left; otherwise calls `fetch` once across instances and stores what it returns.
   */
  get(key: string, fetch: () => Promise<{ token: string; expiresInSeconds: number }>): Promise<string>;
  /** Forgets the token (the carrier answered 401 with it). */
  drop(key: string): Promise<void>;
}

/** A postal address as carriers need it for a label (rating may have only country, ZIP and state). */
export interface CarrierAddress {
  name: string;
  company?: string;
  phone?: string;
  email?: string;
  street1: string;
  street2?: string;
  city: string;
  /** State or province code (US: two letters). */
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  residential: boolean;
}

/** One line of a customs declaration (international shipments). */
export interface CustomsLine {
  description: string;
  quantity: number;
  /** Value of the whole line in minor units of `currency`. */
  valueMinor: bigint;
  currency: string;
  weightLb: number;
  hsCode?: string;
  originCountry: string;
}

/** Label formats a channel or order may ask for (spec: PDF 4x6/letter/A4, PNG, ZPL 203 dpi). */
export const LABEL_FORMATS = ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** What real carriers need besides zone and weights: addresses, parcels, values and customs. */
export interface ShipmentDetails {
  from: CarrierAddress;
  to: CarrierAddress;
  /** Each physical parcel (rows already expanded), weights and sides as billed. */
  parcels: readonly ParcelWeights[];
  /** Declared value of each parcel in minor units (USD). */
  declaredMinor: readonly bigint[];
  currency: string;
  signature: 'none' | 'standard' | 'adult';
  customs?: readonly CustomsLine[];
  /** Day the parcel is handed over (YYYY-MM-DD). */
  shipDate: string;
  /** The order number, printed as the reference where the carrier allows it. */
  orderNo?: string;
  /** A return label: the carrier's return service or flag is used; from/to are already swapped. */
  isReturn?: boolean;
}

/** A field of a carrier's channel form (credentials and settings), declared by the adapter. */
export interface CarrierSettingField {
  key: string;
  label: Localized;
  /** Secrets are write-only: encrypted at rest, never returned by any API, never logged. */
  kind: 'secret' | 'text' | 'select';
  required: boolean;
  options?: readonly { value: string; label: Localized }[];
  help?: Localized;
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
  /** Addresses (street and name may be empty when rating), values and customs: real carriers rate on these. */
  shipment?: ShipmentDetails;
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
  shipment?: ShipmentDetails;
  /** The format asked for (order, else channel, else 'pdf_4x6'); a carrier without it answers its nearest. */
  labelFormat?: LabelFormat;
}

/** A label the carrier made: its own file (base64) or, for built-in carriers, content we render. */
export type CarrierLabel =
  | { format: 'json'; content: Record<string, unknown> }
  | { format: 'pdf' | 'png' | 'zpl'; base64: string; paper?: LabelFormat };

export interface LabelResult {
  trackingNumbers: string[];
  label: CarrierLabel;
  costMinor: bigint;
  /** The carrier's own id of the shipment or transaction (EasyPost shp_, Shippo transaction, UPS
   * shipment number), kept on the order: void, refund and recovery need it. */
  carrierRef?: string;
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
  defaultServices: {
    code: string;
    name: string;
    transitDaysMin: number;
    transitDaysMax: number;
    /** International only (default: the code 'international'); the service's weight limit (default 150). */
    international?: boolean;
    maxWeightLb?: number;
    /** Whether it carries domestic shipments (default true) and batteries (default false). */
    domestic?: boolean;
    batteryAllowed?: boolean;
  }[];
  rate(ctx: CarrierContext, input: RateInput): Promise<RateOutcome>;
  /** Idempotent per `input.reference`, like a real carrier's idempotency key: a repeat returns the same label. */
  createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult>;
  /** The label created earlier for `reference`, or null when none was (placement recovery asks this). */
  findLabel?(ctx: CarrierContext, input: { reference: string }): Promise<LabelResult | null>;
  void(
    ctx: CarrierContext,
    input: { trackingNumber: string; carrierRef?: string },
  ): Promise<{ voided: boolean; code?: string }>;
  track(ctx: CarrierContext, input: { trackingNumber: string }): Promise<TrackResult>;
  manifest?(
    ctx: CarrierContext,
    input: { trackingNumbers: string[] },
  ): Promise<{ manifestId: string; count: number }>;
  validateAddress?(
    ctx: CarrierContext,
    input: { zipCode: string; countryCode: string },
  ): Promise<{ valid: boolean }>;
  /** The channel form's fields (credentials, account numbers, options); absent for built-in carriers. */
  settingsFields?: readonly CarrierSettingField[];
  /**
   * The carrier's published request limit for one account (calls per second); CarrierHttp spaces the
   * channel's calls to stay under it. Absent: no limit of ours.
   */
  ratePerSecond?: number;
  /** Label formats the carrier can make; absent: built-in rendering (all of LABEL_FORMATS). */
  labelFormats?: readonly LabelFormat[];
  /** Checks the credentials against the carrier (a token request or a cheap read). */
  testConnection?(
    ctx: CarrierContext,
  ): Promise<{ ok: true } | { ok: false; code: string; carrierMessage?: string }>;
  /** A return label for a placed order's shipment (from/to swapped by the caller; isReturn set). */
  createReturnLabel?(ctx: CarrierContext, input: LabelInput): Promise<LabelResult>;
}

/**
 * A carrier's own failure: rating refused or the call failed. `code` is one of our stable codes
 * (carrier.address_undeliverable, carrier.weight_over_limit, carrier.account_suspended, carrier.auth_failed,
 * carrier.timeout, carrier.unreachable, carrier.rate_limited, carrier.bad_response, carrier.rejected ...),
 * translated in both languages; `carrierMessage` keeps the carrier's raw text for the API log only.
 */
export class CarrierError extends Error {
  constructor(
    readonly code: string,
    readonly carrierMessage?: string,
    readonly carrierCode?: string,
  ) {
    super(code);
    this.name = 'CarrierError';
  }
}

/**
 * A Test connection answer from one authenticated call (a token request or a cheap read): ok when it
 * succeeds, the carrier's failure as our code plus its own words when it fails; anything else propagates.
 */
export async function connectionCheck(
  attempt: () => Promise<unknown>,
): Promise<{ ok: true } | { ok: false; code: string; carrierMessage?: string }> {
  try {
    await attempt();
    return { ok: true };
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    return {
      ok: false,
      code: error.code,
      ...(error.carrierMessage && { carrierMessage: error.carrierMessage }),
    };
  }
}
