import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built web app (WEB_DIST) when it exists. Vite's hashed files under /assets never change,
 * so they are cached for a year; everything else is revalidated.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const hasIndex = existsSync(join(webDist, 'index.html'));
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
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasIndex && wantsPage(request)) {
      // SPA fallback: the web app's router decides what a path shows (including its own not-found page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw notFound('request.not_found');
  });
  return hasIndex;
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}
