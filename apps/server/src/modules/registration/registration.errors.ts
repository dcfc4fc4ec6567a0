import { badRequest, conflict, tooMany, unprocessable } from '../../lib/errors.ts';

/** No code was sent to this address, or it does not match (the same answer: no probing). */
export const codeInvalid = () => badRequest('registration.code_invalid');
export const codeExpired = () => badRequest('registration.code_expired');
export const codeUsed = () => badRequest('registration.code_used');
/** Too many wrong codes: the code is dead, a new one must be asked for. */
export const codeLocked = () => badRequest('registration.code_locked');
export const codeTooSoon = (seconds: number) => tooMany('registration.code_too_soon', { seconds });
export const codeHourlyLimit = () => tooMany('registration.code_hourly_limit');
export const clientRateLimited = () => tooMany('registration.rate_limited');
export const invitationCodeUnknown = () => unprocessable('registration.invitation_code_unknown');
export const emailRegistered = () => conflict('registration.email_registered');
