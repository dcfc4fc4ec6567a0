import type { UserFilter } from '@shiplabel/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Database, rowsOf } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { addressBookEntries } from '../address-book/address-book.table.ts';
import { orders } from '../orders/orders.table.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { type UserRow, users } from './users.table.ts';
import { warehouseProfiles } from './warehouse-users.table.ts';

const sellers = alias(users, 'sellers');

/** Available funds of one wallet in minor units (every shard), 0 when never used. */
const availableOf = (currency: 'USD' | 'CNY') =>
  sql<string>`coalesce((select sum(la.balance) from ledger_accounts la
    where la.owner_key = ${users.id}::text and la.currency = ${currency} and la.kind = 'available'), 0)::text`;

export interface ListScope {
  timeZone: string;
  /** A seller's own customers only (the seller's id), or every user (null). */
  sellerScope: string | null;
  /** Minor units, from the filter's decimal strings. */
  balanceMinMinor?: bigint;
  balanceMaxMinor?: bigint;
}

function conditions(f: Partial<UserFilter>, scope: ListScope): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(users.deletedAt)];
  if (scope.sellerScope) parts.push(eq(users.sellerId, scope.sellerScope));
  if (f.keyword) {
    const p = likePattern(f.keyword);
    parts.push(
      or(ilike(users.email, p), ilike(users.nickName, p), ilike(users.realName, p), ilike(users.company, p)),
    );
  }
  if (f.status !== undefined) parts.push(eq(users.status, f.status));
  if (f.kind) parts.push(eq(users.kind, f.kind));
  if (f.sellerId) parts.push(eq(users.sellerId, f.sellerId));
  const tz = scope.timeZone;
  if (f.registeredFrom)
    parts.push(sql`${users.createdAt} >= (${f.registeredFrom}::date)::timestamp at time zone ${tz}`);
  if (f.registeredTo)
    parts.push(sql`${users.createdAt} < (${f.registeredTo}::date + 1)::timestamp at time zone ${tz}`);
  if (scope.balanceMinMinor !== undefined)
    parts.push(sql`${availableOf('USD')}::bigint >= ${scope.balanceMinMinor.toString()}::bigint`);
  if (scope.balanceMaxMinor !== undefined)
    parts.push(sql`${availableOf('USD')}::bigint <= ${scope.balanceMaxMinor.toString()}::bigint`);
  return and(...parts);
}

function ordering(f: Partial<UserFilter>): SQL[] {
  const dir = f.sortOrder === 'asc' ? asc : desc;
  const by =
    f.sortBy === 'email'
      ? dir(users.email)
      : f.sortBy === 'balance'
        ? dir(sql`${availableOf('USD')}::bigint`)
        : dir(users.createdAt);
  // The id breaks ties so pages never repeat or skip a row.
  return [by, asc(users.id)];
}

const listColumns = {
  user: users,
  sellerEmail: sellers.email,
  balanceUSD: availableOf('USD'),
  balanceCNY: availableOf('CNY'),
  warehouseName: warehouseProfiles.name,
  warehouseCode: warehouseProfiles.code,
  warehouseAddress: sql<string | null>`case when ${addressBookEntries.id} is null then null else
    concat_ws(', ', ${addressBookEntries.addressLine1}, nullif(${addressBookEntries.addressLine2}, ''),
      ${addressBookEntries.city}, nullif(${addressBookEntries.stateCode}, ''), ${addressBookEntries.zipCode},
      ${addressBookEntries.countryCode}) end`,
};

/** Users with their seller's e-mail, available balances and warehouse, as the lists show them. */
const selectListed = (db: Database, where: SQL | undefined) =>
  db
    .select(listColumns)
    .from(users)
    .leftJoin(sellers, eq(sellers.id, users.sellerId))
    .leftJoin(warehouseProfiles, eq(warehouseProfiles.userId, users.id))
    .leftJoin(addressBookEntries, eq(addressBookEntries.id, warehouseProfiles.addressEntryId))
    .where(where);

export async function listUsers(
  db: Database,
  filter: Partial<UserFilter>,
  scope: ListScope,
  page: { limit: number; offset: number },
) {
  const where = conditions(filter, scope);
  const rows = await selectListed(db, where)
    .orderBy(...ordering(filter))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One live user as the lists show it; a seller scope hides everyone but that seller's customers. */
export async function listedUser(db: Database, id: string, sellerScope: string | null) {
  const [row] = await selectListed(
    db,
    and(eq(users.id, id), isNull(users.deletedAt), sellerScope ? eq(users.sellerId, sellerScope) : undefined),
  );
  return row ?? null;
}

export type ListedUser = Awaited<ReturnType<typeof listUsers>>['rows'][number];

/** A user that is not deleted, or null. */
export async function findLiveUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

/** Locks the user row for a status change or delete (two operators acting at once see each other). */
export async function lockUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function emailTaken(db: Database, email: string, exceptId?: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  return rows.length > 0;
}

/**
 * Serialises every change that can remove an administrator, so two operators disabling the last two
 * administrators at the same moment cannot both pass the check.
 */
export async function lockAdministratorChanges(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin-users:administrators'))`);
}

/** Active, not deleted holders of the built-in administrator role, other than `exceptId`. */
export async function countOtherActiveAdministrators(db: Database, exceptId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${users.id})::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(eq(roles.builtin, true), eq(users.status, 1), isNull(users.deletedAt), ne(users.id, exceptId)),
    );
  return row?.n ?? 0;
}

export async function holdsBuiltinRole(db: Database, userId: string) {
  const rows = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.builtin, true)))
    .limit(1);
  return rows.length > 0;
}

export async function roleIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.id);
}

/** A seeded role by its (case-insensitive) name, e.g. the default role of a new account's kind. */
export async function roleIdByName(db: Database, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row?.id ?? null;
}

/** Ledger accounts of the user that hold anything (any category, any currency). */
export async function accountsWithMoney(db: Database, userId: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db.execute(
      sql`select count(*)::int as n from ledger_accounts where owner_key = ${userId} and balance <> 0`,
    ),
  );
  return row?.n ?? 0;
}

/** Orders between placement and their end: placing, under review, in transit, in cancellation. */
export const OPEN_ORDER_STATUSES = [17, 18, 8, 6];

export async function openOrderCount(db: Database, userId: string) {
  return db.$count(orders, and(eq(orders.userId, userId), inArray(orders.status, OPEN_ORDER_STATUSES)));
}

export async function customerCount(db: Database, sellerId: string) {
  return db.$count(users, and(eq(users.sellerId, sellerId), isNull(users.deletedAt)));
}

export async function setStatus(db: Database, id: string, status: number, now: Date) {
  await db.update(users).set({ status, updatedAt: now }).where(eq(users.id, id));
}

export async function softDelete(db: Database, id: string, now: Date) {
  await db.update(users).set({ status: 2, deletedAt: now, updatedAt: now }).where(eq(users.id, id));
}

export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'nickName' | 'realName' | 'phone' | 'company' | 'sellerId' | 'passwordHash'>
>;

export async function updateUser(db: Database, id: string, changes: UserChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
