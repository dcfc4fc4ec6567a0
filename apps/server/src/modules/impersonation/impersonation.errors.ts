import { badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';

export const impersonationUserNotFound = () => notFound('impersonation.user_not_found');
export const impersonateSelf = () => unprocessable('impersonation.self');
export const impersonateAdmin = () => forbidden('impersonation.target_admin');
export const kindNotAllowed = () => forbidden('impersonation.kind_not_allowed');
export const userNotActive = () => unprocessable('impersonation.user_inactive');
/** A session opened on someone's behalf cannot open further ones (no chains of borrowed identities). */
export const nestedImpersonation = () => forbidden('impersonation.nested');
export const tokenInvalid = () => badRequest('impersonation.token_invalid');
export const tokenExpired = () => unprocessable('impersonation.token_expired');
export const tokenUsed = () => conflict('impersonation.token_used');
