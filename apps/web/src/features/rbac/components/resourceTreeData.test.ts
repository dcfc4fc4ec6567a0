import type { Resource, ResourceCategory } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { codesAfterCheck, groupResources, UNCATEGORISED_KEY } from './resourceTreeData.ts';

const category = (id: string, sort: number): ResourceCategory => ({
  id,
  nameEn: id,
  nameZh: id,
  sort,
  resourceCount: 0,
});
const resource = (code: string, categoryId: string | null): Resource => ({
  id: code,
  code,
  nameEn: code,
  nameZh: code,
  categoryId,
  description: '',
  system: false,
});

describe('groupResources', () => {
  it('groups by category in sort order, uncategorised last, empty groups dropped', () => {
    const groups = groupResources(
      [category('b', 2), category('a', 1), category('empty', 0)],
      [resource('x', 'b'), resource('y', 'a'), resource('z', null), resource('w', 'gone')],
    );
    expect(groups.map((g) => g.key)).toEqual(['category:a', 'category:b', UNCATEGORISED_KEY]);
    expect(groups[2]!.resources.map((r) => r.code)).toEqual(['z', 'w']);
  });
});

describe('codesAfterCheck', () => {
  it('drops group keys and keeps codes the tree does not show', () => {
    const shown = new Set(['a', 'b']);
    expect(codesAfterCheck(['hidden', 'a'], ['category:1', 'b'], shown)).toEqual(['hidden', 'b']);
  });
});
