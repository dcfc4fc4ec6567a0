import type { UserInfo } from '@shiplabel/shared';
import { Avatar, Card, Descriptions, type DescriptionsProps, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';

const TEXT_FIELDS = [
  'name',
  'nickName',
  'realName',
  'username',
  'email',
  'phone',
  'company',
  'id',
  'accountId',
  'job',
  'jobName',
  'organization',
  'organizationName',
  'location',
  'locationName',
  'personalWebsite',
  'introduction',
  'invitationCode',
  'icon',
] as const satisfies readonly (keyof UserInfo)[];

const MONEY_FIELDS = [
  'balance',
  'depositBalance',
  'earnestBalance',
  'refundAmount',
  'creditBalance',
] as const satisfies readonly (keyof UserInfo)[];

/** Every profile field of spec section 3, read-only. */
export function ProfileDetails({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation('account');
  const field = (key: string) => t(`fields.${key}`);
  const items: DescriptionsProps['items'] = [
    {
      key: 'avatar',
      label: field('avatar'),
      children: <Avatar src={user.avatar || undefined}>{user.email[0]}</Avatar>,
    },
    ...TEXT_FIELDS.map((key) => ({ key, label: field(key), children: user[key] || '-' })),
    { key: 'kind', label: field('kind'), children: t(`common:kinds.${user.kind}`) },
    {
      key: 'registrationDate',
      label: field('registrationDate'),
      children: formatDateTime(user.registrationDate, i18n.language),
    },
    {
      key: 'certification',
      label: field('certification'),
      children: t(user.certification ? 'certified' : 'notCertified'),
    },
    {
      key: 'memberType',
      label: field('memberType'),
      children: user.memberType < 0 ? t('noMemberType') : user.memberType,
    },
    ...MONEY_FIELDS.map((key) => ({
      key,
      label: field(key),
      children: formatMoney(user[key], user.currency),
    })),
    { key: 'roles', label: field('roles'), children: user.roles.length },
    {
      key: 'role',
      label: field('role'),
      span: 'filled' as const,
      children: user.role.length ? (
        <Space size={[4, 4]} wrap>
          {user.role.map((code) => (
            <Tag key={code}>{code}</Tag>
          ))}
        </Space>
      ) : (
        '-'
      ),
    },
  ];
  return (
    <Card title={t('profile.title')} data-testid="profile-details">
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
}
