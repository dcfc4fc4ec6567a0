import type { LabelFormat, RateOutcome } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';
import type { RemoteLabelFile } from '../easypost/label-files.ts';
import { type ShipengineError, shipengineErrors } from './shipengine.errors.ts';
import { shipengineLabelFormat } from './shipengine.mappers.ts';

/** Pure readers of ShipEngine answers: rates (POST /v1/rates), labels (POST /v1/labels), voids. */

interface Money {
  currency?: string;
  amount?: number | string;
}

export interface ShipengineRate {
  rate_id?: string;
  carrier_id?: string;
  service_code?: string;
  shipping_amount?: Money | null;
  insurance_amount?: Money | null;
  confirmation_amount?: Money | null;
  other_amount?: Money | null;
  tax_amount?: Money | null;
  error_messages?: string[];
}

export interface ShipengineRatesAnswer {
  rate_response?: {
    rates?: ShipengineRate[];
    invalid_rates?: ShipengineRate[];
    status?: string;
    errors?: ShipengineError[];
  };
}

/**
 * An amount in minor units of `currency`. ShipEngine sends JSON numbers (115.51, 0.0): their shortest
 * decimal text ("115.51") is read digit by digit, never multiplied as a float. A missing amount is 0;
 * another currency, a negative or unreadable amount is a bad answer.
 */
export function moneyMinor(money: Money | null | undefined, currency: string): bigint {
  if (money === null || money === undefined || money.amount === undefined) return 0n;
  const minor = carrierAmountMinor(money.amount, 'half-up');
  if (minor === null)
    throw new CarrierError('carrier.bad_response', `unreadable amount ${String(money.amount)}`);
  if (minor > 0n && money.currency && money.currency.toUpperCase() !== currency.toUpperCase())
    throw new CarrierError('carrier.bad_response', `amount in ${money.currency}, expected ${currency}`);
  return minor;
}

/** What a rate costs: shipping + insurance + confirmation + other charges (+ tax when calculated). */
export const rateTotalMinor = (rate: ShipengineRate, currency: string): bigint =>
  [rate.shipping_amount, rate.insurance_amount, rate.confirmation_amount, rate.other_amount, rate.tax_amount]
    .map((m) => moneyMinor(m, currency))
    .reduce((a, b) => a + b, 0n);

/** The rate of `serviceCode` (the cheapest when several carrier accounts offer it). */
export function findRate(answer: ShipengineRatesAnswer, serviceCode: string, currency: string) {
  const rates = (answer.rate_response?.rates ?? []).filter((r) => r.service_code === serviceCode);
  const priced = rates.map((rate) => ({ rate, totalMinor: rateTotalMinor(rate, currency) }));
  priced.sort((a, b) => (a.totalMinor < b.totalMinor ? -1 : a.totalMinor > b.totalMinor ? 1 : 0));
  return priced[0] ?? null;
}

/** The rate answer as our outcome: the service's total, or why there is none (our stable code). */
export function rateOutcome(
  answer: ShipengineRatesAnswer,
  serviceCode: string,
  currency: string,
): RateOutcome {
  const found = findRate(answer, serviceCode, currency);
  if (found) return { ok: true, baseMinor: found.totalMinor };
  const errors = answer.rate_response?.errors ?? [];
  if (errors.length > 0)
    return { ok: false, code: shipengineErrors(errors, 'carrier.service_unavailable').code };
  return { ok: false, code: 'carrier.service_unavailable' };
}

export interface ShipengineLabel {
  label_id?: string;
  status?: string;
  shipment_id?: string;
  external_shipment_id?: string | null;
  tracking_number?: string | null;
  carrier_code?: string;
  carrier_id?: string;
  service_code?: string;
  is_return_label?: boolean;
  voided?: boolean;
  shipment_cost?: Money | null;
  insurance_cost?: Money | null;
  label_download?: { href?: string; pdf?: string; png?: string; zpl?: string } | null;
  packages?: { tracking_number?: string | null }[] | null;
}

export interface BoughtLabel {
  labelId: string;
  trackingNumbers: string[];
  costMinor: bigint;
  carrierCode?: string;
  file: RemoteLabelFile;
}

/**
 * A bought label: its id (our carrierRef), one tracking number per package when ShipEngine gives them
 * (multi-package) else the shipment's, the cost (shipment + insurance) and the file of the format asked
 * for. Multi-package labels come as one consolidated PDF or ZPL file (no PNG: the caller asks for PDF).
 */
export function boughtLabel(
  label: ShipengineLabel,
  format: LabelFormat,
  currency = label.shipment_cost?.currency ?? 'USD',
): BoughtLabel {
  if (label.status !== 'completed' || label.voided)
    throw new CarrierError(
      label.status === 'error' ? 'carrier.rejected' : 'carrier.bad_response',
      `label ${label.label_id ?? '?'} is ${label.voided ? 'voided' : (label.status ?? 'without status')}`,
    );
  if (!label.label_id) throw new CarrierError('carrier.bad_response', 'label without label_id');
  const perPackage = (label.packages ?? []).map((p) => p.tracking_number?.trim() ?? '');
  const trackingNumbers =
    perPackage.length > 0 && perPackage.every(Boolean)
      ? [...new Set(perPackage)]
      : label.tracking_number
        ? [label.tracking_number]
        : [];
  if (trackingNumbers.length === 0)
    throw new CarrierError('carrier.bad_response', 'label without tracking number');
  const kind = shipengineLabelFormat(format).label_format as RemoteLabelFile['format'];
  const url = label.label_download?.[kind] ?? label.label_download?.href;
  if (!url) throw new CarrierError('carrier.bad_response', 'label without a download URL');
  return {
    labelId: label.label_id,
    trackingNumbers,
    costMinor: moneyMinor(label.shipment_cost, currency) + moneyMinor(label.insurance_cost, currency),
    ...(label.carrier_code ? { carrierCode: label.carrier_code } : {}),
    file: { url, format: kind },
  };
}

export interface ShipengineVoid {
  approved?: boolean;
  message?: string;
  reason_code?: string;
}

/** PUT /v1/labels/{id}/void: approved, or refused with ShipEngine's message (already voided counts as done). */
export function voidOutcome(answer: ShipengineVoid): { voided: boolean; code?: string; message?: string } {
  if (answer.approved === true || answer.reason_code === 'label_already_voided') return { voided: true };
  return {
    voided: false,
    code: 'carrier.void_refused',
    ...(answer.message ? { message: answer.message } : {}),
  };
}
