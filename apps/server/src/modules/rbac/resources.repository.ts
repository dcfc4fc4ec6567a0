import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { resourceCategories, resources } from './rbac.table.ts';

// Written out with aliases: drizzle leaves columns unqualified in single-table selects, which would make
// a correlated subquery compare the inner table with itself.
const resourceCount = sql<number>`(select count(*)::int from "resources" as r where r."category_id" = "resource_categories"."id")`;
const categoryColumns = {
  id: resourceCategories.id,
  nameEn: resourceCategories.nameEn,
  nameZh: resourceCategories.nameZh,
  sort: resourceCategories.sort,
  resourceCount,
};

export function listCategories(db: Database) {
  return db
    .select(categoryColumns)
    .from(resourceCategories)
    .orderBy(asc(resourceCategories.sort), asc(resourceCategories.nameEn));
}

export async function findCategory(db: Database, id: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(resourceCategories)
    .where(eq(resourceCategories.id, id));
  return row ?? null;
}

export type CategoryValues = { nameEn: string; nameZh: string; sort: number };

export async function insertCategory(db: Database, values: CategoryValues) {
  const [row] = await db.insert(resourceCategories).values(values).returning({ id: resourceCategories.id });
  return row!.id;
}

export async function updateCategoryRow(db: Database, id: string, values: CategoryValues) {
  await db.update(resourceCategories).set(values).where(eq(resourceCategories.id, id));
}

export async function deleteCategoryRow(db: Database, id: string) {
  await db.delete(resourceCategories).where(eq(resourceCategories.id, id));
}

export function listResources(db: Database, filter: { categoryId?: string; keyword?: string }) {
  const conditions = [];
  if (filter.categoryId) conditions.push(eq(resources.categoryId, filter.categoryId));
  if (filter.keyword) {
    const p = likePattern(filter.keyword);
    conditions.push(or(ilike(resources.code, p), ilike(resources.nameEn, p), ilike(resources.nameZh, p)));
  }
  return db
    .select()
    .from(resources)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(resources.code));
}

export async function findResource(db: Database, id: string) {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  return row ?? null;
}

export async function findResourcesByCodes(db: Database, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(resources).where(inArray(resources.code, codes));
}

export async function codeExists(db: Database, code: string, exceptId?: string) {
  const rows = await db
    .select({ n: count() })
    .from(resources)
    .where(exceptId ? and(eq(resources.code, code), ne(resources.id, exceptId)) : eq(resources.code, code));
  return Number(rows[0]?.n ?? 0) > 0;
}

export type ResourceValues = {
  code: string;
  nameEn: string;
  nameZh: string;
  categoryId: string | null;
  description: string;
};

export async function insertResource(db: Database, values: ResourceValues) {
  const [row] = await db
    .insert(resources)
    .values({ ...values, system: false })
    .returning();
  return row!;
}

export async function updateResourceRow(db: Database, id: string, values: ResourceValues) {
  const [row] = await db.update(resources).set(values).where(eq(resources.id, id)).returning();
  return row!;
}

/** Role links go with it (ON DELETE CASCADE). */
export async function deleteResourceRow(db: Database, id: string) {
  await db.delete(resources).where(eq(resources.id, id));
}
