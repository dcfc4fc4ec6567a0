import { CURRENCIES } from '@shiplabel/shared';
import { Col, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CREDENTIAL_FIELDS } from '../forms.ts';
import { useCarriers } from '../hooks.ts';
import { ChannelOrderSettings } from './ChannelOrderSettings.tsx';

export { type ChannelFormValues, channelInputOf } from '../forms.ts';

export function ChannelFields({
  editing,
  credentialKeys = [],
}: {
  editing: boolean;
  credentialKeys?: string[];
}) {
  const { t } = useTranslation('rates');
  const carriers = useCarriers();
  const carrierCode = Form.useWatch('carrierCode');
  return (
    <>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="carrierCode"
            label={t('channel.carrier')}
            rules={[{ required: true, message: t('channel.carrierRequired') }]}
          >
            <Select
              disabled={editing}
              options={(carriers.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              data-testid="channel-carrier"
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="currency" label={t('channel.currency')}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="name"
        label={t('channel.name')}
        rules={[{ required: true, whitespace: true, message: t('channel.nameRequired') }]}
      >
        <Input maxLength={100} data-testid="channel-name" />
      </Form.Item>
      {carrierCode === 'sandbox' && (
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="failureRate"
              label={t('channel.failureRate')}
              tooltip={t('channel.failureRateHelp')}
            >
              <InputNumber min={0} max={1} step={0.05} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="latencyMs" label={t('channel.latencyMs')}>
              <InputNumber min={0} max={5000} step={50} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="trackingHoursPerStep"
              label={t('channel.trackingHoursPerStep')}
              tooltip={t('channel.trackingHoursPerStepHelp')}
            >
              <InputNumber
                min={0}
                max={240}
                step={1}
                style={{ width: '100%' }}
                data-testid="channel-tracking-hours"
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <ChannelOrderSettings />
      <div className="rates-section-title">
        {t('channel.credentials')}{' '}
        {credentialKeys.map((k) => (
          <Tag key={k} color="green">
            {t('channel.credentialSet', { name: k })}
          </Tag>
        ))}
      </div>
      <div className="rates-muted" style={{ marginBottom: 8 }}>
        {t('channel.credentialsHelp')}
      </div>
      <Row gutter={12}>
        {CREDENTIAL_FIELDS.map((k) => (
          <Col span={8} key={k}>
            <Form.Item name={k} label={t(`channel.${k}`)}>
              <Input.Password autoComplete="new-password" maxLength={4000} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="remark" label={t('channel.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}
