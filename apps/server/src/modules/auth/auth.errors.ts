import { AppError, badRequest, forbidden, tooMany } from '../../lib/errors.ts';

export const loginFailed = () => badRequest('auth.login_failed');
export const accountLocked = (minutes: number) => tooMany('auth.account_locked', { minutes });
export const loginRateLimited = () => tooMany('auth.rate_limited');
export const accountInactive = () => forbidden('auth.account_inactive');
export const accountDisabled = () => forbidden('auth.account_disabled');
export const oldPasswordWrong = () => new AppError(400, 'auth.old_password_wrong');
export const payloadExpired = () => badRequest('auth.payload_expired');
/** 400, not 401: the web app reads 401 as "session gone" and would sign the user out without a word. */
export const payloadReplayed = () => badRequest('auth.payload_replayed');
/** An impersonated session acts for the user but may not take over their account (docs/decisions.md). */
export const passwordChangeImpersonated = () => forbidden('auth.impersonated_password_change');
/** Switch roles: only a role the user holds. */
export const roleNotHeld = () => new AppError(422, 'auth.role_not_held');
