import type { Warehouse, WarehouseInput, warehouseInputSchema } from '@shiplabel/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { createAddressBookEntry, updateAddressBookEntry } from '../address-book/address-book.usecases.ts';
import { warehouseCodeTaken } from './users.errors.ts';
import { codeOwner, findWarehouse, upsertWarehouse } from './warehouse-users.repository.ts';

type WarehouseValues = z.output<typeof warehouseInputSchema>;

export type { WarehouseInput };

/** The warehouse of a user with its address (the address book entry it keeps as default sender). */
export async function warehouseOf(db: Database, userId: string): Promise<Warehouse | null> {
  const found = await findWarehouse(db, userId);
  if (!found) return null;
  const a = found.address;
  return {
    name: found.profile.name,
    code: found.profile.code,
    addressEntryId: found.profile.addressEntryId,
    address: a
      ? {
          personName: a.personName,
          company: a.company,
          phone: a.phone,
          email: a.email,
          addressLine1: a.addressLine1,
          addressLine2: a.addressLine2,
          city: a.city,
          stateCode: a.stateCode,
          zipCode: a.zipCode,
          countryCode: a.countryCode,
          isResidential: a.isResidential,
        }
      : null,
  };
}

/**
 * Saves the warehouse of a warehouse user inside the caller's transaction. Its address is written to the
 * user's address book as their default sender (address-book use cases), so the order form pre-fills the
 * sender from it like from any default sender; the entry is re-created if the user deleted it.
 */
export async function saveWarehouse(deps: AppDeps & { userId: string; input: WarehouseValues }) {
  const { db, userId, input } = deps;
  const owner = await codeOwner(db, input.code);
  if (owner && owner !== userId) throw warehouseCodeTaken();
  const entryInput = { ...input.address, title: input.name, isDefaultSender: true };
  const current = await findWarehouse(db, userId);
  const entry = current?.address
    ? await updateAddressBookEntry({ ...deps, userId, id: current.address.id, input: entryInput })
    : await createAddressBookEntry({ ...deps, userId, input: entryInput });
  try {
    await upsertWarehouse(
      db,
      { userId, name: input.name, code: input.code, addressEntryId: entry.id },
      deps.clock(),
    );
  } catch (error) {
    // Two saves of the same new code at once: the unique index decides.
    if (isUniqueViolation(error)) throw warehouseCodeTaken();
    throw error;
  }
}
