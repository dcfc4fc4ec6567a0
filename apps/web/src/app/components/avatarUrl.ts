/**
 * Whether an avatar value is one of our uploaded files. Anything else (a URL typed into the old text box)
 * is never loaded: it could point anywhere, and the initial is shown instead.
 */
export const isUploadedAvatar = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\/app\/attachment\/[0-9a-f-]{36}$/.test(value);

/** The letter shown while there is no avatar image: the first letter of the name or e-mail. */
export const avatarInitial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();
