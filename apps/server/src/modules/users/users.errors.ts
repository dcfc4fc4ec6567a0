import { notFound } from '../../lib/errors.ts';

export const userNotFound = () => notFound('users.user_not_found');
