import type { ApiKey } from '@shiplabel/shared';

/** How a key is shown in the list: its public prefix and last four characters, never the secret. */
export const maskedKey = (key: Pick<ApiKey, 'prefix' | 'last4'>) => `${key.prefix}…${key.last4}`;

export type ApiKeyStatus = 'active' | 'revoked';
export const keyStatus = (key: Pick<ApiKey, 'revokedAt'>): ApiKeyStatus =>
  key.revokedAt ? 'revoked' : 'active';

/** Live keys spend money: green like "real"; test keys orange like the sandbox. */
export const modeColor = (mode: ApiKey['mode']) => (mode === 'live' ? 'green' : 'orange');

/** The name a rename should send, or null when there is nothing to change (blank or unchanged). */
export function renamedTo(key: Pick<ApiKey, 'name'>, typed: string): string | null {
  const name = typed.trim();
  return name && name !== key.name ? name : null;
}
