import { LABEL_SIZE_VALUES, ORDER_LABEL_FORMATS, orderInputSchema } from '@shiplabel/shared';
import { Card, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../../app/forms/useZodRules.ts';

/** Order number, shipment date, batch, references, label size and file, remark (fields of the order form). */
export function OrderBasicsCard() {
  const { t } = useTranslation('orderForm');
  const rules = useZodRules();
  const shape = orderInputSchema.shape;
  return (
    <Card title={t('basics.title')}>
      <Row gutter={12}>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="orderNo" label={t('basics.orderNo')} rules={rules.field(shape.orderNo)}>
            <Input maxLength={40} placeholder={t('basics.orderNoAuto')} data-testid="order-no" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          {/* The native date input yields the YYYY-MM-DD text the schema expects. */}
          <Form.Item name="shipDate" label={t('basics.shipDate')}>
            <Input type="date" data-testid="order-ship-date" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name="batchNo" label={t('basics.batchNo')} rules={rules.field(shape.batchNo)}>
            <Input maxLength={50} data-testid="order-batch-no" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item
            name="reference"
            label={t('basics.reference')}
            rules={[...rules.field(shape.reference), rules.labelText]}
          >
            <Input maxLength={100} data-testid="order-reference" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item
            name="reference2"
            label={t('basics.reference2')}
            rules={[...rules.field(shape.reference2), rules.labelText]}
          >
            <Input maxLength={100} data-testid="order-reference2" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={8}>
          <Form.Item name={['options', 'labelSize']} label={t('basics.labelSize')}>
            <Radio.Group
              data-testid="order-label-size"
              options={LABEL_SIZE_VALUES.map((size) => ({ value: size, label: t(`labelSize.${size}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={16}>
          {/* null: the channel's default label format (issue 15). */}
          <Form.Item
            name={['options', 'labelFormat']}
            label={t('basics.labelFormat')}
            tooltip={t('basics.labelFormatHelp')}
          >
            <Radio.Group
              data-testid="order-label-format"
              options={[
                { value: null, label: t('labelFormat.channel') },
                ...ORDER_LABEL_FORMATS.map((format) => ({
                  value: format,
                  label: t(`labelFormat.${format}`),
                })),
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('basics.remark')} rules={rules.field(shape.remark)}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="order-remark" />
      </Form.Item>
    </Card>
  );
}
