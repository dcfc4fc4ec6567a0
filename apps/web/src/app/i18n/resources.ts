import { MENU_TITLES } from '@shiplabel/shared/i18n/menu';
import { LOCALES, type Locale } from '@shiplabel/shared/locale';

type Dictionary = Record<string, unknown>;

/** Every src/locales/<locale>/<namespace>.json, bundled (they are small and the first page needs most). */
const files = import.meta.glob<{ default: Dictionary }>('../../locales/*/*.json', { eager: true });

export const MENU_NAMESPACE = 'menu';

export function buildResources(): Record<Locale, Record<string, Dictionary>> {
  const resources = Object.fromEntries(LOCALES.map((locale) => [locale, {}])) as Record<
    Locale,
    Record<string, Dictionary>
  >;
  for (const [path, module] of Object.entries(files)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, locale, namespace] = match;
    const bucket = resources[locale as Locale];
    if (bucket && namespace) bucket[namespace] = module.default;
  }
  // Route titles come from the shared table so that the server's menu and the web app agree. Their keys
  // contain dots ('menu.dashboard.workplace'); i18next finds such flat keys through ignoreJSONStructure.
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
