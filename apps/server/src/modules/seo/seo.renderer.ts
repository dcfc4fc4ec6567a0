import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import type { PageRenderer } from '../../lib/web-static.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { indexedPageAt, renderIndexedPage, seoLocale } from './seo.html.ts';
import type { EndpointLine } from './seo.pages.ts';
import { customerEndpoints, originOf } from './seo.routes.ts';

/** The public pages with their head tags and content in index.html (docs/decisions.md, issue 14). */
export function seoPageRenderer(app: FastifyInstance, deps: AppDeps): PageRenderer {
  let endpoints: EndpointLine[] | undefined;
  return async (request, template) => {
    const path = request.url.split('?')[0]!;
    const page = indexedPageAt(path);
    if (!page) return undefined;
    const query = request.query as Record<string, unknown> | undefined;
    endpoints ??= customerEndpoints(app);
    // The company details as Contact us shows them; a failed read only leaves them out of the HTML.
    const contact =
      page.name === 'contactUs'
        ? await getSysConfig(deps).then(
            (config) => config.contact,
            (error: unknown) => {
              request.log.warn({ err: error }, 'contact details for the crawler page');
              return undefined;
            },
          )
        : undefined;
    return renderIndexedPage({
      template,
      page,
      locale: seoLocale(query?.lang, requestLocale(request)),
      origin: originOf(deps, request),
      live: { endpoints, contact },
    });
  };
}
