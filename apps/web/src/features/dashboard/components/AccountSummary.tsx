import { UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@shiplabel/shared';
import { Avatar, Card, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../app/format.ts';

export function AccountSummary({ user }: { user: UserInfo }) {
  const { t, i18n } = useTranslation('dashboard');
  const name = user.name || user.nickName || user.email;
  return (
    <Card>
      <div className="workplace-greeting">
        <Avatar size={56} src={user.avatar || undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('greeting', { name })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('greetingLead')}</Typography.Text>
        </div>
      </div>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'name', label: t('fields.name'), children: name },
          { key: 'email', label: t('fields.email'), children: user.email },
          { key: 'accountId', label: t('fields.accountId'), children: user.accountId },
          {
            key: 'kind',
            label: t('fields.kind'),
            children: <Tag color="blue">{t(`common:kinds.${user.kind}`)}</Tag>,
          },
          { key: 'company', label: t('fields.company'), children: user.company || '-' },
          {
            key: 'registrationDate',
            label: t('fields.registrationDate'),
            children: formatDate(user.registrationDate, i18n.language),
          },
        ]}
      />
    </Card>
  );
}
