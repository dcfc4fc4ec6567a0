import { RESOURCE_CATEGORIES, RESOURCES, ROLE_SEEDS, type RoleSeed } from '@shiplabel/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resourceCategories, resources, roleResources, roles } from '../rbac/rbac.table.ts';

export type SeededRoleIds = Record<RoleSeed['key'], string>;

async function upsertCategories(db: Database): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const [key, category] of Object.entries(RESOURCE_CATEGORIES)) {
    const values = { nameEn: category.name['en-US'], nameZh: category.name['zh-CN'], sort: category.sort };
    const [row] = await db
      .insert(resourceCategories)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: resourceCategories.key, set: values })
      .returning({ id: resourceCategories.id });
    ids.set(key, row!.id);
  }
  return ids;
}

async function upsertResources(db: Database, categoryIds: Map<string, string>) {
  for (const resource of RESOURCES) {
    const values = {
      nameEn: resource.name['en-US'],
      nameZh: resource.name['zh-CN'],
      categoryId: categoryIds.get(resource.category) ?? null,
      system: true,
    };
    await db
      .insert(resources)
      .values({ code: resource.code, ...values })
      .onConflictDoUpdate({ target: resources.code, set: values });
  }
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
  const categoryIds = await upsertCategories(db);
  await upsertResources(db, categoryIds);
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
