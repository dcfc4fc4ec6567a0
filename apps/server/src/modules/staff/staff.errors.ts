import { conflict, notFound, unprocessable } from '../../lib/errors.ts';

/** Unknown, deleted, or not an employee (a customer's id is as unknown here as a random one). */
export const staffNotFound = () => notFound('staff.not_found');
export const staffEmailTaken = () => conflict('staff.email_taken');
/** Administrators are listed read-only on the employee screen (docs/decisions.md). */
export const adminReadOnly = () => unprocessable('staff.admin_read_only');
export const cannotDeleteSelf = () => unprocessable('staff.self_delete');
export const cannotChangeOwnStatus = () => unprocessable('staff.self_status');
