import type { Resource, ResourceCategory, ResourceCategoryInput, ResourceInput } from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
import {
  categoryInUse,
  categoryNotFound,
  codeTaken,
  resourceNotFound,
  systemResource,
} from './rbac.errors.ts';
import type { ResourceRow } from './rbac.table.ts';
import * as repo from './resources.repository.ts';

type Deps = { db: Database };

export const listCategories = (deps: Deps): Promise<ResourceCategory[]> => repo.listCategories(deps.db);

async function getCategory(db: Database, id: string): Promise<ResourceCategory> {
  const found = await repo.findCategory(db, id);
  if (!found) throw categoryNotFound();
  return found;
}

export async function createCategory(deps: Deps & { input: ResourceCategoryInput }) {
  return getCategory(deps.db, await repo.insertCategory(deps.db, deps.input));
}

export async function updateCategory(deps: Deps & { id: string; input: ResourceCategoryInput }) {
  await getCategory(deps.db, deps.id);
  await repo.updateCategoryRow(deps.db, deps.id, deps.input);
  return getCategory(deps.db, deps.id);
}

export async function deleteCategory(deps: Deps & { id: string }): Promise<void> {
  const category = await getCategory(deps.db, deps.id);
  if (category.resourceCount > 0) throw categoryInUse(category.resourceCount);
  try {
    await repo.deleteCategoryRow(deps.db, deps.id);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw categoryInUse(1);
    throw error;
  }
}

const toResource = (r: ResourceRow): Resource => ({
  id: r.id,
  code: r.code,
  nameEn: r.nameEn,
  nameZh: r.nameZh,
  categoryId: r.categoryId,
  description: r.description,
  system: r.system,
});

export async function listResources(deps: Deps & { filter: { categoryId?: string; keyword?: string } }) {
  return (await repo.listResources(deps.db, deps.filter)).map(toResource);
}

async function checkInput(db: Database, input: ResourceInput, exceptId?: string) {
  if (input.categoryId && !(await repo.findCategory(db, input.categoryId))) throw categoryNotFound();
  if (await repo.codeExists(db, input.code, exceptId)) throw codeTaken(input.code);
}

async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

export async function createResource(deps: Deps & { input: ResourceInput }): Promise<Resource> {
  await checkInput(deps.db, deps.input);
  return toResource(await guardCode(deps.input.code, () => repo.insertResource(deps.db, deps.input)));
}

export async function updateResource(deps: Deps & { id: string; input: ResourceInput }): Promise<Resource> {
  const current = await repo.findResource(deps.db, deps.id);
  if (!current) throw resourceNotFound();
  // Routes and endpoints refer to seeded codes: renaming one would silently break them.
  if (current.system && current.code !== deps.input.code) throw systemResource();
  await checkInput(deps.db, deps.input, deps.id);
  return toResource(
    await guardCode(deps.input.code, () => repo.updateResourceRow(deps.db, deps.id, deps.input)),
  );
}

export async function deleteResource(deps: Deps & { id: string }): Promise<void> {
  const current = await repo.findResource(deps.db, deps.id);
  if (!current) throw resourceNotFound();
  if (current.system) throw systemResource();
  await repo.deleteResourceRow(deps.db, deps.id);
}
