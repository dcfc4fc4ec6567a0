import { PUBLIC_PAGES } from '@shiplabel/shared/public-pages';

/** Routes with their own title and description (spec section 2); every other route uses the default. */
export const PAGES_WITH_OWN_HEAD = [
  'home',
  'login',
  'registerForm',
  'helpCenter',
  'contactUs',
  'privacyPolicy',
  'termsOfUse',
  'wordView',
] as const;

/** The languages a public page is indexed in; en-US is the default (no ?lang= parameter). */
export const HEAD_LOCALES = ['en-US', 'zh-CN'] as const;

/** One `<link rel="alternate" hreflang>`: the same page in another language. */
export interface HeadAlternate {
  hreflang: string;
  href: string;
}

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website';
  twitterCard: 'summary';
  /** og:locale, en_US or zh_CN. */
  ogLocale: string;
  /** Only on the indexed public pages; elsewhere the alternates are removed. */
  alternates: HeadAlternate[];
}

export interface HeadInput {
  routeName: string;
  /** The route's translated title (menu title), if it has one. */
  routeTitle?: string;
  origin: string;
  /** Path plus search, as shown in the address bar. */
  fullPath: string;
  /** The chosen language; on an indexed public page it decides the canonical link (as the server's). */
  language?: string;
  /** Translates a `head` namespace key, interpolating `vars`. */
  t: (key: string, vars?: Record<string, string>) => string;
}

/** A public page's address in a language, as the server's prerendered head and sitemap write it. */
export const pageUrl = (origin: string, path: string, language: string) =>
  `${origin}${path}${language === 'en-US' ? '' : `?lang=${language}`}`;

/** The indexed public page at a path (exact match, as the router and the server's SEO module do). */
const indexedPathOf = (fullPath: string) => {
  const pathname = fullPath.split(/[?#]/)[0];
  return PUBLIC_PAGES.find((page) => page.path === pathname)?.path;
};

/**
 * The head tags for a route in the chosen language. On an indexed public page the canonical link and the
 * hreflang alternates are the server's (one address per language); elsewhere the canonical link is
 * origin + full path and there are no alternates.
 */
export function buildHead({ routeName, routeTitle, origin, fullPath, language, t }: HeadInput): HeadData {
  const own = (PAGES_WITH_OWN_HEAD as readonly string[]).includes(routeName);
  const product = t('productName');
  const title = own
    ? t(`pages.${routeName}.title`)
    : routeTitle
      ? t('titleTemplate', { page: routeTitle, product })
      : t('defaultTitle');
  const description = own ? t(`pages.${routeName}.description`) : t('defaultDescription');
  const indexedPath = indexedPathOf(fullPath);
  const lang = HEAD_LOCALES.find((locale) => locale === language) ?? 'en-US';
  const canonical = indexedPath ? pageUrl(origin, indexedPath, lang) : `${origin}${fullPath}`;
  const alternates = indexedPath
    ? [
        ...HEAD_LOCALES.map((hreflang) => ({ hreflang, href: pageUrl(origin, indexedPath, hreflang) })),
        { hreflang: 'x-default', href: `${origin}${indexedPath}` },
      ]
    : [];
  const ogLocale = lang.replace('-', '_');
  return { title, description, canonical, ogType: 'website', twitterCard: 'summary', ogLocale, alternates };
}

/** The <meta>/<link> elements to upsert, in a DOM-free form so that it can be unit-tested. */
export function headElements(data: HeadData) {
  return [
    { tag: 'meta', key: 'name', id: 'description', value: data.description },
    { tag: 'meta', key: 'property', id: 'og:title', value: data.title },
    { tag: 'meta', key: 'property', id: 'og:description', value: data.description },
    { tag: 'meta', key: 'property', id: 'og:url', value: data.canonical },
    { tag: 'meta', key: 'property', id: 'og:type', value: data.ogType },
    { tag: 'meta', key: 'property', id: 'og:locale', value: data.ogLocale },
    { tag: 'meta', key: 'name', id: 'twitter:card', value: data.twitterCard },
    { tag: 'meta', key: 'name', id: 'twitter:title', value: data.title },
    { tag: 'meta', key: 'name', id: 'twitter:description', value: data.description },
    { tag: 'link', key: 'rel', id: 'canonical', value: data.canonical },
  ] as const;
}
