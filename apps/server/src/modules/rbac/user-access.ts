import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resources, roleResources, userRoles } from './rbac.table.ts';

export interface UserAccess {
  /** Resource codes of every role the user holds, sorted. */
  codes: string[];
  roleIds: string[];
}

/**
 * Resolved from the database on every request (user -> roles -> resources), so a role change applies
 * to the affected users' next request on every instance.
 */
export async function resolveUserAccess(db: Database, userId: string): Promise<UserAccess> {
  const rows = await db
    .select({ roleId: userRoles.roleId, code: resources.code })
    .from(userRoles)
    .leftJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .leftJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(eq(userRoles.userId, userId));
  const codes = new Set<string>();
  const roleIds = new Set<string>();
  for (const row of rows) {
    roleIds.add(row.roleId);
    if (row.code) codes.add(row.code);
  }
  return { codes: [...codes].sort(), roleIds: [...roleIds].sort() };
}
