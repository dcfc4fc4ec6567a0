import { isCustomerApiPath } from '@shiplabel/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { pageUrl, SEO_LOCALES } from './seo.html.ts';
import { type EndpointLine, INDEXED_PAGES } from './seo.pages.ts';

/** Absolute URLs start with PUBLIC_ORIGIN when configured, else with the request's own origin. */
export const originOf = (deps: Pick<AppDeps, 'config'>, request: FastifyRequest) =>
  deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** The customer-facing operations of our OpenAPI document (no back-office paths), for the wordView page. */
export function customerEndpoints(app: FastifyInstance): EndpointLine[] {
  const paths =
    (app.swagger() as { paths?: Record<string, Record<string, { summary?: string }>> }).paths ?? {};
  return Object.entries(paths)
    .filter(([path]) => isCustomerApiPath(path))
    .flatMap(([path, ops]) =>
      METHODS.filter((m) => ops[m]).map((m) => ({
        method: m.toUpperCase(),
        path,
        summary: ops[m]!.summary ?? '',
      })),
    );
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** robots.txt and sitemap.xml (issue 14): the public pages, in both languages, for search engines. */
export const seoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/robots.txt', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(deps, request);
    const allowed = INDEXED_PAGES.map((page) => `Allow: ${page.path}`);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    // Everything but the public pages needs a sign-in: nothing there for a crawler.
    return [
      'User-agent: *',
      ...allowed,
      'Allow: /assets/',
      'Allow: /favicon.svg',
      'Disallow: /',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { config: { access: PUBLIC }, schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(deps, request);
    const urls = INDEXED_PAGES.flatMap((page) =>
      SEO_LOCALES.map((locale) => {
        const alternates = SEO_LOCALES.map(
          (lang) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${xml(pageUrl(origin, page.path, lang))}"/>`,
        ).join('');
        return `<url><loc>${xml(pageUrl(origin, page.path, locale))}</loc>${alternates}</url>`;
      }),
    );
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
};
