/**
 * What the server accepts as an avatar (users.usecases AVATAR_KINDS, at most the configured upload limit):
 * checked here first to answer at once. 500 KB is spec section 9's default limit.
 */
export const AVATAR_MAX_BYTES = 500 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why a chosen file cannot be an avatar (an i18n key of the account namespace), or null. */
export function avatarFileProblem(
  file: { type: string; size: number },
  maxBytes = AVATAR_MAX_BYTES,
): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatar.wrongType';
  if (file.size > maxBytes) return 'avatar.tooLarge';
  return null;
}
