import { AppError, badRequest, forbidden, tooMany } from '../../lib/errors.ts';

export const loginFailed = () => badRequest('auth.login_failed');
export const accountLocked = (minutes: number) => tooMany('auth.account_locked', { minutes });
export const loginRateLimited = () => tooMany('auth.rate_limited');
export const accountInactive = () => forbidden('auth.account_inactive');
export const accountDisabled = () => forbidden('auth.account_disabled');
export const oldPasswordWrong = () => new AppError(400, 'auth.old_password_wrong');
