import { type Address, countryName, formatMinor, type OrderItem, parseMinor } from '@shiplabel/shared';
import type { OrderRow } from '../orders/orders.repository.ts';
import { pdfSafe } from './pdf-text.ts';

/** The parts of an order a commercial invoice needs (an `OrderRow` fits). */
export type InvoiceOrder = Pick<
  OrderRow,
  | 'orderNo'
  | 'carrierCode'
  | 'serviceName'
  | 'shipDate'
  | 'labelCreatedAt'
  | 'createdAt'
  | 'fromAddress'
  | 'toAddress'
  | 'parcels'
  | 'items'
  | 'customs'
  | 'options'
  | 'baseInfo'
  | 'trackingNumbers'
  | 'reference'
>;

export interface InvoiceRow {
  description: string;
  hsCode: string;
  origin: string;
  quantity: number;
  unitValue: string;
  totalValue: string;
  weight: string;
}

export interface InvoiceModel {
  invoiceNo: string;
  date: string;
  carrier: string;
  trackingNumbers: string;
  reference: string;
  exporter: string[];
  consignee: string[];
  ein: string;
  contentsType: string;
  terms: string;
  tariffNumber: string;
  nonDelivery: string;
  packages: number;
  grossWeight: string;
  rows: InvoiceRow[];
  totalQuantity: number;
  totalValue: string;
  totalWeight: string;
  signer: string;
  a4: boolean;
}

export const isInternational = (order: Pick<OrderRow, 'fromAddress' | 'toAddress'>) =>
  order.fromAddress.countryCode !== order.toAddress.countryCode;

const CONTENTS: Record<string, string> = {
  merchandise: 'Merchandise (sale)',
  gift: 'Gift',
  documents: 'Documents',
  sample: 'Commercial sample',
  returnedGoods: 'Returned goods',
  other: 'Other',
};
/** Incoterms as customs brokers read them: who pays duties and taxes at destination. */
const TERMS: Record<number, string> = {
  1: 'DDP - duties and taxes paid by the sender',
  2: 'DDU - duties and taxes paid by the recipient',
  3: 'Duties and taxes paid by a third party',
};

const LB_PER_KG = 2.204_622_621_8;
const round2 = (n: number) => Math.round(n * 100) / 100;
const weightText = (lb: number) => `${round2(lb)} lb (${round2(lb / LB_PER_KG)} kg)`;
const toLb = (value: number, unit: string) => (unit === 'kg' ? value * LB_PER_KG : value);

function party(a: Address): string[] {
  const city = `${a.city}${a.stateCode ? `, ${a.stateCode}` : ''} ${a.zipCode}`;
  return [
    a.personName,
    a.company,
    a.addressLine1,
    a.addressLine2,
    city,
    countryName(a.countryCode, 'en-US').toUpperCase(),
    a.phone && `Tel ${a.phone}`,
    a.email,
  ]
    .map(pdfSafe)
    .filter(Boolean);
}

/**
 * A line's declared value and weight are for the whole line (the order form's meaning); the unit
 * value is the line value divided by the quantity, rounded to the cent.
 */
function rowOf(item: OrderItem): { row: InvoiceRow; valueMinor: bigint; weightLb: number } {
  const valueMinor = parseMinor(item.declaredValue || '0') ?? 0n;
  const unitMinor = (valueMinor * 2n + BigInt(item.quantity)) / (2n * BigInt(item.quantity));
  const weightLb = toLb(item.weight, item.massUnit);
  return {
    row: {
      description: pdfSafe(item.category ? `${item.description} (${item.category})` : item.description),
      hsCode: pdfSafe(item.hsCode),
      origin: item.countryOfOrigin,
      quantity: item.quantity,
      unitValue: formatMinor(unitMinor),
      totalValue: formatMinor(valueMinor),
      weight: `${round2(item.weight)} ${item.massUnit}`,
    },
    valueMinor,
    weightLb,
  };
}

export function invoiceModelOf(order: InvoiceOrder): InvoiceModel {
  const lines = order.items.map(rowOf);
  const parcels = order.parcels.flatMap((p) => Array.from({ length: p.packageNum }, () => p));
  const grossLb = parcels.reduce((sum, p) => sum + toLb(p.weight, p.massUnit), 0);
  const date = order.shipDate ?? (order.labelCreatedAt ?? order.createdAt).toISOString().slice(0, 10);
  return {
    invoiceNo: pdfSafe(order.orderNo),
    date,
    carrier: pdfSafe(
      [order.baseInfo?.carrierName || order.carrierCode, order.serviceName].filter(Boolean).join(' - '),
    ),
    trackingNumbers: order.trackingNumbers.join(', '),
    reference: pdfSafe(order.reference),
    exporter: party(order.fromAddress),
    consignee: party(order.toAddress),
    ein: pdfSafe(order.customs.einNumber),
    contentsType: CONTENTS[order.customs.contentsType] ?? pdfSafe(order.customs.contentsType),
    terms: TERMS[order.customs.tariffPayType] ?? TERMS[1]!,
    tariffNumber: pdfSafe(order.customs.tariffNumber),
    nonDelivery: order.options.nonDeliveryOption === 'abandon' ? 'Abandon' : 'Return to sender',
    packages: parcels.length,
    grossWeight: weightText(grossLb),
    rows: lines.map((l) => l.row),
    totalQuantity: order.items.reduce((sum, i) => sum + i.quantity, 0),
    totalValue: formatMinor(lines.reduce((sum, l) => sum + l.valueMinor, 0n)),
    totalWeight: weightText(lines.reduce((sum, l) => sum + l.weightLb, 0)),
    signer: pdfSafe(order.customs.certifySigner) || pdfSafe(order.fromAddress.personName),
    a4: order.options.labelSize === 3,
  };
}
