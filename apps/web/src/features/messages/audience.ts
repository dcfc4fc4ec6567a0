import type { SysMessageAdmin } from '@shiplabel/shared';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Who a published message went to, as the list shows it: the role's name (not just "a role"), the
 * number of chosen users, or everyone / all customers. A role deleted since falls back to "a role".
 */
export function audienceLabel(
  row: Pick<SysMessageAdmin, 'audience' | 'roleId' | 'userIds'>,
  t: Translate,
  roles: readonly { id: string; name: string }[] = [],
): string {
  if (row.audience === 'users') return t('audience.usersCount', { count: row.userIds.length });
  if (row.audience === 'role') {
    const name = roles.find((r) => r.id === row.roleId)?.name;
    return name ? t('audience.roleNamed', { name }) : t('audience.role');
  }
  return t(`audience.${row.audience}`);
}
