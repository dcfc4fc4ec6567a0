import { DeleteOutlined } from '@ant-design/icons';
import { orderParcelSchema, unitsOf } from '@shiplabel/shared';
import { Button, Card, Col, Form, Input, InputNumber, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../../app/forms/useZodRules.ts';
import { useCurrentInsuranceTable } from '../../../config/hooks/useConfig.ts';
import { premiumOf } from '../orderFormRules.ts';
import { PremiumHint } from './PremiumHint.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';

interface Props {
  /** The Form.List field name of this parcel. */
  name: number;
  index: number;
  onRemove: () => void;
  onRatedChange: () => void;
}

const SIDES = ['length', 'width', 'height'] as const;

/** One parcel: unit choice, weight, sizes, count, insurance declared amount (with its premium), references. */
export function ParcelRow({ name, index, onRemove, onRatedChange }: Props) {
  const { t } = useTranslation('orderForm');
  const rules = useZodRules();
  const form = Form.useFormInstance();
  const unit = Form.useWatch(['parcels', name, 'unit'], form) ?? 'in/lb';
  const { massUnit, distanceUnit } = unitsOf(unit);
  const shape = orderParcelSchema.shape;
  const id = (field: string) => `parcel-${index}-${field}`;
  const insuranceTable = useCurrentInsuranceTable();
  const overCap = {
    validator: async (_: unknown, value: string | undefined) => {
      if (premiumOf(value, insuranceTable).kind === 'overCap') throw new Error(t('parcel.overCap'));
    },
  };

  return (
    <Card
      type="inner"
      size="small"
      title={t('parcel.title', { n: index + 1 })}
      style={{ marginBottom: 12 }}
      data-testid={`parcel-${index}`}
      extra={
        <Space>
          <TemplatePicker name={name} testId={id('template')} onFilled={onRatedChange} />
          <Button
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={t('parcel.remove')}
            data-testid={`parcel-remove-${index}`}
          />
        </Space>
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <Form.Item name={[name, 'unit']} label={t('parcel.unit')}>
            <Radio.Group data-testid={id('unit')}>
              <Radio.Button value="in/lb">{t('parcel.inLb')}</Radio.Button>
              <Radio.Button value="cm/kg" data-testid={id('unit-cm')}>
                {t('parcel.cmKg')}
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item
            name={[name, 'weight']}
            label={`${t('parcel.weight')} (${massUnit})`}
            required
            rules={rules.field(shape.weight)}
          >
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} data-testid={id('weight')} />
          </Form.Item>
        </Col>
        {SIDES.map((side) => (
          <Col xs={12} md={3} key={side}>
            <Form.Item
              name={[name, side]}
              label={`${t(`parcel.${side}`)} (${distanceUnit})`}
              rules={rules.field(shape[side], 0)}
            >
              <InputNumber min={0} style={{ width: '100%' }} data-testid={id(side)} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={5}>
          <Form.Item
            name={[name, 'packageNum']}
            label={t('parcel.packageNum')}
            rules={rules.field(shape.packageNum)}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={id('packageNum')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[name, 'declaredValue']}
            label={t('parcel.declaredValue')}
            rules={[...rules.field(shape.declaredValue), overCap]}
            extra={<PremiumHint name={name} />}
          >
            <Input placeholder="0.00" maxLength={12} data-testid={id('declared')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[name, 'itemDescription']}
            label={t('parcel.contents')}
            rules={rules.field(shape.itemDescription)}
          >
            <Input maxLength={200} data-testid={id('contents')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[name, 'reference']}
            label={t('parcel.reference')}
            rules={[...rules.field(shape.reference), rules.labelText]}
          >
            <Input maxLength={100} data-testid={id('reference')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[name, 'reference2']}
            label={t('parcel.reference2')}
            rules={[...rules.field(shape.reference2), rules.labelText]}
          >
            <Input maxLength={100} data-testid={id('reference2')} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
