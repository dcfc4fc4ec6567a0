import { and, asc, count, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { type RoleRow, resources, roleResources, roles, userRoles } from './rbac.table.ts';

// Aliased on purpose: drizzle leaves columns unqualified in single-table selects (see resources.repository).
const userCount = sql<number>`(select count(*)::int from "user_roles" as ur where ur."role_id" = "roles"."id")`;

export async function listRoles(db: Database, keyword: string | undefined, limit: number, offset: number) {
  const where = keyword ? ilike(roles.name, likePattern(keyword)) : undefined;
  const rows = await db
    .select({ role: roles, userCount })
    .from(roles)
    .where(where)
    .orderBy(sql`${roles.builtin} desc`, asc(roles.name))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRole(db: Database, id: string) {
  const [row] = await db.select({ role: roles, userCount }).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Locks the role row until the transaction ends: serialises changes to who holds it. */
export async function lockRole(db: Database, id: string): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).for('update');
  return row ?? null;
}

export async function findRolesByIds(db: Database, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

export async function roleNameExists(db: Database, name: string, exceptId?: string) {
  const same = sql`lower(${roles.name}) = lower(${name})`;
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(same, ne(roles.id, exceptId)) : same);
  return rows.length > 0;
}

export async function codesByRole(db: Database, roleIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return map;
  const rows = await db
    .select({ roleId: roleResources.roleId, code: resources.code })
    .from(roleResources)
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(inArray(roleResources.roleId, roleIds))
    .orderBy(asc(resources.code));
  for (const row of rows) map.get(row.roleId)?.push(row.code);
  return map;
}

export async function insertRole(db: Database, values: { name: string; description: string; now: Date }) {
  const [row] = await db
    .insert(roles)
    .values({
      name: values.name,
      description: values.description,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

export async function updateRoleRow(
  db: Database,
  id: string,
  values: { name: string; description: string; now: Date },
) {
  await db
    .update(roles)
    .set({ name: values.name, description: values.description, updatedAt: values.now })
    .where(eq(roles.id, id));
}

export async function deleteRoleRow(db: Database, id: string) {
  await db.delete(roles).where(eq(roles.id, id));
}

export async function replaceRoleResources(db: Database, roleId: string, resourceIds: string[]) {
  await db.delete(roleResources).where(eq(roleResources.roleId, roleId));
  if (resourceIds.length) {
    await db.insert(roleResources).values(resourceIds.map((resourceId) => ({ roleId, resourceId })));
  }
}

export async function roleMembers(db: Database, roleId: string) {
  return db
    .select({ id: users.id, email: users.email, nickName: users.nickName, kind: users.kind })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.roleId, roleId))
    .orderBy(asc(users.email));
}

export async function addMembers(db: Database, roleId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(userIds.map((userId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Database, roleId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
}

/** Active users holding the role, optionally leaving some out. */
export async function countActiveHolders(
  db: Database,
  roleId: string,
  activeStatus: number,
  exceptUserIds: string[] = [],
) {
  const conditions = [eq(userRoles.roleId, roleId), eq(users.status, activeStatus)];
  if (exceptUserIds.length) conditions.push(notInArray(userRoles.userId, exceptUserIds));
  const [row] = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

export async function userRoleIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId);
}

export async function replaceUserRoles(db: Database, userId: string, roleIds: string[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
