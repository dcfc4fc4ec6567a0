import { formatMinor } from '@shiplabel/shared';
import type {
  CarrierAddress,
  CustomsLine,
  LabelFormat,
  RateOutcome,
  ShipmentDetails,
} from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';

/** Shippo's Address (AddressCreateRequest of public-api.yaml). */
export function shippoAddress(a: CarrierAddress): Record<string, unknown> {
  return {
    name: a.name,
    ...(a.company ? { company: a.company } : {}),
    street1: a.street1,
    ...(a.street2 ? { street2: a.street2 } : {}),
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    is_residential: a.residential,
  };
}

/** Weights as decimal strings in pounds (three places), sides in inches: Shippo's parcel takes strings. */
const lbText = (lb: number) => (Math.ceil(lb * 1000 - 1e-6) / 1000).toFixed(3);

export function shippoParcel(p: ShipmentDetails['parcels'][number]): Record<string, unknown> {
  const [length, width, height] = p.sidesIn;
  return {
    length: String(length),
    width: String(width),
    height: String(height),
    distance_unit: 'in',
    weight: lbText(Math.max(p.actualLb, 0.001)),
    mass_unit: 'lb',
  };
}

/** An inline customs declaration (CustomsDeclarationCreateRequest with CustomsItemCreateRequest items). */
export function shippoCustoms(lines: readonly CustomsLine[], signer: string): Record<string, unknown> {
  return {
    certify: true,
    certify_signer: signer,
    contents_type: 'MERCHANDISE',
    non_delivery_option: 'RETURN',
    eel_pfc: 'NOEEI_30_37_a',
    items: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      net_weight: lbText(l.weightLb),
      mass_unit: 'lb',
      value_amount: formatMinor(l.valueMinor),
      value_currency: l.currency,
      origin_country: l.originCountry,
      ...(l.hsCode ? { tariff_number: l.hsCode } : {}),
    })),
  };
}

const SIGNATURE: Record<ShipmentDetails['signature'], string | null> = {
  none: null,
  standard: 'STANDARD',
  adult: 'ADULT',
};

/** POST /shipments body: every parcel of the shipment in one (Shippo rates and labels multi-piece). */
export function shippoShipmentBody(shipment: ShipmentDetails, metadata?: string): Record<string, unknown> {
  const signature = SIGNATURE[shipment.signature];
  const extra: Record<string, unknown> = {
    ...(signature ? { signature_confirmation: signature } : {}),
    ...(shipment.orderNo ? { reference_1: shipment.orderNo.slice(0, 50) } : {}),
    ...(shipment.isReturn ? { is_return: true } : {}),
  };
  // A return keeps the outbound addresses and Shippo swaps them itself (docs.goshippo.com/docs/shipments/
  // returns: "do not swap the addresses yourself"); ours arrive swapped, so they are swapped back.
  const [from, to] = shipment.isReturn ? [shipment.to, shipment.from] : [shipment.from, shipment.to];
  return {
    address_from: shippoAddress(from),
    address_to: shippoAddress(to),
    parcels: shipment.parcels.map(shippoParcel),
    shipment_date: `${shipment.shipDate}T12:00:00Z`,
    ...(shipment.customs?.length
      ? { customs_declaration: shippoCustoms(shipment.customs, shipment.from.name) }
      : {}),
    ...(Object.keys(extra).length ? { extra } : {}),
    ...(metadata ? { metadata } : {}),
    async: false,
  };
}

/** label_file_type per format (LabelFileTypeEnum); PNG holds one parcel only, so several go as PDF. */
export function shippoLabelFileType(format: LabelFormat): string {
  return { pdf_4x6: 'PDF_4x6', pdf_letter: 'PDF', pdf_a4: 'PDF_A4', png: 'PNG', zpl: 'ZPLII' }[format];
}

export interface ShippoRate {
  object_id: string;
  amount: string;
  currency?: string;
  provider?: string;
  servicelevel?: { token?: string; name?: string };
}

export interface ShippoMessage {
  source?: string;
  code?: string;
  text?: string;
}

export interface ShippoShipment {
  object_id: string;
  status?: string;
  rates?: ShippoRate[];
  messages?: ShippoMessage[];
}

/** The cheapest rate of the service token (one service can come from several carrier accounts). */
export function findShippoRate(shipment: ShippoShipment, token: string): ShippoRate | undefined {
  let best: { rate: ShippoRate; minor: bigint } | undefined;
  for (const rate of shipment.rates ?? []) {
    if (rate.servicelevel?.token !== token) continue;
    const minor = carrierAmountMinor(rate.amount, 'half-up');
    if (minor !== null && (!best || minor < best.minor)) best = { rate, minor };
  }
  return best?.rate;
}

/** The rate of the service token in minor units, or why there is none. */
export function shippoRateOutcome(shipment: ShippoShipment, token: string, currency = 'USD'): RateOutcome {
  const rate = findShippoRate(shipment, token);
  if (!rate || (rate.currency && rate.currency !== currency))
    return { ok: false, code: 'carrier.service_unavailable' };
  const minor = carrierAmountMinor(rate.amount, 'half-up');
  if (minor === null || minor <= 0n) return { ok: false, code: 'carrier.bad_response' };
  return { ok: true, baseMinor: minor };
}

/** Our stable code for Shippo's words (transaction messages, `detail`, field errors). */
export function shippoTextCode(text: string): string {
  const t = text.toLowerCase();
  if (/token|unauthori[sz]ed|authentication|credentials/.test(t)) return 'carrier.auth_failed';
  if (/suspend|insufficient|billing|payment/.test(t)) return 'carrier.account_suspended';
  if (/undeliverable|not deliverable|cannot be delivered/.test(t)) return 'carrier.address_undeliverable';
  if (/address|zip|postal|street|city/.test(t)) return 'carrier.address_invalid';
  if (/customs/.test(t)) return 'carrier.customs_required';
  if (/weight/.test(t) && /exceed|limit|over|max/.test(t)) return 'carrier.weight_over_limit';
  if (/(dimension|length|girth|size)/.test(t) && /exceed|limit|over|max/.test(t))
    return 'carrier.dimensions_over_limit';
  if (/timeout|did not respond/.test(t)) return 'carrier.timeout';
  return 'carrier.rejected';
}

/** Shippo's error body as text: {"detail": ...}, {"field": ["message"]} or messages[]. */
export function shippoErrorText(body: unknown, raw: string): string {
  if (!body || typeof body !== 'object') return raw.slice(0, 500);
  const b = body as Record<string, unknown>;
  if (typeof b.detail === 'string') return b.detail;
  if (Array.isArray(b.messages))
    return (b.messages as ShippoMessage[])
      .map((m) => [m.source, m.text].filter(Boolean).join(': '))
      .join(' | ');
  return Object.entries(b)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)
    .join('; ');
}

/** A CarrierError for a Shippo error answer (status first: 401, 429, 5xx), the raw text kept. */
export function shippoError(status: number, raw: string): CarrierError {
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    body = null;
  }
  const text = shippoErrorText(body, raw);
  if (status === 401 || status === 403) return new CarrierError('carrier.auth_failed', text);
  if (status === 429) return new CarrierError('carrier.rate_limited', text);
  if (status >= 500) return new CarrierError('carrier.unreachable', text);
  if (status === 404) return new CarrierError('carrier.label_not_found', text);
  return new CarrierError(shippoTextCode(text), text);
}
