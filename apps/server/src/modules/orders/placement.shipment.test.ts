import { type OrderInput, orderInputSchema, type ParcelWeights } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { FORM } from './order-form.fixtures.ts';
import { carrierAddressOf, shipmentDetailsOfOrder } from './placement.shipment.ts';

const WEIGHTS: ParcelWeights[] = [
  { unit: 'lb', actual: 2, dimensional: 1, billable: 2, billableLb: 2, sidesIn: [10, 8, 4], actualLb: 2 },
];

/** An order row as placement reads it, from the order form (the shared schema fills the defaults). */
function orderOf(
  input: Partial<OrderInput> = {},
  row: { shipDate?: string | null; isReturn?: boolean } = {},
) {
  const data = orderInputSchema.parse({ ...FORM, ...input });
  return {
    fromAddress: data.from,
    toAddress: data.to,
    parcels: data.parcels,
    items: data.items,
    options: data.options,
    currency: 'USD',
    shipDate: row.shipDate ?? null,
    orderNo: 'SL2611240001',
    ...(row.isReturn && { isReturn: true }),
  };
}

describe('shipmentDetailsOfOrder', () => {
  it('maps full addresses, leaving empty optional fields out', () => {
    const order = orderOf({
      from: { ...FORM.from, company: 'Acme', phone: '2135550100', email: 'ship@acme.test', addressLine2: '' },
    });
    const details = shipmentDetailsOfOrder(order, WEIGHTS, '2026-11-24');
    expect(details.from).toEqual({
      name: order.fromAddress.personName,
      company: 'Acme',
      phone: '2135550100',
      email: 'ship@acme.test',
      street1: order.fromAddress.addressLine1,
      city: order.fromAddress.city,
      state: order.fromAddress.stateCode,
      zip: order.fromAddress.zipCode,
      country: 'US',
      residential: order.fromAddress.isResidential,
    });
    expect(details.from).not.toHaveProperty('street2');
    expect(details.to.name).toBe(order.toAddress.personName);
    expect(details.parcels).toBe(WEIGHTS);
    expect(details.orderNo).toBe('SL2611240001');
    expect(details.customs).toBeUndefined();
    expect(details.isReturn).toBeUndefined();
  });

  it('carries declared values per physical parcel, the signature option and the currency', () => {
    const order = orderOf({
      parcels: [{ ...FORM.parcels[0]!, packageNum: 2, declaredValue: '120.50' }],
      options: { signatureOption: 'adult' },
    });
    const details = shipmentDetailsOfOrder(order, [...WEIGHTS, ...WEIGHTS], '2026-11-24');
    expect(details.declaredMinor).toEqual([12050n, 12050n]);
    expect(details.signature).toBe('adult');
    expect(details.currency).toBe('USD');
  });

  it("ships today unless the order's own date is later", () => {
    expect(shipmentDetailsOfOrder(orderOf(), WEIGHTS, '2026-11-24').shipDate).toBe('2026-11-24');
    expect(
      shipmentDetailsOfOrder(orderOf({}, { shipDate: '2026-11-20' }), WEIGHTS, '2026-11-24').shipDate,
    ).toBe('2026-11-24');
    expect(
      shipmentDetailsOfOrder(orderOf({}, { shipDate: '2026-11-27' }), WEIGHTS, '2026-11-24').shipDate,
    ).toBe('2026-11-27');
  });

  it('an international order carries its customs lines (value and weight of the line, origin by default the sender country)', () => {
    const order = orderOf({
      to: {
        personName: 'Li Lei',
        addressLine1: '1 Queen St',
        city: 'Toronto',
        stateCode: 'ON',
        zipCode: 'M5H 2N2',
        countryCode: 'CA',
      },
      items: [
        {
          description: 'Cotton T-shirt',
          quantity: 3,
          declaredValue: '45.00',
          weight: 1,
          massUnit: 'kg',
          hsCode: '6109.10',
        },
        {
          description: 'Mug',
          quantity: 1,
          declaredValue: '',
          weight: 2,
          massUnit: 'lb',
          countryOfOrigin: 'CN',
        },
      ],
    });
    const details = shipmentDetailsOfOrder(order, WEIGHTS, '2026-11-24');
    expect(details.customs).toEqual([
      {
        description: 'Cotton T-shirt',
        quantity: 3,
        valueMinor: 4500n,
        currency: 'USD',
        weightLb: 2.2046226218,
        hsCode: '6109.10',
        originCountry: 'US',
      },
      { description: 'Mug', quantity: 1, valueMinor: 0n, currency: 'USD', weightLb: 2, originCountry: 'CN' },
    ]);
    expect(details.to.country).toBe('CA');
  });

  it('a domestic order sends no customs even with item lines', () => {
    const order = orderOf({ items: [{ description: 'Book', quantity: 1 }] });
    expect(shipmentDetailsOfOrder(order, WEIGHTS, '2026-11-24').customs).toBeUndefined();
  });

  it('a return order is flagged', () => {
    expect(shipmentDetailsOfOrder(orderOf({}, { isReturn: true }), WEIGHTS, '2026-11-24').isReturn).toBe(
      true,
    );
  });

  it('carrierAddressOf keeps a second address line', () => {
    const address = orderInputSchema.parse(FORM).to;
    expect(carrierAddressOf({ ...address, addressLine2: 'Suite 5' }).street2).toBe('Suite 5');
  });
});
