import type { AddressBookValues } from '@shiplabel/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../users/users.table.ts';
import { addressBookEntries } from './address-book.table.ts';
import { isVerifiedAddress } from './address-book.usecases.ts';

const entry = (values: Partial<AddressBookValues> & Pick<AddressBookValues, 'title'>): AddressBookValues => ({
  personName: 'Demo Customer',
  company: 'Demo Trading LLC',
  phone: '212-555-0100',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: '',
  zipCode: '',
  countryCode: 'US',
  isResidential: false,
  isDefaultSender: false,
  ...values,
});

/** The demo customer's address book: a default sender, a business and a home recipient, a PO box. */
export const DEMO_ADDRESS_BOOK: readonly AddressBookValues[] = [
  entry({
    title: 'NYC warehouse',
    addressLine1: '350 FIFTH AVE',
    addressLine2: 'STE 3300',
    city: 'NEW YORK',
    stateCode: 'NY',
    zipCode: '10118',
    isDefaultSender: true,
  }),
  entry({
    title: 'LA customer',
    personName: 'Maria Garcia',
    company: '',
    phone: '310-555-0142',
    addressLine1: '9465 WILSHIRE BLVD',
    city: 'BEVERLY HILLS',
    stateCode: 'CA',
    zipCode: '90210',
    isResidential: true,
  }),
  entry({
    title: 'Chicago retailer',
    personName: 'James Smith',
    company: 'Lakeside Goods',
    phone: '312-555-0199',
    addressLine1: '233 S WACKER DR',
    city: 'CHICAGO',
    stateCode: 'IL',
    zipCode: '60606',
  }),
  entry({
    title: 'Austin PO box',
    personName: 'Lee Chen',
    company: '',
    phone: '512-555-0123',
    addressLine1: 'PO BOX 1234',
    city: 'AUSTIN',
    stateCode: 'TX',
    zipCode: '78701',
  }),
];

/** Only with DEMO_DATA, only for the demo customer, only the entries whose titles are missing. */
export async function seedDemoAddressBook(db: Database, customerEmail: string): Promise<number> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, customerEmail));
  if (!customer) return 0;
  const titles = DEMO_ADDRESS_BOOK.map((e) => e.title);
  const existing = await db
    .select({ title: addressBookEntries.title })
    .from(addressBookEntries)
    .where(and(eq(addressBookEntries.userId, customer.id), inArray(addressBookEntries.title, titles)));
  const have = new Set(existing.map((e) => e.title));
  const missing = DEMO_ADDRESS_BOOK.filter((e) => !have.has(e.title));
  if (missing.length === 0) return 0;
  await db.insert(addressBookEntries).values(
    missing.map((values) => ({
      ...values,
      // A default sender may already exist (the user chose one): never make a second.
      isDefaultSender: values.isDefaultSender && existing.length === 0,
      userId: customer.id,
      isValid: isVerifiedAddress(values),
    })),
  );
  return missing.length;
}
