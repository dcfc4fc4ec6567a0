import type { AddressBookValues } from '@shiplabel/shared';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { type AddressBookRow, addressBookEntries as book } from './address-book.table.ts';

const mine = (userId: string, id: string) => and(eq(book.userId, userId), eq(book.id, id));

export async function listEntries(
  db: Database,
  userId: string,
  keyword: string | undefined,
  limit: number,
  offset: number,
) {
  const pattern = keyword ? likePattern(keyword) : undefined;
  const where = and(
    eq(book.userId, userId),
    pattern
      ? or(
          ilike(book.title, pattern),
          ilike(book.personName, pattern),
          ilike(book.company, pattern),
          ilike(book.phone, pattern),
          ilike(book.addressLine1, pattern),
          ilike(book.city, pattern),
          ilike(book.zipCode, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(book)
    .where(where)
    .orderBy(desc(book.isDefaultSender), desc(book.createdAt), desc(book.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(book).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The entry drafts ship from: the default sender, else the newest entry; null with an empty book. */
export async function senderEntry(db: Database, userId: string): Promise<AddressBookRow | null> {
  const [row] = await db
    .select()
    .from(book)
    .where(eq(book.userId, userId))
    .orderBy(desc(book.isDefaultSender), desc(book.createdAt), desc(book.id))
    .limit(1);
  return row ?? null;
}

export async function findEntry(db: Database, userId: string, id: string): Promise<AddressBookRow | null> {
  const [row] = await db.select().from(book).where(mine(userId, id));
  return row ?? null;
}

type Stored = AddressBookValues & { isValid: boolean };

export async function insertEntry(db: Database, userId: string, values: Stored, now: Date) {
  const [row] = await db
    .insert(book)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateEntry(db: Database, userId: string, id: string, values: Stored, now: Date) {
  const [row] = await db
    .update(book)
    .set({ ...values, updatedAt: now })
    .where(mine(userId, id))
    .returning();
  return row ?? null;
}

export async function deleteEntry(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(book).where(mine(userId, id)).returning({ id: book.id });
  return rows.length > 0;
}

/** Before marking a new default sender: the user's previous default stops being one. */
export async function clearDefaultSender(db: Database, userId: string) {
  await db
    .update(book)
    .set({ isDefaultSender: false })
    .where(and(eq(book.userId, userId), eq(book.isDefaultSender, true)));
}

export async function countEntries(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(book).where(eq(book.userId, userId));
  return Number(row?.n ?? 0);
}
