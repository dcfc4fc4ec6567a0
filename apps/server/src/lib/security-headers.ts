import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The web app's Content-Security-Policy. No inline script may run (index.html has none; the build emits
 * none). Ant Design writes its CSS-in-JS into <style> elements at run time, so styles may be inline.
 * Images may be data:/blob: (vouchers and downloads are fetched with the token, then shown as blobs) and
 * https: (an avatar may be a link). Nothing may frame the app (clickjacking). The app may frame its own
 * blob: URLs only: the label tool previews the PDF it composed (fetched with the token) in the browser's
 * viewer; no other origin can be framed.
 */
const APP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self' blob:",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];
export const APP_CSP = APP_DIRECTIVES.join('; ');

/** Headers every answer carries (API, web app, errors). */
const COMMON_HEADERS: Record<string, string> = {
  'content-security-policy': APP_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

export const HSTS = 'max-age=31536000; includeSubDomains';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The API reference (/api-docs, Scalar) starts itself with one inline script: its page gets the same
 * policy with exactly that script's hash allowed, not 'unsafe-inline'.
 */
export function docsCsp(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
  return APP_DIRECTIVES.map((d) => (d.startsWith('script-src') ? [d, ...hashes].join(' ') : d)).join('; ');
}

/**
 * Security headers on every response. HSTS only when the request came over TLS (the protocol is
 * https directly, or through X-Forwarded-Proto when TRUST_PROXY is on): a plain-HTTP install must not
 * tell browsers to insist on https.
 */
export function installSecurityHeaders(app: FastifyInstance, docsPrefix = '/api-docs'): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith(docsPrefix) && type.startsWith('text/html') && typeof payload === 'string')
      reply.header('content-security-policy', docsCsp(payload));
    return payload;
  });
}
