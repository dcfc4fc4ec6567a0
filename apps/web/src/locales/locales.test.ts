import { LOCALES, MENU_TITLES } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';

type Dictionary = Record<string, unknown>;

const files = import.meta.glob<{ default: Dictionary }>('./*/*.json', { eager: true });

function byLocale(locale: string): Record<string, Dictionary> {
  const result: Record<string, Dictionary> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === locale && match[2]) result[match[2]] = module.default;
  }
  return result;
}

/** Every leaf key path ('a.b.c') of a dictionary, with empty strings reported as missing too. */
function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null)
    return typeof node === 'string' && node.trim() ? [prefix] : [];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Interpolation variables must match too, or a sentence loses its name or number in one language. */
const variables = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const valueAt = (node: unknown, path: string) =>
  path.split('.').reduce<unknown>((current, part) => (current as Dictionary)?.[part], node);

describe('locales', () => {
  const en = byLocale('en-US');
  const zh = byLocale('zh-CN');

  it('has the same namespace files in every language', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
    for (const locale of LOCALES)
      expect(Object.keys(byLocale(locale)).sort()).toEqual(Object.keys(en).sort());
  });

  for (const namespace of Object.keys(en)) {
    it(`has the same keys and variables in en-US and zh-CN: ${namespace}`, () => {
      const enKeys = leafKeys(en[namespace]).sort();
      const zhKeys = leafKeys(zh[namespace]).sort();
      expect(
        zhKeys.filter((k) => !enKeys.includes(k)),
        'keys only in zh-CN',
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !zhKeys.includes(k)),
        'keys missing from zh-CN',
      ).toEqual([]);
      for (const key of enKeys) {
        expect(variables(valueAt(zh[namespace], key)), `${namespace}:${key}`).toEqual(
          variables(valueAt(en[namespace], key)),
        );
      }
    });
  }

  it('has every menu title in both languages', () => {
    const enKeys = Object.keys(MENU_TITLES['en-US']).sort();
    expect(Object.keys(MENU_TITLES['zh-CN']).sort()).toEqual(enKeys);
    for (const key of enKeys) expect(MENU_TITLES['zh-CN'][key]?.trim()).toBeTruthy();
  });
});
