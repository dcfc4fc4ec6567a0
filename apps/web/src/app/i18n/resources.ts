import { MENU_TITLES } from '@shiplabel/shared/i18n/menu';
import { LOCALES, type Locale } from '@shiplabel/shared/locale';
import type { BackendModule, ReadCallback } from 'i18next';
import { type Dictionary, type LocaleBundle, namespacesOf } from './bundles/namespaces.ts';

export const MENU_NAMESPACE = 'menu';

/**
 * Each language's dictionaries are one chunk (bundles/<locale>.ts), loaded when the language is first
 * used: a visitor downloads one language (18 KB gzipped), not both in the entry chunk (issue 12: login
 * page weight). main.tsx waits for the current language before the first render.
 */
const BUNDLES: Record<Locale, () => Promise<{ default: LocaleBundle }>> = {
  'en-US': () => import('./bundles/en-US.ts'),
  'zh-CN': () => import('./bundles/zh-CN.ts'),
};
const loading = new Map<Locale, Promise<LocaleBundle>>();

function bundleOf(locale: Locale): Promise<LocaleBundle> {
  let bundle = loading.get(locale);
  if (!bundle) {
    bundle = BUNDLES[locale]().then((module) => module.default);
    // A failed download (network) is tried again on the next use.
    bundle.catch(() => loading.delete(locale));
    loading.set(locale, bundle);
  }
  return bundle;
}

/** i18next backend: a namespace of a language, read from that language's chunk. */
export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const locale = LOCALES.find((l) => l === language);
    if (!locale) return callback(null, {});
    bundleOf(locale).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * What i18next starts with: the route titles, which come from the shared table so that the server's menu
 * and the web app agree (their keys contain dots, 'menu.dashboard.workplace'; i18next finds such flat keys
 * through ignoreJSONStructure). The other namespaces come from the backend. Under Vitest every
 * dictionary is bundled up front, so unit tests translate synchronously; a production build drops this
 * branch and its imports.
 */
export function buildResources(): Record<Locale, Record<string, Dictionary>> {
  const resources = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
    Locale,
    Record<string, Dictionary>
  >;
  if (import.meta.env.MODE === 'test') {
    const files = import.meta.glob<{ default: Dictionary }>('../../locales/*/*.json', { eager: true });
    for (const locale of LOCALES) {
      const own = Object.fromEntries(Object.entries(files).filter(([path]) => path.includes(`/${locale}/`)));
      resources[locale] = namespacesOf(own);
    }
  }
  for (const locale of LOCALES) resources[locale][MENU_NAMESPACE] = { ...MENU_TITLES[locale] };
  return resources;
}

export const NAMESPACES = [
  'common',
  'layout',
  'settings',
  'head',
  'home',
  'auth',
  'dashboard',
  'account',
  'rbac',
  'validation',
  // issue 3: addresses and zones
  'address',
  'zones',
  // money (issue 4)
  'money',
  'rates', // Rates (issue 3)
  // Orders (issue 5)
  'orders',
  'orderForm',
  'orderAdmin',
  'tracking',
  'templates',
  // Bulk work (issue 6)
  'jobs',
  'imports',
  'bulk',
  'apiLog',
  MENU_NAMESPACE,
] as const;
