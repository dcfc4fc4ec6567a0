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

export interface HeadData {
  title: string;
  description: string;
  canonical: string;
  ogType: 'website';
  twitterCard: 'summary';
}

export interface HeadInput {
  routeName: string;
  /** The route's translated title (menu title), if it has one. */
  routeTitle?: string;
  origin: string;
  /** Path plus search, as shown in the address bar. */
  fullPath: string;
  /** Translates a `head` namespace key, interpolating `vars`. */
  t: (key: string, vars?: Record<string, string>) => string;
}

/** The head tags for a route in the chosen language; the canonical link is origin + full path. */
export function buildHead({ routeName, routeTitle, origin, fullPath, t }: HeadInput): HeadData {
  const own = (PAGES_WITH_OWN_HEAD as readonly string[]).includes(routeName);
  const product = t('productName');
  const title = own
    ? t(`pages.${routeName}.title`)
    : routeTitle
      ? t('titleTemplate', { page: routeTitle, product })
      : t('defaultTitle');
  const description = own ? t(`pages.${routeName}.description`) : t('defaultDescription');
  return { title, description, canonical: `${origin}${fullPath}`, ogType: 'website', twitterCard: 'summary' };
}

/** The <meta>/<link> elements to upsert, in a DOM-free form so that it can be unit-tested. */
export function headElements(data: HeadData) {
  return [
    { tag: 'meta', key: 'name', id: 'description', value: data.description },
    { tag: 'meta', key: 'property', id: 'og:title', value: data.title },
    { tag: 'meta', key: 'property', id: 'og:description', value: data.description },
    { tag: 'meta', key: 'property', id: 'og:url', value: data.canonical },
    { tag: 'meta', key: 'property', id: 'og:type', value: data.ogType },
    { tag: 'meta', key: 'name', id: 'twitter:card', value: data.twitterCard },
    { tag: 'meta', key: 'name', id: 'twitter:title', value: data.title },
    { tag: 'meta', key: 'name', id: 'twitter:description', value: data.description },
    { tag: 'link', key: 'rel', id: 'canonical', value: data.canonical },
  ] as const;
}
