import { notFound } from '../../lib/errors.ts';

/** Another customer's template reads as unknown, exactly like a missing one. */
export const templateNotFound = () => notFound('templates.not_found');
