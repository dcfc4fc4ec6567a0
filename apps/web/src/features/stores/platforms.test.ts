import { STORE_FONT_SIZES, STORE_PLATFORMS, STORE_SORTS, STORE_STATUSES } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/stores.json' with { type: 'json' };
import zh from '../../locales/zh-CN/stores.json' with { type: 'json' };
import { STORE_PLATFORM_UIS } from './platforms.tsx';

const at = (dict: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dict);

/** Issue 16: every platform the server knows can be connected from the sales page, named in both languages. */
describe('store platforms on the sales page', () => {
  it('offers a connect form for every platform, once', () => {
    expect(STORE_PLATFORM_UIS.map((p) => p.platform).sort()).toEqual([...STORE_PLATFORMS].sort());
  });

  it('names platforms, statuses, sorts and font sizes in both languages', () => {
    const keys = [
      ...STORE_PLATFORM_UIS.map((p) => p.labelKey),
      ...STORE_STATUSES.map((s) => `status.${s}`),
      ...STORE_SORTS.map((s) => `sort.${s}`),
      ...STORE_FONT_SIZES.map((s) => `fontSize.${s}`),
    ];
    for (const dict of [en, zh]) for (const key of keys) expect(typeof at(dict, key), key).toBe('string');
  });
});
