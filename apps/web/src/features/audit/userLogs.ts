import type { UserLogItem, UserLogOutcome } from '@shiplabel/shared';

/** The list's filters as the page keeps them. */
export interface UserLogFilters {
  person?: string | undefined;
  impersonator?: string | undefined;
  route?: string | undefined;
  apiKey?: string | undefined;
  outcome?: UserLogOutcome | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The query string of the list (or, without paging, of the export): cleared filters are left out. */
export function userLogQuery(filters: UserLogFilters, paging?: { pageNum: number; pageSize: number }) {
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return paging ? { ...paging, ...set } : set;
}

type Person = UserLogItem['user'];

/** "Name (e-mail)", the e-mail alone, or the id of an account that no longer exists. */
export function personLabel(person: Person, gone: (id: string) => string): string {
  if (!person) return '-';
  if (person.email === null) return gone(person.id);
  return person.name && person.name !== person.email ? `${person.name} (${person.email})` : person.email;
}

/**
 * The API key a request came with (issue 16): its name and public prefix, never the secret; a key whose
 * owner was deleted has neither.
 */
export function apiKeyLabel(
  key: UserLogItem['apiKey'],
  t: (key: 'viaApiKey' | 'viaDeletedApiKey', values?: { name: string; prefix: string }) => string,
): string | null {
  if (!key) return null;
  if (key.name === null || key.prefix === null) return t('viaDeletedApiKey');
  return t('viaApiKey', { name: key.name, prefix: key.prefix });
}

export const OUTCOME_COLORS: Record<UserLogOutcome, string> = {
  success: 'success',
  refused: 'warning',
  error: 'error',
};
