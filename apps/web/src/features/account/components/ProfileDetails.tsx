import { BACK_OFFICE_KINDS, type UserInfo } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, type DescriptionsProps, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { roleName } from '../../rbac/roleText.ts';
import { accountApi } from '../account.api.ts';
import { AvatarUpload } from './AvatarUpload.tsx';

/** Contact fields always shown; the optional ones only when the user filled them in. */
const CONTACT_FIELDS = ['nickName', 'realName', 'company', 'email', 'phone'] as const;
const OPTIONAL_FIELDS = ['job', 'organization', 'location', 'personalWebsite', 'introduction'] as const;

const MONEY_FIELDS = [
  'balance',
  'depositBalance',
  'earnestBalance',
  'refundAmount',
  'creditBalance',
] as const satisfies readonly (keyof UserInfo)[];

/**
 * The profile as its owner understands it (issue 12): who they are, how to reach them, what kind of
 * account it is, since when, and their roles by name; no internal ids or resource codes.
 */
export function ProfileDetails({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation('account');
  const roles = useQuery({ queryKey: ['user', 'roles', user.id], queryFn: accountApi.myRoles });
  const field = (key: string) => t(`fields.${key}`);
  const customer = !(BACK_OFFICE_KINDS as readonly string[]).includes(user.kind);
  const items: DescriptionsProps['items'] = [
    ...CONTACT_FIELDS.map((key) => ({ key, label: field(key), children: user[key] || '-' })),
    { key: 'accountId', label: field('accountId'), children: user.accountId },
    { key: 'kind', label: field('kind'), children: t(`common:kinds.${user.kind}`) },
    {
      key: 'registrationDate',
      label: field('registrationDate'),
      children: formatDateTime(user.registrationDate, i18n.language),
    },
    ...OPTIONAL_FIELDS.filter((key) => user[key]).map((key) => ({
      key,
      label: field(key),
      children: user[key],
    })),
    ...(customer
      ? MONEY_FIELDS.map((key) => ({
          key,
          label: field(key),
          children: formatMoney(user[key], user.currency),
        }))
      : []),
    {
      key: 'roles',
      label: field('roles'),
      span: 'filled' as const,
      children: roles.data?.length ? (
        <Space size={[4, 4]} wrap data-testid="profile-roles">
          {roles.data.map((role) => (
            <Tag key={role.id}>{roleName(role, t)}</Tag>
          ))}
        </Space>
      ) : (
        '-'
      ),
    },
  ];
  return (
    <Card title={t('profile.title')} data-testid="profile-details">
      <div style={{ marginBottom: 16 }}>
        <AvatarUpload user={user} />
      </div>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
}
