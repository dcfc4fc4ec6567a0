import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';

export const channelNotFound = () => notFound('channels.not_found');
export const serviceNotFound = () => notFound('channels.service_not_found');
export const unknownCarrier = (code: string) => badRequest('channels.unknown_carrier', { code });
/** 422: the channel's carrier does not sell this service code (it lists the ones it does). */
export const serviceCodeUnknown = (code: string, known: string) =>
  unprocessable('channels.service_code_unknown', { code, known });
export const serviceCodeTaken = (code: string) => conflict('channels.service_code_taken', { code });
export const channelInUse = (count: number) => conflict('channels.in_use_by_orders', { count });
export const notCustomer = () => unprocessable('channels.not_customer');
export const notStaff = () => unprocessable('channels.not_staff');
export const unknownServices = (count: number) => badRequest('channels.unknown_services', { count });
export const notRateCardChannel = () => unprocessable('channels.not_rate_card');
export const serviceNotInChannel = () => badRequest('channels.service_not_in_channel');
/** 400 with one message per bad cell ("row 3, column Zone 2: ..."). */
export const sheetRejected = (issues: { field: string; key: string; params: Record<string, unknown> }[]) =>
  new AppError(400, 'channels.sheet_rejected', { count: issues.length }, issues);
/**
 * 409: a channel of a carrier with secret settings is created or edited while the server has no
 * SECRETS_KEY (its credentials would be sealed with a key kept in the same database).
 */
export const secretsKeyMissing = () => conflict('channels.secrets_key_missing');
