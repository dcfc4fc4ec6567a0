import { orderInputSchema, type Quote } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { newTrackingNumber } from '../carriers/tracking-number.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders } from '../orders/orders.table.ts';

/**
 * Orders as placement leaves them (label data from the carrier, tracking numbers, the quote), built
 * directly: the documents tests do not depend on the placement flow.
 */
const address = {
  personName: 'Ann Lee',
  company: 'Lee Design Studio',
  phone: '212-555-0100',
  addressLine1: '350 Fifth Ave',
  addressLine2: 'Ste 3300',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10118',
};
const sender = {
  personName: 'Acme Fulfilment',
  company: 'Acme LLC',
  phone: '626-555-0100',
  addressLine1: '1200 E Valley Blvd',
  city: 'Alhambra',
  stateCode: 'CA',
  zipCode: '91801',
};
export const CANADA = {
  personName: 'Marie Tremblay',
  addressLine1: '100 Queen St W',
  city: 'Toronto',
  stateCode: 'ON',
  zipCode: 'M5H 2N2',
  countryCode: 'CA',
};

export interface FixtureOptions {
  parcels?: number;
  labelSize?: 1 | 2 | 3;
  isTest?: boolean;
  international?: boolean;
  status?: number;
  withLabel?: boolean;
  orderNo?: string;
}

let sequence = 0;

/** The insert values of a placed sandbox order of `userId`. */
export function placedOrderValues(userId: string, o: FixtureOptions = {}) {
  const now = new Date();
  const form = orderInputSchema.parse({
    from: sender,
    to: o.international ? CANADA : address,
    parcels: [
      { weight: 2.5, length: 12, width: 8, height: 6, packageNum: o.parcels ?? 1, reference: 'PO-4471' },
    ],
    items: o.international
      ? [
          {
            description: 'Cotton T-shirt',
            quantity: 3,
            declaredValue: '45.00',
            weight: 0.9,
            hsCode: '6109.10',
            countryOfOrigin: 'CN',
          },
          {
            description: 'Ceramic mug',
            quantity: 2,
            declaredValue: '19.99',
            weight: 1.2,
            hsCode: '6912.00',
            countryOfOrigin: 'US',
          },
        ]
      : [],
    customs: { certifySigner: 'Ann Signer', einNumber: '12-3456789', tariffPayType: 2 },
    options: { labelSize: o.labelSize ?? 1 },
    reference: 'ORDER-REF',
    reference2: 'Second ref',
    isTest: o.isTest ?? false,
  });
  const count = o.parcels ?? 1;
  const trackingNumbers = Array.from({ length: count }, () => newTrackingNumber('SX', now));
  const weight = (value: number) => ({ value, unit: 'lb' as const });
  const baseInfo = {
    carrierName: 'Sandbox Express',
    serviceName: 'Sandbox Ground',
    serviceCode: 'ground',
    zone: 5,
    parcels: trackingNumbers.map(() => ({
      actualWeight: weight(2.5),
      dimensionalWeight: weight(3),
      billableWeight: weight(3),
      declaredValue: '0.00',
      insurance: '0.00',
    })),
  } as unknown as Quote;
  const withLabel = o.withLabel ?? true;
  return {
    userId,
    orderNo: o.orderNo ?? `SL2611${String(++sequence).padStart(6, '0')}`,
    status: o.status ?? (withLabel ? 8 : 0),
    carrierCode: 'sandbox',
    serviceName: 'Sandbox Ground',
    shipDate: '2026-11-23',
    reference: form.reference,
    reference2: form.reference2,
    fromAddress: form.from,
    toAddress: form.to,
    toName: form.to.personName.toLowerCase(),
    parcels: form.parcels,
    items: form.items,
    customs: form.customs,
    options: form.options,
    isTest: form.isTest,
    baseInfo: withLabel ? baseInfo : null,
    trackingNo: withLabel ? trackingNumbers[0]! : '',
    trackingNumbers: withLabel ? trackingNumbers : [],
    labelData: withLabel
      ? {
          carrier: 'sandbox',
          service: 'ground',
          zone: 5,
          parcels: trackingNumbers.map((trackingNumber) => ({ trackingNumber, billableLb: 3 })),
        }
      : null,
    labelCreatedAt: withLabel ? now : null,
  };
}

/** An in-memory row for the renderers (no database). */
export function placedOrderRow(o: FixtureOptions = {}): OrderRow {
  const values = placedOrderValues('00000000-0000-4000-8000-000000000000', o);
  return { ...values, id: '00000000-0000-4000-8000-000000000001', createdAt: new Date() } as OrderRow;
}

export async function insertPlacedOrder(db: Database, userId: string, o: FixtureOptions = {}) {
  const [row] = await db.insert(orders).values(placedOrderValues(userId, o)).returning();
  return row!;
}
