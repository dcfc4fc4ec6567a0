import { LOCALES } from '@shiplabel/shared/locale';
import { describe, expect, it } from 'vitest';
import enPublic from './bundles/en-US.public.ts';
import enApp from './bundles/en-US.ts';
import zhPublic from './bundles/zh-CN.public.ts';
import zhApp from './bundles/zh-CN.ts';
import { MENU_NAMESPACE, NAMESPACES, PUBLIC_NAMESPACES } from './resources.ts';

const files = import.meta.glob('../../locales/*/*.json');
const BUNDLES = { 'en-US': [enPublic, enApp], 'zh-CN': [zhPublic, zhApp] } as const;

describe('dictionary chunks', () => {
  it.each(LOCALES)(
    '%s: the public chunk holds exactly the public namespaces, the other chunk the rest',
    (locale) => {
      const [publicPart, appPart] = BUNDLES[locale];
      const own = Object.keys(files)
        .filter((path) => path.includes(`/${locale}/`))
        .map((path) => /([^/]+)\.json$/.exec(path)![1]!);
      expect(Object.keys(publicPart).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
      expect(Object.keys(appPart).filter((ns) => Object.hasOwn(publicPart, ns))).toEqual([]);
      expect([...Object.keys(publicPart), ...Object.keys(appPart)].sort()).toEqual(own.sort());
    },
  );

  it('lists every namespace file for i18next', () => {
    const names = Object.keys(files)
      .filter((path) => path.includes('/en-US/'))
      .map((path) => /([^/]+)\.json$/.exec(path)![1]!);
    expect([...NAMESPACES].filter((ns) => ns !== MENU_NAMESPACE).sort()).toEqual(names.sort());
  });
});
