import { CURRENCIES } from '@shiplabel/shared';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CarrierSettingsFields } from '../../channels/components/CarrierSettingsFields.tsx';
import { TestConnectionButton } from '../../channels/components/TestConnectionButton.tsx';
import { useCarriers } from '../hooks.ts';
import { ChannelOrderSettings } from './ChannelOrderSettings.tsx';

export { type ChannelFormValues, channelInputOf } from '../forms.ts';

export function ChannelFields({
  editing,
  credentialKeys = [],
  channelId,
}: {
  editing: boolean;
  credentialKeys?: string[];
  /** A saved channel: its connection can be tested. */
  channelId?: string;
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
              // Ten carriers: typing part of a name finds one.
              showSearch={{ optionFilterProp: 'label' }}
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
          <Col xs={12} sm={8}>
            <Form.Item
              name="failureRate"
              label={t('channel.failureRate')}
              tooltip={t('channel.failureRateHelp')}
            >
              <InputNumber min={0} max={1} step={0.05} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="latencyMs" label={t('channel.latencyMs')}>
              <InputNumber min={0} max={5000} step={50} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
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
      <CarrierSettingsFields
        carrier={carriers.data?.find((c) => c.code === carrierCode)}
        credentialKeys={credentialKeys}
      />
      {channelId && <TestConnectionButton channelId={channelId} />}
      <Form.Item name="remark" label={t('channel.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}
