import type { AddressBookEntry, OrderDetail } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { initialFormsOf } from './initialForms.ts';

const entry = (id: string, personName: string): AddressBookEntry => ({
  id,
  title: id,
  personName,
  company: '',
  phone: '1',
  email: '',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Beverly Hills',
  stateCode: 'CA',
  zipCode: '90210',
  countryCode: 'US',
  isResidential: false,
  isValid: true,
  isDefaultSender: id === 'default',
  createdAt: '',
  updatedAt: '',
});
const none = { draft: null, fromEntry: null, toEntry: null, defaultSender: null };

describe('initial forms', () => {
  it('starts blank with the US as both countries', () => {
    const initial = initialFormsOf(none);
    expect(initial.from).toEqual({ countryCode: 'US', isResidential: false });
    expect(initial.to).toEqual({ countryCode: 'US', isResidential: false });
    expect(initial.order.parcels).toHaveLength(1);
  });

  it('takes the URL entries, the sender falling back to the default sender', () => {
    const withDefault = initialFormsOf({ ...none, defaultSender: entry('default', 'Home') });
    expect(withDefault.from.personName).toBe('Home');
    const named = initialFormsOf({
      ...none,
      fromEntry: entry('a', 'Ann'),
      toEntry: entry('b', 'Bo'),
      defaultSender: entry('default', 'Home'),
    });
    expect(named.from.personName).toBe('Ann');
    expect(named.to.personName).toBe('Bo');
    expect(named.to).not.toHaveProperty('title');
  });

  it('edits a draft as saved, ignoring the address book', () => {
    const address = { ...entry('x', 'Draft sender') };
    const draft = {
      orderNo: 'A1',
      shipDate: null,
      batchNo: '',
      parcels: [],
      items: [],
      customs: {},
      options: {},
      reference: '',
      reference2: '',
      remark: '',
      fromAddress: address,
      toAddress: address,
    } as unknown as OrderDetail;
    const initial = initialFormsOf({ ...none, draft, defaultSender: entry('default', 'Home') });
    expect(initial.from.personName).toBe('Draft sender');
    expect(initial.order.orderNo).toBe('A1');
  });
});
