import type { Address, AddressBookEntry, AddressBookValues, Page, PageQuery } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { validateAddress } from '../address/validate-address.ts';
import { entryNotFound } from './address-book.errors.ts';
import {
  clearDefaultSender,
  deleteEntry,
  findEntry,
  insertEntry,
  listEntries,
  senderEntry,
  updateEntry,
} from './address-book.repository.ts';
import type { AddressBookRow } from './address-book.table.ts';

export function toEntry(row: AddressBookRow): AddressBookEntry {
  const { userId: _owner, createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * The validated flag is never taken from the caller: it is true exactly when the address as stored is
 * the one the server's validation confirms - it passes, and it is already in the validation's USPS form
 * (the user took the suggestion, or typed it so). Any edit that the validation would change or refuse
 * clears it. A foreign address is only format-checked, which is not "validated". Order addresses are
 * judged the same way when a draft is saved.
 */
export function isVerifiedAddress(values: Omit<Address, 'isValid'>): boolean {
  const result = validateAddress(values, 'en-US');
  return (
    result.valid &&
    result.changes.length === 0 &&
    !result.issues.some((issue) => issue.code === 'address.not_verified_foreign')
  );
}

const withValidity = (values: AddressBookValues) => ({ ...values, isValid: isVerifiedAddress(values) });

export async function listAddressBook(deps: {
  db: Database;
  userId: string;
  query: PageQuery & { keyword?: string | undefined };
}): Promise<Page<AddressBookEntry>> {
  const { db, userId, query } = deps;
  const { rows, total } = await listEntries(db, userId, query.keyword, query.pageSize, pageOffset(query));
  return toPage(rows.map(toEntry), total, query);
}

/**
 * Where drafts made without a sender ship from (store and ERP pulls): the customer's default sender, else
 * their newest entry, as an order address; null while the book is empty.
 */
export async function defaultSenderOf(db: Database, userId: string): Promise<Address | null> {
  const row = await senderEntry(db, userId);
  if (!row) return null;
  return {
    personName: row.personName,
    company: row.company,
    phone: row.phone,
    email: row.email,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    countryCode: row.countryCode,
    isResidential: row.isResidential,
    isValid: row.isValid,
  };
}

export async function getAddressBookEntry(deps: { db: Database; userId: string; id: string }) {
  const row = await findEntry(deps.db, deps.userId, deps.id);
  if (!row) throw entryNotFound();
  return toEntry(row);
}

export async function createAddressBookEntry(
  deps: AppDeps & { userId: string; input: AddressBookValues },
): Promise<AddressBookEntry> {
  const { db, userId, input } = deps;
  return db.transaction(async (tx) => {
    if (input.isDefaultSender) await clearDefaultSender(tx, userId);
    return toEntry(await insertEntry(tx, userId, withValidity(input), deps.clock()));
  });
}

export async function updateAddressBookEntry(
  deps: AppDeps & { userId: string; id: string; input: AddressBookValues },
): Promise<AddressBookEntry> {
  const { db, userId, id, input } = deps;
  return db.transaction(async (tx) => {
    if (!(await findEntry(tx, userId, id))) throw entryNotFound();
    if (input.isDefaultSender) await clearDefaultSender(tx, userId);
    const row = await updateEntry(tx, userId, id, withValidity(input), deps.clock());
    if (!row) throw entryNotFound();
    return toEntry(row);
  });
}

export async function deleteAddressBookEntry(deps: { db: Database; userId: string; id: string }) {
  if (!(await deleteEntry(deps.db, deps.userId, deps.id))) throw entryNotFound();
}
