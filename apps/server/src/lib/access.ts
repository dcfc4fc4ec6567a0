import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../modules/auth/sessions.usecases.ts';
import { unauthenticated } from './errors.ts';

/**
 * Who may call a route: `'public'`, or resource codes of which the caller must hold one (`['*']` means
 * any signed-in user). Every API route must declare it (`config: { access }`); registration fails
 * otherwise.
 */
export type Access = 'public' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A POST that changes nothing (e.g. a rate estimate): not written to the audit log unless refused. */
    readOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set by the access guard on routes that are not public. */
    auth: AuthContext | null;
    /** The errorCode of the error response, for the audit log. */
    errorCode: string | null;
    /** On public routes that identify an account (sign-in): whose account the request was about, for the audit log. */
    auditUserId: string | null;
  }
}

export const PUBLIC: Access = 'public';
export const SIGNED_IN: Access = ['*'];

/** The caller of a non-public route (the guard has already refused anonymous requests). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function isAllowed(access: readonly string[], codes: readonly string[]): boolean {
  return access.includes('*') || access.some((code) => codes.includes(code));
}

/** What a route passes along as the client's identity for sessions and logs. */
export const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
