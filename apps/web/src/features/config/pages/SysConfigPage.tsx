import { Alert, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { InsuranceCard } from '../components/InsuranceCard.tsx';
import { PayeesCard } from '../components/PayeesCard.tsx';
import { ContactCard, FeesCard, LinksCard, UploadCard } from '../components/SimpleCards.tsx';
import { useAdminConfig } from '../hooks/useConfig.ts';

/**
 * /adminSettings/sysConfig (role configList): the business constants of spec section 9 an operator
 * changes, grouped by subject. Every save is validated by the server and recorded with its old value.
 */
export default function SysConfigPage() {
  const { t } = useTranslation('sysConfig');
  const config = useAdminConfig();
  if (config.isLoading) return <Card loading title={t('title')} />;
  if (!config.data) return <Alert type="error" showIcon title={t('loadFailed')} />;
  const { values } = config.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="sys-config">
      <Card>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <FeesCard values={values} />
        </Col>
        <Col xs={24} xl={10}>
          <UploadCard values={values} />
        </Col>
      </Row>
      <InsuranceCard config={config.data} />
      <PayeesCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <ContactCard values={values} />
        </Col>
        <Col xs={24} xl={10}>
          <LinksCard values={values} />
        </Col>
      </Row>
    </Space>
  );
}
