import { formatMinor } from '@shiplabel/shared';
import type { CarrierAddress, CustomsLine, LabelFormat, ShipmentDetails } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/** EasyPost weighs in ounces (docs.easypost.com/docs/parcels), one decimal place. */
export const poundsToOunces = (lb: number): number => Math.max(0.1, Math.ceil(lb * 160 - 1e-6) / 10);

export function easypostAddress(a: CarrierAddress): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: a.name,
    street1: a.street1,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
    residential: a.residential,
  };
  if (a.company) out.company = a.company;
  if (a.street2) out.street2 = a.street2;
  if (a.phone) out.phone = a.phone;
  if (a.email) out.email = a.email;
  return out;
}

export function easypostParcel(p: ShipmentDetails['parcels'][number]): Record<string, unknown> {
  const [length, width, height] = p.sidesIn;
  return { length, width, height, weight: poundsToOunces(p.actualLb) };
}

/** Customs lines as EasyPost customs_items: value is the line's total value, weight the line's ounces. */
export function easypostCustoms(lines: readonly CustomsLine[], signer: string): Record<string, unknown> {
  return {
    contents_type: 'merchandise',
    customs_certify: true,
    customs_signer: signer,
    non_delivery_option: 'return',
    restriction_type: 'none',
    // Below the EEI filing threshold; the exemption citation EasyPost documents for USPS.
    eel_pfc: 'NOEEI 30.37(a)',
    customs_items: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      value: formatMinor(l.valueMinor),
      currency: l.currency,
      weight: poundsToOunces(l.weightLb),
      origin_country: l.originCountry,
      ...(l.hsCode ? { hs_tariff_number: l.hsCode } : {}),
    })),
  };
}

const LABEL_OPTIONS: Record<LabelFormat, { label_format: string; label_size?: string }> = {
  pdf_4x6: { label_format: 'PDF', label_size: '4x6' },
  pdf_letter: { label_format: 'PDF', label_size: '8.5x11' },
  // EasyPost has no A4 size for US carriers: the carrier's default PDF page.
  pdf_a4: { label_format: 'PDF' },
  png: { label_format: 'PNG', label_size: '4x6' },
  zpl: { label_format: 'ZPL', label_size: '4x6' },
};

const SIGNATURE: Record<ShipmentDetails['signature'], string> = {
  none: 'NO_SIGNATURE',
  standard: 'SIGNATURE',
  adult: 'ADULT_SIGNATURE',
};

