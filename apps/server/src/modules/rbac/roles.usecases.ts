import type { Page, PageQuery, Role, RoleInput } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { builtinRole, roleInUse, roleNameTaken, roleNotFound, unknownResources } from './rbac.errors.ts';
import type { RoleRow } from './rbac.table.ts';
import { findResourcesByCodes } from './resources.repository.ts';
import {
  codesByRole,
  deleteRoleRow,
  findRole,
  findRolesByIds,
  insertRole,
  listRoles as listRoleRows,
  lockRole,
  replaceRoleResources,
  roleNameExists,
  updateRoleRow,
} from './roles.repository.ts';

function toRole(role: RoleRow, userCount: number, resourceCodes: string[]): Role {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    builtin: role.builtin,
    resourceCodes,
    userCount,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}

export async function listRoles(deps: {
  db: Database;
  query: PageQuery & { keyword?: string };
}): Promise<Page<Role>> {
  const { db, query } = deps;
  const { rows, total } = await listRoleRows(db, query.keyword, query.pageSize, pageOffset(query));
  const codes = await codesByRole(
    db,
    rows.map((r) => r.role.id),
  );
  return toPage(
    rows.map((r) => toRole(r.role, r.userCount, codes.get(r.role.id) ?? [])),
    total,
    query,
  );
}

export async function getRole(db: Database, id: string): Promise<Role> {
  const found = await findRole(db, id);
  if (!found) throw roleNotFound();
  const codes = await codesByRole(db, [id]);
  return toRole(found.role, found.userCount, codes.get(id) ?? []);
}

/** Resource ids of the codes, or 400 naming the codes that do not exist. */
async function resourceIdsOf(db: Database, codes: string[]): Promise<string[]> {
  const unique = [...new Set(codes)];
  const found = await findResourcesByCodes(db, unique);
  const known = new Set(found.map((r) => r.code));
  const unknown = unique.filter((c) => !known.has(c));
  if (unknown.length) throw unknownResources(unknown);
  return found.map((r) => r.id);
}

/** Runs a write and turns a lost race on the unique name index into the same 409 as the pre-check. */
async function guardName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw roleNameTaken(name);
    throw error;
  }
}

export async function createRole(deps: AppDeps & { input: RoleInput }): Promise<Role> {
  const { db, input } = deps;
  const id = await guardName(input.name, () =>
    db.transaction(async (tx) => {
      const resourceIds = await resourceIdsOf(tx, input.resourceCodes);
      if (await roleNameExists(tx, input.name)) throw roleNameTaken(input.name);
      const role = await insertRole(tx, {
        name: input.name,
        description: input.description,
        now: deps.clock(),
      });
      await replaceRoleResources(tx, role.id, resourceIds);
      return role.id;
    }),
  );
  return getRole(db, id);
}

export async function updateRole(deps: AppDeps & { id: string; input: RoleInput }): Promise<Role> {
  const { db, id, input } = deps;
  await guardName(input.name, () =>
    db.transaction(async (tx) => {
      const role = await lockRole(tx, id);
      if (!role) throw roleNotFound();
      const resourceIds = await resourceIdsOf(tx, input.resourceCodes);
      if (role.builtin) {
        // The administrator role may be renamed, never narrowed: nobody can lock the back office out.
        const current = (await codesByRole(tx, [id])).get(id) ?? [];
        const next = new Set(input.resourceCodes);
        if (current.some((code) => !next.has(code))) throw builtinRole();
      }
      if (await roleNameExists(tx, input.name, id)) throw roleNameTaken(input.name);
      await updateRoleRow(tx, id, { name: input.name, description: input.description, now: deps.clock() });
      await replaceRoleResources(tx, id, resourceIds);
    }),
  );
  return getRole(db, id);
}

export async function deleteRole(deps: AppDeps & { id: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const role = await lockRole(tx, deps.id);
    if (!role) throw roleNotFound();
    if (role.builtin) throw builtinRole();
    const found = await findRole(tx, deps.id);
    if (found && found.userCount > 0) throw roleInUse(found.userCount);
    await deleteRoleRow(tx, deps.id);
  });
}

/** The names and descriptions of some roles (a user's own, for their account page), by name. */
export async function roleSummaries(deps: { db: Database; ids: string[] }) {
  const rows = await findRolesByIds(deps.db, deps.ids);
  return rows
    .map((r) => ({ id: r.id, name: r.name, description: r.description, builtin: r.builtin }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
