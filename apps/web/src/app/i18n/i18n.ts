import { STORAGE_KEYS } from '@shiplabel/shared/layout/settings';
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@shiplabel/shared/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localStore } from '../store/storage.ts';
import { buildResources, localeBackend, MENU_NAMESPACE, NAMESPACES, PUBLIC_NAMESPACES } from './resources.ts';

/** The stored choice; anything but en-US / zh-CN (or nothing) means en-US (spec section 4). */
export function readStoredLocale(): Locale {
  return normalizeLocale(localStore.get(STORAGE_KEYS.locale));
}

export const i18n = i18next.createInstance();

/** The document's language is the chosen one (WCAG 3.1.1): screen readers pronounce the page in it. */
export function applyDocumentLanguage(language: string, doc: Document | undefined = globalThis.document) {
  if (doc) doc.documentElement.lang = normalizeLocale(language);
}

// Registered before init, so the stored language at start-up is applied too, not only a later switch.
i18n.on('languageChanged', (language) => applyDocumentLanguage(language));

// The menu titles are bundled; the public pages' namespaces load first, the others when an application
// route is entered (resources.ts).
void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: readStoredLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en-US', 'zh-CN'],
    resources: buildResources(),
    partialBundledLanguages: true,
    ns: [...PUBLIC_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

const namespacesReady = (namespaces: readonly string[]) =>
  new Promise<void>((resolve) => {
    void i18n.loadNamespaces([...namespaces], () => resolve());
  });

/** Resolves once the public pages' dictionaries of the current language are loaded (main.tsx). */
export function languageReady(): Promise<void> {
  return namespacesReady(PUBLIC_NAMESPACES);
}

/**
 * Resolves once every dictionary of the current language is loaded: the guard awaits it before an
 * application route renders. Loaded namespaces join i18next's list, so a later language switch loads
 * them in the new language too.
 */
export function appDictionariesReady(): Promise<void> {
  return namespacesReady(NAMESPACES);
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language);
}

export function setLocale(locale: Locale): Promise<unknown> {
  localStore.set(STORAGE_KEYS.locale, locale);
  return i18n.changeLanguage(locale);
}

/** A route or menu title by its shared titleKey, with the server-given title as the fallback. */
export function menuLabel(titleKey: string, fallback?: string): string {
  return i18n.t(titleKey, { ns: MENU_NAMESPACE, defaultValue: fallback ?? titleKey });
}
