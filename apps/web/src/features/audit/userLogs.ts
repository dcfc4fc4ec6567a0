import type { UserLogItem, UserLogOutcome } from '@shiplabel/shared';

/** The list's filters as the page keeps them. */
export interface UserLogFilters {
  person?: string | undefined;
  impersonator?: string | undefined;
  route?: string | undefined;
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

export const OUTCOME_COLORS: Record<UserLogOutcome, string> = {
  success: 'success',
  refused: 'warning',
  error: 'error',
};
