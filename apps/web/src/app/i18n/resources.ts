import { MENU_TITLES } from '@shiplabel/shared/i18n/menu';
import { LOCALES, type Locale } from '@shiplabel/shared/locale';
import type { BackendModule, ReadCallback } from 'i18next';
import { type Dictionary, type LocaleBundle, namespacesOf } from './bundles/namespaces.ts';

export const MENU_NAMESPACE = 'menu';

/**
 * Each language's dictionaries are two chunks, loaded when first used: the public pages' namespaces
 * (bundles/<locale>.public.ts, ~5 KB gzipped, before the first render) and every other namespace
 * (bundles/<locale>.ts, when the guard lets the visitor into an application route). A visitor of the login
 * page downloads one language's public part only (issue 12: login page weight).
 */
type BundleModule = Promise<{ default: LocaleBundle }>;
type Part = 'public' | 'app';
const BUNDLES: Record<Locale, Record<Part, () => BundleModule>> = {
  'en-US': { public: () => import('./bundles/en-US.public.ts'), app: () => import('./bundles/en-US.ts') },
  'zh-CN': { public: () => import('./bundles/zh-CN.public.ts'), app: () => import('./bundles/zh-CN.ts') },
};
const loading = new Map<string, Promise<LocaleBundle>>();

function bundleOf(locale: Locale, part: Part): Promise<LocaleBundle> {
  const key = `${locale}/${part}`;
  let bundle = loading.get(key);
  if (!bundle) {
    bundle = BUNDLES[locale][part]().then((module) => module.default);
    // A failed download (network) is tried again on the next use.
    bundle.catch(() => loading.delete(key));
    loading.set(key, bundle);
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
    const part: Part = (PUBLIC_NAMESPACES as readonly string[]).includes(namespace) ? 'public' : 'app';
    bundleOf(locale, part).then(
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

/** What the public pages read; the files of bundles/<locale>.public.ts (same list, i18n.test.ts). */
export const PUBLIC_NAMESPACES = ['common', 'head', 'auth', 'home', 'layout', 'validation'] as const;

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
  // issue 13: user logs and the avoid-high-risk list
  'audit',
  'risk',
  // issue 13: currency exchange and statistics
  'exchange',
  'statistics',
  // issue 13: employees, impersonation and switch roles
  'staff',
  'impersonation',
  // issue 13: user management, sellers, overseas-warehouse users
  'users',
  // issue 13: proxy users, their sub-accounts and commission
  'proxy',
  // issue 13: the outbox of outgoing e-mail
  'mail',
  // issue 14: work orders
  'tickets',
  // issue 15: the carrier part of the channel form
  'channels',
  // issue 14: system messages and the message centre
  'messages',
  // issue 14: system configuration
  'sysConfig',
  // issue 16: outgoing webhooks (the Webhooks tab of /settings/api)
  'webhooks',
  // issue 16: the label tool (/settings/pdfptu)
  'labelTool',
  // issue 16: API keys (the API keys tab of /settings/api)
  'apiKeys',
  // issue 16: shipping rules (/settings/shippingRules) and the batch dialog's service choice
  'shippingRules',
  // issue 16: online stores (/settings/sales)
  'stores',
  // issue 16: the LingXing ERP connection (/settings/lxorder)
  'lingxing',
  MENU_NAMESPACE,
] as const;
