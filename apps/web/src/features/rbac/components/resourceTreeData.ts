import type { Resource, ResourceCategory } from '@shiplabel/shared';

export const CATEGORY_PREFIX = 'category:';
export const UNCATEGORISED_KEY = `${CATEGORY_PREFIX}none`;

export interface ResourceGroup {
  key: string;
  category: ResourceCategory | null;
  resources: Resource[];
}

/** Resources grouped by category (category sort order), uncategorised last, empty groups dropped. */
export function groupResources(
  categories: readonly ResourceCategory[],
  resources: readonly Resource[],
): ResourceGroup[] {
  const sorted = [...categories].sort((a, b) => a.sort - b.sort || a.nameEn.localeCompare(b.nameEn));
  const known = new Set(sorted.map((c) => c.id));
  const groups: ResourceGroup[] = sorted.map((category) => ({
    key: `${CATEGORY_PREFIX}${category.id}`,
    category,
    resources: resources.filter((r) => r.categoryId === category.id),
  }));
  groups.push({
    key: UNCATEGORISED_KEY,
    category: null,
    resources: resources.filter((r) => !r.categoryId || !known.has(r.categoryId)),
  });
  return groups.filter((group) => group.resources.length > 0);
}

/**
 * The role's codes after a tree check: group keys dropped, and codes the tree does not show (e.g. of a
 * resource deleted meanwhile) kept, so that saving never silently removes them.
 */
export function codesAfterCheck(
  previous: readonly string[],
  checkedKeys: readonly string[],
  shown: ReadonlySet<string>,
) {
  const hidden = previous.filter((code) => !shown.has(code));
  const checked = checkedKeys.filter((key) => !key.startsWith(CATEGORY_PREFIX));
  return [...new Set([...hidden, ...checked])];
}
