import { notFound, unprocessable } from '../../lib/errors.ts';

/** Another customer's ticket reads as unknown, exactly like a missing one. */
export const ticketNotFound = () => notFound('tickets.not_found');
/** An attachment id that is not the caller's own unused ticket upload (or another's file). */
export const attachmentNotFound = () => notFound('tickets.attachment_not_found');
/** A linked order that is not the customer's own. */
export const orderNotFound = () => notFound('tickets.order_not_found');
export const ticketClosed = () => unprocessable('tickets.closed');
export const ticketNotOpen = () => unprocessable('tickets.not_open');
export const ticketAlreadyOpen = () => unprocessable('tickets.already_open');
export const assigneeInvalid = () => unprocessable('tickets.assignee_invalid');
