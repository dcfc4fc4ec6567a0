import { DeleteOutlined } from '@ant-design/icons';
import { orderItemSchema } from '@shiplabel/shared';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../../app/components/CountrySelect.tsx';
import { unitLabel } from '../../../../app/format.ts';
import { useZodRules } from '../../../../app/forms/useZodRules.ts';

const massOptions = (locale: string) =>
  ['lb', 'kg'].map((unit) => ({ value: unit, label: unitLabel(unit, locale) }));

/** One customs line: category, description, quantity, declared value, weight, carton, HS code, origin. */
export function ItemRow({ name, onRemove }: { name: number; onRemove: () => void }) {
  const { t, i18n } = useTranslation('orderForm');
  const rules = useZodRules();
  const shape = orderItemSchema.shape;
  const id = (field: string) => `item-${name}-${field}`;
  return (
    <Card
      type="inner"
      size="small"
      title={t('item.title', { n: name + 1 })}
      style={{ marginBottom: 12 }}
      data-testid={`item-${name}`}
      extra={
        <Button
          icon={<DeleteOutlined />}
          onClick={onRemove}
          aria-label={t('item.remove')}
          data-testid={`item-remove-${name}`}
        />
      }
    >
      <Row gutter={8}>
        <Col xs={12} md={4}>
          <Form.Item
            name={[name, 'category']}
            label={t('item.category')}
            rules={[...rules.field(shape.category), rules.labelText]}
          >
            <Input maxLength={60} data-testid={id('category')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name={[name, 'description']}
            label={t('item.description')}
            required
            rules={[...rules.field(shape.description), rules.labelText]}
          >
            <Input maxLength={200} data-testid={id('description')} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[name, 'quantity']} label={t('item.quantity')} rules={rules.field(shape.quantity)}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={id('quantity')} />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item
            name={[name, 'declaredValue']}
            label={t('item.declaredValue')}
            rules={rules.field(shape.declaredValue)}
          >
            <Input placeholder="0.00" maxLength={12} data-testid={id('declared')} />
          </Form.Item>
        </Col>
        <Col xs={8} md={3}>
          <Form.Item name={[name, 'weight']} label={t('item.weight')} rules={rules.field(shape.weight, 0)}>
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} data-testid={id('weight')} />
          </Form.Item>
        </Col>
        <Col xs={8} md={2}>
          <Form.Item name={[name, 'massUnit']} label={t('item.massUnit')}>
            <Select options={massOptions(i18n.language)} data-testid={id('massUnit')} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[name, 'hsCode']} label={t('item.hsCode')} rules={rules.field(shape.hsCode)}>
            <Input maxLength={14} data-testid={id('hsCode')} />
          </Form.Item>
        </Col>
        <Col xs={6} md={4}>
          <Form.Item
            name={[name, 'countryOfOrigin']}
            label={t('item.origin')}
            rules={rules.field(shape.countryOfOrigin)}
          >
            <CountrySelect allowClear data-testid={id('origin')} />
          </Form.Item>
        </Col>
        <Col xs={6} md={4}>
          <Form.Item name={[name, 'inCarton']} label={t('item.inCarton')} valuePropName="checked">
            <Checkbox data-testid={id('inCarton')} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
