import { BACK_OFFICE_KINDS, type RoleMember, USER_STATUS, type UserKind } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { userNotFound } from '../users/users.errors.ts';
import { findUserById, findUsersByIds } from '../users/users.repository.ts';
import { grantForbidden, lastAdmin, notBackOffice, roleNotFound } from './rbac.errors.ts';
import type { RoleRow } from './rbac.table.ts';
import {
  addMembers,
  countActiveHolders,
  findRolesByIds,
  lockRole,
  removeMembers,
  replaceUserRoles,
  roleMembers,
  userRoleIds,
} from './roles.repository.ts';

/** Only holders of a built-in role may give it or take it away. */
function assertMayGrant(auth: AuthContext, role: RoleRow) {
  if (role.builtin && !auth.roleIds.includes(role.id)) throw grantForbidden();
}

/**
 * The built-in administrator role must keep at least one active holder. Call inside the transaction after
 * locking the role row, so two concurrent removals cannot both pass.
 */
async function assertAdminsRemain(db: Database, role: RoleRow, losingUserIds: string[]) {
  if (!role.builtin || losingUserIds.length === 0) return;
  const active = USER_STATUS.active;
  const before = await countActiveHolders(db, role.id, active);
  const after = await countActiveHolders(db, role.id, active, losingUserIds);
  if (before > 0 && after === 0) throw lastAdmin();
}

async function assertUsersExist(db: Database, userIds: string[]) {
  const found = await findUsersByIds(db, [...new Set(userIds)]);
  if (found.length !== new Set(userIds).size) throw userNotFound();
}

export async function listRoleMembers(deps: { db: Database; roleId: string }): Promise<RoleMember[]> {
  if ((await findRolesByIds(deps.db, [deps.roleId])).length === 0) throw roleNotFound();
  return roleMembers(deps.db, deps.roleId);
}

export async function addRoleMembers(
  deps: AppDeps & { auth: AuthContext; roleId: string; userIds: string[] },
) {
  await deps.db.transaction(async (tx) => {
    const role = await lockRole(tx, deps.roleId);
    if (!role) throw roleNotFound();
    assertMayGrant(deps.auth, role);
    await assertUsersExist(tx, deps.userIds);
    await addMembers(tx, role.id, deps.userIds);
  });
}

export async function removeRoleMembers(
  deps: AppDeps & { auth: AuthContext; roleId: string; userIds: string[] },
) {
  await deps.db.transaction(async (tx) => {
    const role = await lockRole(tx, deps.roleId);
    if (!role) throw roleNotFound();
    assertMayGrant(deps.auth, role);
    await assertAdminsRemain(tx, role, deps.userIds);
    await removeMembers(tx, role.id, deps.userIds);
  });
}

/**
 * POST /admin/role/update and /staff/role/update: replaces the roles a user holds. The staff path may
 * only manage back-office accounts.
 */
export async function setUserRoles(
  deps: AppDeps & { auth: AuthContext; userId: string; roleIds: string[]; backOfficeOnly: boolean },
): Promise<void> {
  const roleIds = [...new Set(deps.roleIds)];
  await deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, deps.userId);
    if (!user) throw userNotFound();
    if (deps.backOfficeOnly && !BACK_OFFICE_KINDS.includes(user.kind as UserKind)) throw notBackOffice();
    const wanted = await findRolesByIds(tx, roleIds);
    if (wanted.length !== roleIds.length) throw roleNotFound();

    const current = await userRoleIds(tx, user.id);
    const changed = [
      ...roleIds.filter((id) => !current.includes(id)),
      ...current.filter((id) => !roleIds.includes(id)),
    ];
    // Locked in a fixed order so two concurrent changes cannot deadlock.
    for (const roleId of changed.sort()) {
      const role = await lockRole(tx, roleId);
      if (!role) continue;
      assertMayGrant(deps.auth, role);
      if (!roleIds.includes(roleId)) await assertAdminsRemain(tx, role, [user.id]);
    }
    await replaceUserRoles(tx, user.id, roleIds);
  });
}
