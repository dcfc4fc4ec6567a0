import { BATTERY_KINDS, NON_DELIVERY_OPTIONS, ORDER_SIGNATURE_OPTIONS } from '@shiplabel/shared';
import { Card, Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Battery (contains or not, and how), signature and non-delivery options. */
export function OptionsCard() {
  const { t } = useTranslation('orderForm');
  const battery = Form.useWatch(['options', 'battery']) as boolean | undefined;
  return (
    <Card title={t('options.title')}>
      <Row gutter={12}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name={['options', 'battery']} label={t('options.battery')}>
            <Radio.Group data-testid="order-battery">
              <Radio value={false} data-testid="order-battery-no">
                {t('options.noBattery')}
              </Radio>
              <Radio value={true} data-testid="order-battery-yes">
                {t('options.hasBattery')}
              </Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        {battery && (
          <Col xs={24} md={12} lg={8}>
            <Form.Item
              name={['options', 'batteryKind']}
              label={t('options.batteryKind')}
              required
              rules={[{ required: true, message: t('options.batteryKindRequired') }]}
            >
              <Select
                options={BATTERY_KINDS.map((v) => ({ value: v, label: t(`batteryKind.${v}`) }))}
                data-testid="order-battery-kind"
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name={['options', 'signatureOption']} label={t('options.signature')}>
            <Select
              options={ORDER_SIGNATURE_OPTIONS.map((v) => ({ value: v, label: t(`signature.${v}`) }))}
              data-testid="order-signature"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name={['options', 'nonDeliveryOption']} label={t('options.nonDelivery')}>
            <Radio.Group
              data-testid="order-non-delivery"
              options={NON_DELIVERY_OPTIONS.map((v) => ({ value: v, label: t(`nonDelivery.${v}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
