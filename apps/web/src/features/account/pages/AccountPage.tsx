import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { useUserInfo } from '../hooks/useUserInfo.ts';

/** My account: every profile field, the editable ones in a form, and the password change. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  const { data: user } = useUserInfo();
  if (!user)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <ProfileDetails user={user} />
      </Col>
      <Col xs={24} xl={14}>
        <Card title={t('profile.editTitle')}>
          <ProfileForm user={user} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('password.title')}>
          <PasswordForm />
        </Card>
      </Col>
    </Row>
  );
}
