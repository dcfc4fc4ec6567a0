import type { Locale } from '@shiplabel/shared';
import { escapeHtml } from './seo.content.ts';
import { INDEXED_PAGES, type IndexedPage, type LiveData, pageText } from './seo.pages.ts';

export const SEO_LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** The indexed page at a path (paths are matched as the router does: exactly, no trailing slash). */
export const indexedPageAt = (path: string): IndexedPage | undefined =>
  INDEXED_PAGES.find((page) => page.path === path);

/** The address of a page in a language: en-US is the default (no parameter), zh-CN has ?lang=. */
export const pageUrl = (origin: string, path: string, locale: Locale) =>
  `${origin}${path}${locale === 'en-US' ? '' : `?lang=${locale}`}`;

const attr = (text: string) => escapeHtml(text);

function headTags(origin: string, page: IndexedPage, locale: Locale, title: string, description: string) {
  const canonical = pageUrl(origin, page.path, locale);
  const meta = (key: 'name' | 'property', id: string, value: string) =>
    `<meta ${key}="${id}" content="${attr(value)}" />`;
  return [
    meta('name', 'description', description),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', locale.replace('-', '_')),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    `<link rel="canonical" href="${attr(canonical)}" />`,
    ...SEO_LOCALES.map(
      (lang) =>
        `<link rel="alternate" hreflang="${lang}" href="${attr(pageUrl(origin, page.path, lang))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attr(`${origin}${page.path}`)}" />`,
  ].join('\n    ');
}

/** Links between the public pages, so that a crawler (or a reader without JavaScript) can move on. */
function pageLinks(locale: Locale) {
  const links = INDEXED_PAGES.map((page) => {
    const name = pageText(page, locale, { endpoints: [] }).title.split(' - ')[0]!;
    const href = `${page.path}${locale === 'en-US' ? '' : `?lang=${locale}`}`;
    return `<a href="${attr(href)}">${escapeHtml(name)}</a>`;
  });
  return `<nav>${links.join(' | ')}</nav>`;
}

/**
 * index.html with the page's own title, description, social and canonical tags in the language and
 * its readable content inside the root element; React's createRoot replaces that content on start.
 */
export function renderIndexedPage(opts: {
  template: string;
  page: IndexedPage;
  locale: Locale;
  origin: string;
  live: LiveData;
}): string {
  const { template, page, locale, origin } = opts;
  const text = pageText(page, locale, opts.live);
  const body = `<div class="prerendered">${pageLinks(locale)}<main>${text.body}</main></div>`;
  return (
    template
      // Replacer functions: a `$` in a text must not be read as a replacement pattern.
      .replace(/<html[^>]*>/i, () => `<html lang="${locale}">`)
      .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(text.title)}</title>`)
      .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
      .replace(
        /<\/head>/i,
        () => `  ${headTags(origin, page, locale, text.title, text.description)}\n  </head>`,
      )
      .replace(/<div id="root"><\/div>/i, () => `<div id="root">${body}</div>`)
  );
}

const LANG_PARAM: Record<string, Locale> = { 'zh-CN': 'zh-CN', zh: 'zh-CN', 'en-US': 'en-US', en: 'en-US' };

/** A crawler's language: ?lang= first, then Accept-Language (whose default is en-US). */
export const seoLocale = (langParam: unknown, acceptLanguageLocale: Locale): Locale =>
  (typeof langParam === 'string' ? LANG_PARAM[langParam] : undefined) ?? acceptLanguageLocale;
