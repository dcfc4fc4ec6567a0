import { unprocessable } from '../../lib/errors.ts';

/** A message must reach someone: chosen users given, or a role named (spec: refuse a message to nobody). */
export const audienceMissing = (what: 'users' | 'role') =>
  unprocessable(what === 'users' ? 'messages.users_required' : 'messages.role_required');
export const roleUnknown = () => unprocessable('messages.role_unknown');
/** None of the chosen users is a live account. */
export const usersUnknown = () => unprocessable('messages.users_unknown');
/** The audience is valid but holds nobody right now (a message published now would reach no one). */
export const nobodyToTell = () => unprocessable('messages.nobody');
export const contentEmpty = () => unprocessable('messages.content_empty');
export const publishAtPast = () => unprocessable('messages.publish_at_past');
/** messageType (spec section 3) is for notices and todos only. */
export const levelNotForMessages = () => unprocessable('messages.level_not_for_messages');
