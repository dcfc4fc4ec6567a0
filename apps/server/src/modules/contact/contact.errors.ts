import { tooMany } from '../../lib/errors.ts';

/** Too many messages from this client address or for this e-mail address within the hour. */
export const contactRateLimited = () => tooMany('contact.rate_limited');
