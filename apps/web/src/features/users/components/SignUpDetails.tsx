import type { AdminUserDetail } from '@shiplabel/shared';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';

/** What a self-registered customer gave at /registerForm besides the profile: shown before activating. */
export function SignUpDetails({
  registration,
}: {
  registration: NonNullable<AdminUserDetail['registration']>;
}) {
  const { t, i18n } = useTranslation('users');
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <Descriptions bordered size="small" column={2} title={t('signUp.title')} data-testid="user-sign-up">
      <Descriptions.Item label={t('signUp.name')}>
        {`${registration.firstName} ${registration.lastName}`.trim() || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('signUp.wechatId')}>{registration.wechatId || '-'}</Descriptions.Item>
      <Descriptions.Item label={t('fields.invitationCode')}>
        {registration.invitationCode || '-'}
      </Descriptions.Item>
      <Descriptions.Item label={t('signUp.smsConsent')}>
        {registration.smsConsent ? t('signUp.yes') : t('signUp.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('signUp.privacyAcceptedAt')}>
        {when(registration.privacyAcceptedAt)}
      </Descriptions.Item>
      <Descriptions.Item label={t('signUp.at')}>{when(registration.createdAt)}</Descriptions.Item>
    </Descriptions>
  );
}
