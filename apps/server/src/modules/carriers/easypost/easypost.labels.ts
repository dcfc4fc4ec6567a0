import type { LabelFormat, RateOutcome } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';
import { normalizedCarrier, parseServiceCode } from './easypost.services.ts';

/** The parts of an EasyPost Rate we read (docs.easypost.com/docs/rates). */
export interface EasypostRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  currency?: string;
}

export interface EasypostPostageLabel {
  label_url?: string | null;
  label_pdf_url?: string | null;
  label_zpl_url?: string | null;
  label_file_type?: string | null;
}

/** The parts of a Shipment (shp_) or Order (order_) we read. */
export interface EasypostShipment {
  id: string;
  reference?: string | null;
  rates?: EasypostRate[];
  messages?: { carrier?: string; message?: string; type?: string }[];
  selected_rate?: EasypostRate | null;
  postage_label?: EasypostPostageLabel | null;
  tracking_code?: string | null;
  refund_status?: string | null;
  shipments?: EasypostShipment[];
}

/** The rate of `serviceCode` ("USPS:Priority") among the shipment's rates, or undefined. */
export function findRate(rates: readonly EasypostRate[], serviceCode: string): EasypostRate | undefined {
  const wanted = parseServiceCode(serviceCode);
  if (!wanted) return undefined;
  return rates.find(
    (r) =>
      normalizedCarrier(r.carrier) === wanted.carrier &&
      r.service.toLowerCase() === wanted.service.toLowerCase(),
  );
}

/**
 * Our rate outcome for `serviceCode` from a created shipment or order: the rate in minor units, or the
 * reason it is missing (the carrier's own rate error for that carrier when EasyPost passed one on).
 */
export function rateOutcome(shipment: EasypostShipment, serviceCode: string, currency = 'USD'): RateOutcome {
  const rate = findRate(shipment.rates ?? [], serviceCode);
  if (!rate) return { ok: false, code: 'carrier.service_unavailable' };
  if (rate.currency && rate.currency !== currency) return { ok: false, code: 'carrier.service_unavailable' };
  const minor = carrierAmountMinor(rate.rate, 'half-up');
  if (minor === null || minor <= 0n) return { ok: false, code: 'carrier.bad_response' };
  return { ok: true, baseMinor: minor };
}

/** The carrier's rate error for the service's carrier, kept as the raw text of a missing rate. */
export function rateMessage(shipment: EasypostShipment, serviceCode: string): string | undefined {
  const wanted = parseServiceCode(serviceCode);
  const message = (shipment.messages ?? []).find(
    (m) => wanted && normalizedCarrier(m.carrier ?? '') === wanted.carrier,
  );
  return message?.message;
}

/** One bought label file's address and format, chosen by the format asked for. */
export interface LabelFile {
  url: string;
  format: 'pdf' | 'png' | 'zpl';
}

const fileTypeFormat = (type: string | null | undefined, url: string): LabelFile['format'] => {
  const t = (type ?? '').toLowerCase();
  if (t.includes('pdf') || url.toLowerCase().endsWith('.pdf')) return 'pdf';
  if (t.includes('zpl') || url.toLowerCase().endsWith('.zpl')) return 'zpl';
  return 'png';
};

/** The label file to download: the format asked for when EasyPost made it, else the label it made. */
export function labelFile(label: EasypostPostageLabel | null | undefined, wanted: LabelFormat): LabelFile {
  if (!label) throw new CarrierError('carrier.bad_response', 'bought shipment without postage_label');
  if (wanted === 'zpl' && label.label_zpl_url) return { url: label.label_zpl_url, format: 'zpl' };
  if (wanted.startsWith('pdf') && label.label_pdf_url) return { url: label.label_pdf_url, format: 'pdf' };
  if (label.label_url)
    return { url: label.label_url, format: fileTypeFormat(label.label_file_type, label.label_url) };
  const other = label.label_pdf_url ?? label.label_zpl_url;
  if (other) return { url: other, format: fileTypeFormat(null, other) };
  throw new CarrierError('carrier.bad_response', 'postage_label without a file');
}

/** What a bought shipment or order holds: parcels' tracking codes, files, total cost and its id. */
export interface BoughtLabels {
  carrierRef: string;
  trackingNumbers: string[];
  files: LabelFile[];
  costMinor: bigint;
}

/** Whether the shipment (or every shipment of the order) has its label: bought. */
export function isBought(s: EasypostShipment): boolean {
  const parts = s.shipments?.length ? s.shipments : [s];
  return parts.every((p) => Boolean(p.postage_label && p.tracking_code));
}

/** Reads a bought Shipment or Order into tracking numbers, label files and the cost (sum of selected rates). */
export function boughtLabels(s: EasypostShipment, wanted: LabelFormat): BoughtLabels {
  const parts = s.shipments?.length ? s.shipments : [s];
  let costMinor = 0n;
  for (const part of parts) {
    const minor = carrierAmountMinor(part.selected_rate?.rate, 'half-up');
    if (minor === null)
      throw new CarrierError('carrier.bad_response', `shipment ${part.id} without selected_rate`);
    costMinor += minor;
  }
  const trackingNumbers = parts.map((p) => p.tracking_code ?? '');
  if (trackingNumbers.some((n) => n === ''))
    throw new CarrierError('carrier.bad_response', 'bought shipment without tracking_code');
  return {
    carrierRef: s.id,
    trackingNumbers,
    files: parts.map((p) => labelFile(p.postage_label, wanted)),
    costMinor,
  };
}

/**
 * Whether a refund request voided the label: EasyPost answers the shipment with refund_status
 * submitted (USPS refunds take days, docs.easypost.com/docs/refunds) or refunded; rejected or
 * not_applicable is a refusal.
 */
export function refundAccepted(s: EasypostShipment): boolean {
  return s.refund_status === 'submitted' || s.refund_status === 'refunded';
}
