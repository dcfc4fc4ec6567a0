import { STORAGE_KEYS } from '@shiplabel/shared/layout/settings';
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@shiplabel/shared/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../store/storage.ts';
import { buildResources, localeBackend, MENU_NAMESPACE, NAMESPACES } from './resources.ts';

/** The stored choice; anything but en-US / zh-CN (or nothing) means en-US (spec section 4). */
export function readStoredLocale(): Locale {
  return normalizeLocale(localStore.get(STORAGE_KEYS.locale));
}

export const i18n = i18next.createInstance();

// The menu titles are bundled; every other namespace comes with its language's chunk (resources.ts).
void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en-US', 'zh-CN'],
    resources: buildResources(),
    partialBundledLanguages: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** Resolves once the current language's dictionaries are loaded (main.tsx renders after it). */
export function languageReady(): Promise<void> {
  return new Promise((resolve) => {
    void i18n.loadNamespaces([...NAMESPACES], () => resolve());
  });
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language);
}

export function setLocale(locale: Locale): Promise<unknown> {
  localStore.set(STORAGE_KEYS.locale, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return i18n.changeLanguage(locale);
}

/** A route or menu title by its shared titleKey, with the server-given title as the fallback. */
export function menuLabel(titleKey: string, fallback?: string): string {
  return i18n.t(titleKey, { ns: MENU_NAMESPACE, defaultValue: fallback ?? titleKey });
}