/** The channel's "carrier accounts" setting: comma or space separated ca_ ids (empty: every account). */
export function carrierAccountIds(settings: Record<string, unknown>): string[] {
  const raw = typeof settings.carrierAccounts === 'string' ? settings.carrierAccounts : '';
  return raw
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export interface EasypostShipmentInput {
  shipment: ShipmentDetails;
  reference?: string;
  labelFormat?: LabelFormat;
  carrierAccounts: string[];
}

function shipmentOptions(input: EasypostShipmentInput): Record<string, unknown> {
  const s = input.shipment;
  return {
    ...LABEL_OPTIONS[input.labelFormat ?? 'pdf_4x6'],
    delivery_confirmation: SIGNATURE[s.signature],
    label_date: `${s.shipDate}T12:00:00Z`,
    ...(s.orderNo ? { print_custom_1: s.orderNo } : {}),
  };
}

/**
 * POST /shipments body for one parcel (docs.easypost.com/docs/shipments). Several parcels go as an Order
 * (POST /orders, one shipment per parcel, bought in one call): see easypostOrderBody.
 */
export function easypostShipmentBody(input: EasypostShipmentInput): { shipment: Record<string, unknown> } {
  const s = input.shipment;
  const parcel = s.parcels[0];
  if (!parcel) throw new CarrierError('carrier.rejected', 'a shipment needs a parcel');
  return {
    shipment: { ...commonFields(input), parcel: easypostParcel(parcel), options: shipmentOptions(input) },
  };
}

/** POST /orders body (docs.easypost.com/docs/orders): one shipment per parcel, rated and bought together. */
export function easypostOrderBody(input: EasypostShipmentInput): { order: Record<string, unknown> } {
  const options = shipmentOptions(input);
  return {
    order: {
      ...commonFields(input),
      shipments: input.shipment.parcels.map((p) => ({ parcel: easypostParcel(p), options })),
    },
  };
}

/**
 * The addresses as EasyPost takes them. A return keeps the outbound shipment's addresses and EasyPost
 * swaps them itself (docs.easypost.com/docs/shipments/returns); ours arrive already swapped, so they are
 * swapped back here, or the label would point the parcel at the customer again.
 */
function addresses(s: ShipmentDetails) {
  const [from, to] = s.isReturn ? [s.to, s.from] : [s.from, s.to];
  return { from_address: easypostAddress(from), to_address: easypostAddress(to) };
}

function commonFields(input: EasypostShipmentInput): Record<string, unknown> {
  const s = input.shipment;
  return {
    ...addresses(s),
    ...(s.customs?.length ? { customs_info: easypostCustoms(s.customs, s.from.name) } : {}),
    ...(input.reference ? { reference: input.reference } : {}),
    ...(s.isReturn ? { is_return: true } : {}),
    ...(input.carrierAccounts.length ? { carrier_accounts: input.carrierAccounts } : {}),
  };
}

/** EasyPost's error body: {"error":{"code","message","errors":[{field,message}|string|{field: text}]}}. */
export interface EasypostErrorBody {
  error?: { code?: string; message?: string; errors?: unknown[] };
}

function errorDetails(errors: unknown[] | undefined): string[] {
  return (errors ?? []).map((e) => {
    if (typeof e === 'string') return e;
    if (e && typeof e === 'object') {
      const o = e as Record<string, unknown>;
      if (typeof o.message === 'string') return `${o.field ?? ''} ${o.message}`.trim();
      return Object.entries(o)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('; ');
    }
    return '';
  });
}

/**
 * Our stable code for an EasyPost error answer (docs.easypost.com/docs/errors, guides/errors-guide):
 * status first (401 credentials, 402 no funds, 429 limit, 5xx down), then the error code and its text.
 */
export function easypostErrorCode(status: number, body: EasypostErrorBody | null): string {
  const code = body?.error?.code ?? '';
  const text = `${body?.error?.message ?? ''} ${errorDetails(body?.error?.errors).join(' ')}`.toLowerCase();
  if (status === 401 || code.startsWith('APIKEY') || code === 'UNAUTHORIZED') return 'carrier.auth_failed';
  if (status === 402 || code.startsWith('PAYMENT') || code.includes('FUNDS'))
    return 'carrier.account_suspended';
  if (status === 429 || code === 'RATE_LIMITED') return 'carrier.rate_limited';
  if (status >= 500) return 'carrier.unreachable';
  if (code.startsWith('TRACKER')) return 'carrier.tracking_not_found';
  if (/undeliverable|cannot be delivered|not deliverable/.test(text)) return 'carrier.address_undeliverable';
  if (code.startsWith('ADDRESS')) return 'carrier.address_invalid';
  if (/customs/.test(text) || code.includes('CUSTOMS')) return 'carrier.customs_required';
  if (/weight/.test(text) && /exceed|limit|over|max/.test(text)) return 'carrier.weight_over_limit';
  if (/(dimension|length|girth|size)/.test(text) && /exceed|limit|over|max/.test(text))
    return 'carrier.dimensions_over_limit';
  if (code.endsWith('NOT_FOUND') || status === 404) return 'carrier.label_not_found';
  if (code.includes('REFUND')) return 'carrier.void_refused';
  return 'carrier.rejected';
}

/** A CarrierError from an EasyPost error answer, the raw text kept for the API log. */
export function easypostError(status: number, body: EasypostErrorBody | null, raw: string): CarrierError {
  const message = body?.error?.message
    ? [body.error.message, ...errorDetails(body.error.errors)].filter(Boolean).join(' | ')
    : raw.slice(0, 500);
  return new CarrierError(easypostErrorCode(status, body), message, body?.error?.code);
}
