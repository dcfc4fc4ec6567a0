import { type Address, countryName, type OrderParcel } from '@shiplabel/shared';
import type { OrderRow } from '../orders/orders.repository.ts';
import { pdfSafe } from './pdf-text.ts';

/** What a label page prints, every text already safe for the standard fonts. */
export interface LabelParcel {
  trackingNumber: string;
  /** 1-based position and count: "PKG 1 OF 3". */
  index: number;
  count: number;
  actualWeight: string;
  billableWeight: string;
  dimensions: string;
  reference: string;
  reference2: string;
}

export interface LabelModel {
  carrierName: string;
  serviceName: string;
  serviceCode: string;
  shipDate: string;
  from: string[];
  toName: string;
  toLines: string[];
  toCityLine: string;
  /** ISO code, for the routing block and the 2D code. */
  toCountry: string;
  /** The destination country's English name in capitals, printed as the address's last line abroad. */
  toCountryName: string;
  /** The recipient's phone: carriers call it for delivery and customs, abroad above all. */
  toPhone: string;
  /** Not US to US: no USPS domestic zone applies (zone 9 would mean the freely associated states). */
  international: boolean;
  toZip: string;
  orderNo: string;
  zone: string;
  isTest: boolean;
  labelSize: 1 | 2 | 3;
  parcels: LabelParcel[];
}

/** The parts of an order a label needs (an `OrderRow` fits). */
export type LabelOrder = Pick<
  OrderRow,
  | 'orderNo'
  | 'carrierCode'
  | 'serviceName'
  | 'shipDate'
  | 'labelCreatedAt'
  | 'reference'
  | 'reference2'
  | 'fromAddress'
  | 'toAddress'
  | 'parcels'
  | 'options'
  | 'isTest'
  | 'baseInfo'
  | 'trackingNumbers'
  | 'labelData'
>;

interface LabelDataParcel {
  trackingNumber?: unknown;
  billableLb?: unknown;
}

const num = (n: number) => String(Math.round(n * 100) / 100);

/** Each parcel row repeated `packageAmount`/`packageNum` times, as the carrier numbered them. */
function expandParcels(parcels: readonly OrderParcel[]): OrderParcel[] {
  return parcels.flatMap((p) => Array.from({ length: Math.max(1, p.packageNum ?? 1) }, () => p));
}

/**
 * Tracking numbers come from the carrier's label data (one per parcel), else the order's list; a label
 * always has at least one.
 */
function trackingNumbersOf(order: LabelOrder): { numbers: string[]; billableLb: (number | null)[] } {
  const dataParcels = order.labelData?.parcels;
  if (Array.isArray(dataParcels) && dataParcels.length > 0) {
    const parcels = dataParcels as LabelDataParcel[];
    return {
      numbers: parcels.map((p, i) => String(p.trackingNumber ?? order.trackingNumbers[i] ?? '')),
      billableLb: parcels.map((p) => (typeof p.billableLb === 'number' ? p.billableLb : null)),
    };
  }
  return { numbers: [...order.trackingNumbers], billableLb: order.trackingNumbers.map(() => null) };
}

function addressLines(a: Address): string[] {
  return [a.company, a.addressLine1, a.addressLine2].map(pdfSafe).filter(Boolean);
}

const cityLine = (a: Address) =>
  pdfSafe(`${a.city}${a.stateCode ? ` ${a.stateCode}` : ''} ${a.zipCode}`.toUpperCase());

/** A country as an address prints it: the English short name in capitals, Latin letters only. */
const countryLine = (code: string) => pdfSafe(countryName(code, 'en-US')).toUpperCase();

export function labelModelOf(order: LabelOrder): LabelModel {
  const { numbers, billableLb } = trackingNumbersOf(order);
  const parcels = expandParcels(order.parcels);
  const quote = order.baseInfo;
  const from = order.fromAddress;
  const to = order.toAddress;
  const date = order.shipDate ?? order.labelCreatedAt?.toISOString().slice(0, 10) ?? '';
  const international = from.countryCode !== 'US' || to.countryCode !== 'US';
  return {
    carrierName: pdfSafe(quote?.carrierName || order.carrierCode).toUpperCase(),
    serviceName: pdfSafe(order.serviceName || quote?.serviceName || '').toUpperCase(),
    serviceCode: quote?.serviceCode ?? String(order.labelData?.service ?? ''),
    shipDate: date,
    from: [
      pdfSafe(from.personName),
      ...addressLines(from),
      cityLine(from),
      from.countryCode !== to.countryCode ? countryLine(from.countryCode) : '',
      pdfSafe(from.phone),
    ].filter(Boolean),
    toName: pdfSafe(to.personName).toUpperCase(),
    toLines: addressLines(to).map((l) => l.toUpperCase()),
    toCityLine: cityLine(to),
    toCountry: to.countryCode,
    toCountryName: countryLine(to.countryCode),
    toPhone: pdfSafe(to.phone),
    international,
    toZip: to.zipCode,
    orderNo: pdfSafe(order.orderNo),
    zone: international ? '' : quote ? String(quote.zone) : String(order.labelData?.zone ?? ''),
    isTest: order.isTest,
    labelSize: order.options.labelSize,
    parcels: numbers.map((trackingNumber, i) => {
      const parcel = parcels[i] ?? parcels[parcels.length - 1];
      const quoted = quote?.parcels[i];
      const billable = quoted
        ? `${num(quoted.billableWeight.value)} ${quoted.billableWeight.unit.toUpperCase()}`
        : billableLb[i] != null
          ? `${num(billableLb[i]!)} LB`
          : '';
      const unit = parcel?.distanceUnit.toUpperCase() ?? 'IN';
      return {
        trackingNumber,
        index: i + 1,
        count: numbers.length,
        actualWeight: parcel ? `${num(parcel.weight)} ${parcel.massUnit.toUpperCase()}` : '',
        billableWeight: billable,
        dimensions:
          parcel && parcel.length > 0
            ? `${num(parcel.length)} x ${num(parcel.width)} x ${num(parcel.height)} ${unit}`
            : '',
        reference: pdfSafe(parcel?.reference || order.reference),
        reference2: pdfSafe(parcel?.reference2 || order.reference2),
      };
    }),
  };
}

/**
 * The 2D code's content: tracking number, destination postcode and country, service, like the
 * routing payload of a carrier's MaxiCode/PDF417. Restricted to QR's alphanumeric set (digits, upper
 * case, space $%*+-./:) so it encodes compactly.
 */
export function routingPayload(model: LabelModel, parcel: LabelParcel): string {
  const clean = (s: string) => s.toUpperCase().replace(/[^0-9A-Z $%*+\-.:]/g, '-');
  return [parcel.trackingNumber, model.toZip, model.toCountry, model.serviceCode].map(clean).join('/');
}
