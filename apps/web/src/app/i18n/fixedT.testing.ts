import i18next, { type TFunction } from 'i18next';

/** Every src/locales/<locale>/<namespace>.json, read directly: tests need no language chunk loading. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', {
  eager: true,
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, file] of Object.entries(files)) {
  const [, locale, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  resources[locale!] ??= {};
  resources[locale!]![namespace!] = file.default;
}

const instance = i18next.createInstance();
void instance.init({ resources, lng: 'en-US', interpolation: { escapeValue: false }, initAsync: false });

/** A translate function of one language and namespace over the locale files (for tests). */
export const fixedT = (locale: 'en-US' | 'zh-CN', ns: string): TFunction => instance.getFixedT(locale, ns);
