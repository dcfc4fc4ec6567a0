import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { originOf } from '../seo/seo.routes.ts';
import type { StorePlatform } from './store-adapter.ts';

/**
 * The browser half of a connect flow (login-CSRF defence, as Shopify's own app library does): starting a
 * flow sets a short-lived cookie holding a random nonce whose hash is stored with the state; the callback
 * the browser brings back must carry it. Someone who starts a flow naming another merchant's store and
 * sends them the approval link has no such cookie in that merchant's browser, so the store is not linked
 * to the wrong account. The web starts a flow with an XHR to this origin and then navigates away: the
 * cookie set on that answer is sent on the platform's top-level GET redirect back (SameSite=Lax).
 */
const COOKIE_PATH = '/app/store';
const cookieName = (platform: StorePlatform) => `shiplabel_connect_${platform}`;

/** The cookie's life: the connect state's (CONNECT_STATE_TTL_MS). */
const COOKIE_MAX_AGE_S = 30 * 60;

const secure = (deps: Pick<AppDeps, 'config'>, request: FastifyRequest) =>
  originOf(deps, request).startsWith('https:');

function cookieLine(name: string, value: string, maxAge: number, isSecure: boolean): string {
  const parts = [`${name}=${value}`, `Path=${COOKIE_PATH}`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Lax'];
  if (isSecure) parts.push('Secure');
  return parts.join('; ');
}

/** Sets the flow's cookie on the answer that starts it. */
export function setConnectCookie(
  deps: Pick<AppDeps, 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  platform: StorePlatform,
  nonce: string,
): void {
  reply.header(
    'set-cookie',
    cookieLine(cookieName(platform), nonce, COOKIE_MAX_AGE_S, secure(deps, request)),
  );
}

/** Forgets the flow's cookie once the flow ended in a connection. */
export function clearConnectCookie(
  deps: Pick<AppDeps, 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  platform: StorePlatform,
): void {
  reply.header('set-cookie', cookieLine(cookieName(platform), '', 0, secure(deps, request)));
}

/** The nonce the browser brought for `platform` ('' when none). */
export function connectCookieOf(request: FastifyRequest, platform: StorePlatform): string {
  const header = request.headers.cookie ?? '';
  const wanted = cookieName(platform);
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === wanted)
      return part
        .slice(at + 1)
        .trim()
        .slice(0, 200);
  }
  return '';
}
