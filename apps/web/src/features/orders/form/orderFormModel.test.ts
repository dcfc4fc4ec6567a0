import { estimateRequestOf, type OrderDetail, orderInputSchema } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  addressValuesOfEntry,
  emptyOrderForm,
  formValuesOf,
  isInternational,
  newItem,
  orderInputOf,
} from './orderFormModel.ts';

const sender: AddressFormValues = {
  personName: ' Ann Lee ',
  addressLine1: '1 Main St',
  city: 'Beverly Hills',
  stateCode: 'ca',
  zipCode: '90210',
  countryCode: 'us',
  addToAddressBook: true,
};
const recipient: AddressFormValues = {
  personName: 'Bo Chen',
  addressLine1: '2 Broadway',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10001',
  isResidential: true,
};
const ids = { orderId: null, serviceId: null };

describe('order form mapping', () => {
  it('starts with the spec section 9 defaults', () => {
    const form = emptyOrderForm();
    expect(form.parcels).toEqual([
      expect.objectContaining({ unit: 'in/lb', weight: 1, packageNum: 1, packageAmount: 1 }),
    ]);
    expect(form.options).toMatchObject({
      labelSize: 1,
      consigneeType: 3,
      battery: false,
      signatureOption: 'none',
    });
    expect(form.customs.tariffPayType).toBe(1);
  });

  it('builds a request the shared schema accepts, with units from the unit choice', () => {
    const order = emptyOrderForm();
    order.parcels = [{ ...order.parcels[0]!, unit: 'cm/kg', weight: 2, length: 30, width: null }];
    const input = orderInputOf({ order, from: sender, to: recipient, ...ids });
    expect(orderInputSchema.safeParse(input).success).toBe(true);
    expect(input.from).toMatchObject({
      personName: 'Ann Lee',
      stateCode: 'CA',
      countryCode: 'US',
      isValid: false,
    });
    expect(input.to.countryCode).toBe('US');
    expect(input.parcels[0]).toMatchObject({
      massUnit: 'kg',
      distanceUnit: 'cm',
      weight: 2,
      length: 30,
      width: 0,
    });
    expect(input.shipDate).toBeNull();
    expect(input.addToAddressBook).toEqual({ from: true, to: false });
    expect(estimateRequestOf(input).options).toEqual({ signature: false, battery: false });
  });

  it('sends items and customs only for an international shipment, and no battery kind without a battery', () => {
    const order = { ...emptyOrderForm(), items: [{ ...newItem(), description: 'Shoes' }] };
    order.options = { ...order.options, battery: false, batteryKind: 'standalone' };
    order.customs = { ...order.customs, einNumber: '12-345' };
    const domestic = orderInputOf({ order, from: sender, to: recipient, ...ids });
    expect(domestic.items).toEqual([]);
    expect(domestic.customs.einNumber).toBe('');
    expect(domestic.options.batteryKind).toBeNull();
    const abroad = orderInputOf({ order, from: sender, to: { ...recipient, countryCode: 'ca' }, ...ids });
    expect(abroad.items).toEqual([
      expect.objectContaining({ description: 'Shoes', quantity: 1, massUnit: 'lb' }),
    ]);
    expect(abroad.customs.einNumber).toBe('12-345');
  });

  it('tells international from domestic by country, empty meaning US', () => {
    expect(isInternational('US', undefined)).toBe(false);
    expect(isInternational('us', 'US')).toBe(false);
    expect(isInternational('US', 'CA')).toBe(true);
  });

  it('turns a saved draft back into the three forms', () => {
    const input = orderInputOf({ order: emptyOrderForm(), from: sender, to: recipient, ...ids });
    const detail = {
      ...input,
      id: 'o1',
      orderNo: 'A1',
      shipDate: '2026-12-01',
      fromAddress: input.from,
      toAddress: input.to,
      parcels: [{ ...input.parcels[0]!, massUnit: 'kg', distanceUnit: 'cm' }],
    } as unknown as OrderDetail;
    const values = formValuesOf(detail);
    expect(values.order.parcels[0]).toMatchObject({ unit: 'cm/kg', weight: 1 });
    expect(values.order.parcels[0]).not.toHaveProperty('massUnit');
    expect(values.order.shipDate).toBe('2026-12-01');
    expect(values.from.personName).toBe('Ann Lee');
    const again = orderInputOf({
      order: values.order,
      from: values.from,
      to: values.to,
      orderId: 'o1',
      serviceId: null,
    });
    expect(again.parcels[0]).toMatchObject({ massUnit: 'kg', distanceUnit: 'cm' });
  });

  it('fills an address from an address book entry without its title or flags', () => {
    const entry = {
      id: 'e1',
      title: 'Warehouse',
      isDefaultSender: true,
      createdAt: '',
      updatedAt: '',
      personName: 'Ann',
      company: '',
      phone: '1',
      email: '',
      addressLine1: 'x',
      addressLine2: '',
      city: 'c',
      stateCode: 'CA',
      zipCode: '90210',
      countryCode: 'US',
      isResidential: true,
      isValid: true,
    };
    const values = addressValuesOfEntry(entry);
    expect(values).not.toHaveProperty('title');
    expect(values).not.toHaveProperty('id');
    expect(values).toMatchObject({ personName: 'Ann', isResidential: true });
  });
});
