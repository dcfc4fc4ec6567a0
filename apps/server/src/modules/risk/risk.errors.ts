import { notFound, unprocessable } from '../../lib/errors.ts';

export const exemptionNotFound = () => notFound('risk.exemption_not_found');
/** An unknown user id reads like any other missing one. */
export const riskUserNotFound = () => notFound('risk.user_not_found');
/** Only customers place orders: listing back-office people would mean nothing. */
export const riskUserNotCustomer = () => unprocessable('risk.not_customer');
