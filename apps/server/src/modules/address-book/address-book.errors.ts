import { notFound } from '../../lib/errors.ts';

/** Unknown id, or another user's entry: the same 404, so ids of other users reveal nothing. */
export const entryNotFound = () => notFound('addressBook.not_found');
