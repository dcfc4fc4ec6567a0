import { RESOURCE_CATEGORIES, RESOURCES, ROLE_SEEDS, type RoleSeed } from '@shiplabel/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resourceCategories, resources, roleResources, roles } from '../rbac/rbac.table.ts';

export type SeededRoleIds = Record<RoleSeed['key'], string>;

/** Inserts the seeded categories that are missing; names an administrator changed are kept. */
async function ensureCategories(db: Database): Promise<Map<string, string>> {
  const keys = Object.keys(RESOURCE_CATEGORIES);
  await db
    .insert(resourceCategories)
    .values(
      Object.entries(RESOURCE_CATEGORIES).map(([key, c]) => ({
        key,
        nameEn: c.name['en-US'],
        nameZh: c.name['zh-CN'],
        sort: c.sort,
      })),
    )
    .onConflictDoNothing({ target: resourceCategories.key });
  const rows = await db
    .select({ id: resourceCategories.id, key: resourceCategories.key })
    .from(resourceCategories)
    .where(inArray(resourceCategories.key, keys));
  return new Map(rows.map((r) => [r.key!, r.id]));
}

/**
 * Inserts the spec's resources that are missing and marks them as system resources (routes and endpoints
 * refer to their codes); names and categories an administrator changed are kept.
 */
async function ensureResources(db: Database, categoryIds: Map<string, string>) {
  await db
    .insert(resources)
    .values(
      RESOURCES.map((r) => ({
        code: r.code,
        nameEn: r.name['en-US'],
        nameZh: r.name['zh-CN'],
        categoryId: categoryIds.get(r.category) ?? null,
        system: true,
      })),
    )
    .onConflictDoUpdate({ target: resources.code, set: { system: true } });
}

async function findSeedRole(db: Database, seed: RoleSeed) {
  // The built-in role may have been renamed: find it by its flag, the others by name.
  const where = seed.builtin
    ? eq(roles.builtin, true)
    : sql`lower(${roles.name}) = lower(${seed.name['en-US']})`;
  const [row] = await db.select({ id: roles.id }).from(roles).where(where).limit(1);
  return row?.id ?? null;
}

async function grantCodes(db: Database, roleId: string, codes: readonly string[]) {
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(inArray(resources.code, [...codes]));
  if (rows.length === 0) return;
  await db
    .insert(roleResources)
    .values(rows.map((r) => ({ roleId, resourceId: r.id })))
    .onConflictDoNothing();
}

/**
 * Idempotent on every start: the shared resource catalogue (system resources) and the seed roles. Roles
 * are created when missing; the built-in administrator role always holds its codes again.
 */
export async function seedCatalog(db: Database): Promise<SeededRoleIds> {
  const categoryIds = await ensureCategories(db);
  await ensureResources(db, categoryIds);
  const ids: Partial<SeededRoleIds> = {};
  for (const seed of ROLE_SEEDS) {
    let id = await findSeedRole(db, seed);
    if (!id) {
      const [row] = await db
        .insert(roles)
        .values({ name: seed.name['en-US'], description: seed.description, builtin: seed.builtin })
        .returning({ id: roles.id });
      id = row!.id;
      await grantCodes(db, id, seed.codes);
    } else if (seed.builtin) {
      await grantCodes(db, id, seed.codes);
    }
    ids[seed.key] = id;
  }
  return ids as SeededRoleIds;
}
