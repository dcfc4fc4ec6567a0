import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addressBookEntries } from '../address-book/address-book.table.ts';
import { warehouseProfiles } from './warehouse-users.table.ts';

export async function findWarehouse(db: Database, userId: string) {
  const [row] = await db
    .select({ profile: warehouseProfiles, address: addressBookEntries })
    .from(warehouseProfiles)
    .leftJoin(addressBookEntries, eq(addressBookEntries.id, warehouseProfiles.addressEntryId))
    .where(eq(warehouseProfiles.userId, userId));
  return row ?? null;
}

export async function codeOwner(db: Database, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: warehouseProfiles.userId })
    .from(warehouseProfiles)
    .where(eq(warehouseProfiles.code, code));
  return row?.userId ?? null;
}

export async function upsertWarehouse(
  db: Database,
  values: { userId: string; name: string; code: string; addressEntryId: string },
  now: Date,
) {
  await db
    .insert(warehouseProfiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: warehouseProfiles.userId,
      set: { name: values.name, code: values.code, addressEntryId: values.addressEntryId, updatedAt: now },
    });
}
