import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { PageRenderer } from '../../lib/web-static.ts';
import { publicConfig } from '../config/config.usecases.ts';
import { indexedPageAt, renderIndexedPage, seoLocale } from './seo.html.ts';
import type { EndpointLine } from './seo.pages.ts';
import { customerEndpoints, originOf } from './seo.routes.ts';

async function readConfig(deps: AppDeps, request: FastifyRequest) {
  try {
    const config = await publicConfig(deps);
    return { contact: config.contact, amounts: config.fees };
  } catch (error) {
    request.log.warn({ err: error }, 'configuration for the crawler page');
    return undefined;
  }
}

/** The public pages with their head tags and content in index.html (docs/decisions.md, issue 14). */
export function seoPageRenderer(app: FastifyInstance, deps: AppDeps): PageRenderer {
  let endpoints: EndpointLine[] | undefined;
  return async (request, template) => {
    const path = request.url.split('?')[0]!;
    const page = indexedPageAt(path);
    if (!page) return undefined;
    const query = request.query as Record<string, unknown> | undefined;
    endpoints ??= customerEndpoints(app);
    // The company details as Contact us shows them and the amounts the texts quote; a failed read only
    // leaves the details out (and the texts at their defaults), never fails the page.
    const config = page.name === 'home' ? undefined : await readConfig(deps, request);
    return renderIndexedPage({
      template,
      page,
      locale: seoLocale(query?.lang, requestLocale(request)),
      origin: originOf(deps, request),
      live: { endpoints, contact: config?.contact, amounts: config?.amounts },
    });
  };
}
