import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

/** index.html with a public page's head tags and readable content, or undefined for any other path. */
export type PageRenderer = (request: FastifyRequest, template: string) => Promise<string | undefined>;

/**
 * Serves the built web app (WEB_DIST) when it exists. Vite's hashed files under /assets never change,
 * so they are cached for a year; everything else is revalidated. The public pages get their own
 * head tags and content in the HTML (`renderPage`), so that they read without JavaScript.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  renderPage?: PageRenderer,
): Promise<boolean> {
  const indexPath = join(webDist, 'index.html');
  const hasIndex = existsSync(indexPath);
  if (hasIndex) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(webDist, 'assets'));
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  // Read once: a new build is a new deployment (and a restart).
  const template = hasIndex ? readFileSync(indexPath, 'utf8') : '';
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const page =
      hasIndex && isRead(request) && acceptsHtml(request) ? await renderPage?.(request, template) : undefined;
    if (page)
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(page);
    if (hasIndex && isRead(request) && (request.headers.accept ?? '').includes('text/html')) {
      // SPA fallback: the web app's router decides what a path shows (including its own not-found page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound('request.not_found');
  });
  return hasIndex;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** A public page is HTML for crawlers too, which often send *\/* or no Accept at all. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}
