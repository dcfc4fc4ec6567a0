import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { isDepositText } from '../channelSettings.ts';

/** The channel settings that drive its orders: review before the label, deposit and its release. */
export function ChannelOrderSettings() {
  const { t } = useTranslation('rates');
  return (
    <>
      <div className="rates-section-title">{t('channel.orderSettings')}</div>
      <Row gutter={12}>
        <Col xs={12} sm={8}>
          <Form.Item
            name="reviewOrders"
            label={t('channel.reviewOrders')}
            tooltip={t('channel.reviewOrdersHelp')}
            valuePropName="checked"
          >
            <Switch data-testid="channel-review-orders" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name="domesticDeposit"
            label={t('channel.domesticDeposit')}
            tooltip={t('channel.domesticDepositHelp')}
            rules={[
              {
                validator: async (_, value?: string) => {
                  if (!isDepositText(value?.trim())) throw new Error(t('channel.domesticDepositInvalid'));
                },
              },
            ]}
          >
            <Input
              inputMode="decimal"
              placeholder="0.00"
              addonAfter="USD"
              data-testid="channel-domestic-deposit"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            name="settlementDays"
            label={t('channel.settlementDays')}
            tooltip={t('channel.settlementDaysHelp')}
          >
            <InputNumber
              min={0}
              max={365}
              precision={0}
              placeholder="7"
              style={{ width: '100%' }}
              data-testid="channel-settlement-days"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
