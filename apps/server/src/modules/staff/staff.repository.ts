import type { EmployeeKind, StaffListQuery } from '@shiplabel/shared';
import { EMPLOYEE_KINDS, USER_STATUS } from '@shiplabel/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { type UserRow, users } from '../users/users.table.ts';

type Filter = Omit<StaffListQuery, 'pageNum' | 'pageSize'>;

/** Employees (kinds staff and admin) that are not deleted, matching the list's filters. */
function staffWhere(filter: Filter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    inArray(users.kind, [...EMPLOYEE_KINDS]),
    isNull(users.deletedAt),
    filter.kind ? eq(users.kind, filter.kind) : undefined,
    filter.status === undefined ? undefined : eq(users.status, filter.status),
  ];
  if (filter.keyword) {
    const p = likePattern(filter.keyword);
    conditions.push(
      or(ilike(users.email, p), ilike(users.nickName, p), ilike(users.realName, p), ilike(users.phone, p)),
    );
  }
  return and(...conditions);
}

export async function listStaff(db: Database, filter: Filter, limit: number, offset: number) {
  const where = staffWhere(filter);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The roles each of `userIds` holds (id and name), by user id. */
export async function rolesOfUsers(db: Database, userIds: string[]) {
  const byUser = new Map<string, { id: string; name: string }[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.name));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/** An employee that is not deleted, locked for the rest of the transaction. */
export async function lockEmployee(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), inArray(users.kind, [...EMPLOYEE_KINDS])))
    .for('update');
  return row ?? null;
}

export type EmployeeChanges = Partial<
  Pick<UserRow, 'email' | 'passwordHash' | 'nickName' | 'realName' | 'phone' | 'job' | 'status' | 'deletedAt'>
>;

export async function updateEmployee(db: Database, id: string, changes: EmployeeChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertEmployee(
  db: Database,
  values: {
    email: string;
    passwordHash: string;
    nickName: string;
    realName: string;
    phone: string;
    job: string;
  },
  kind: EmployeeKind,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, kind, status: USER_STATUS.active })
    .returning();
  return row!;
}
