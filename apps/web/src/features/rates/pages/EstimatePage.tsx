import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { type EstimateRequestInput, type QuoteList, unitsForChoice } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../app/components/CountrySelect.tsx';
import { feedback } from '../../../app/feedback.ts';
import { unitLabel } from '../../../app/format.ts';
import { QuoteResults } from '../components/QuoteResults.tsx';
import { type EstimateForm, INITIAL_ESTIMATE, toEstimateRequest } from '../forms.ts';
import { ratesApi } from '../rates.api.ts';
import '../rates.css';

function AddressFields({ prefix, testId }: { prefix: 'from' | 'to'; testId: string }) {
  const { t } = useTranslation('rates');
  return (
    <Row gutter={8}>
      <Col xs={12} sm={5}>
        <Form.Item
          name={[prefix, 'zipCode']}
          label={t('estimate.zip')}
          rules={[{ required: true, message: t('estimate.zipRequired') }]}
        >
          <Input maxLength={12} data-testid={`${testId}-zip`} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={7}>
        <Form.Item name={[prefix, 'countryCode']} label={t('estimate.country')}>
          <CountrySelect data-testid={`${testId}-country`} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={4}>
        <Form.Item name={[prefix, 'stateCode']} label={t('estimate.state')}>
          <Input maxLength={30} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={8}>
        <Form.Item name={[prefix, 'city']} label={t('estimate.city')}>
          <Input maxLength={60} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * Compare rates: route, parcels and options in; every service the customer may use out, cheapest first,
 * with the breakdown; services that cannot carry the parcels are listed with the reason.
 */
export default function EstimatePage() {
  const { t, i18n } = useTranslation('rates');
  const [form] = Form.useForm<EstimateForm>();
  const unit = Form.useWatch('unit', form) ?? 'lb/in';
  const units = unitsForChoice(unit);
  const estimate = useMutation({ mutationFn: (body: EstimateRequestInput) => ratesApi.estimate(body) });
  const sheet = useMutation({ mutationFn: () => ratesApi.priceSheet() });

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('estimate.title')}
        extra={
          <Button
            icon={<DownloadOutlined />}
            loading={sheet.isPending}
            onClick={() => sheet.mutate()}
            data-testid="price-sheet"
          >
            {t('estimate.priceSheet')}
          </Button>
        }
      >
        <Form<EstimateForm>
          form={form}
          layout="vertical"
          initialValues={INITIAL_ESTIMATE}
          onFinish={(values) => estimate.mutate(toEstimateRequest(values))}
        >
          <div className="rates-section-title">{t('estimate.from')}</div>
          <AddressFields prefix="from" testId="from" />
          <div className="rates-section-title">{t('estimate.to')}</div>
          <AddressFields prefix="to" testId="to" />
          <Form.Item name={['to', 'isResidential']} valuePropName="checked">
            <Checkbox data-testid="to-residential">{t('estimate.residential')}</Checkbox>
          </Form.Item>
          <Form.Item name="unit" label={t('estimate.units')}>
            <Radio.Group data-testid="unit-switch">
              <Radio.Button value="lb/in">{t('estimate.unitsLbIn')}</Radio.Button>
              <Radio.Button value="kg/cm" data-testid="unit-kg">
                {t('estimate.unitsKgCm')}
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.List name="parcels">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, index) => (
                  <Row gutter={8} key={field.key} data-testid={`parcel-${index}`} align="bottom">
                    <Col xs={8} sm={4}>
                      <Form.Item
                        name={[field.name, 'weight']}
                        label={`${t('estimate.weight')} (${unitLabel(units.massUnit, i18n.language)})`}
                        rules={[{ required: true, message: t('estimate.weightRequired') }]}
                      >
                        <InputNumber
                          min={0.01}
                          max={10000}
                          step={0.1}
                          style={{ width: '100%' }}
                          data-testid={`parcel-${index}-weight`}
                        />
                      </Form.Item>
                    </Col>
                    {(['length', 'width', 'height'] as const).map((side) => (
                      <Col xs={8} sm={4} key={side}>
                        <Form.Item
                          name={[field.name, side]}
                          label={`${t(`estimate.${side}`)} (${unitLabel(units.distanceUnit, i18n.language)})`}
                        >
                          <InputNumber
                            min={0}
                            max={1000}
                            style={{ width: '100%' }}
                            data-testid={`parcel-${index}-${side}`}
                          />
                        </Form.Item>
                      </Col>
                    ))}
                    <Col xs={12} sm={5}>
                      <Form.Item name={[field.name, 'declaredValue']} label={t('estimate.declaredValue')}>
                        <Input placeholder="0.00" maxLength={12} data-testid={`parcel-${index}-declared`} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} sm={3}>
                      <Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          onClick={() => {
                            if (fields.length <= 1) feedback.message.warning(t('estimate.atLeastOne'));
                            else remove(field.name);
                          }}
                          data-testid={`parcel-${index}-remove`}
                          aria-label={t('estimate.removeParcel')}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <div style={{ marginBottom: 16 }}>
                  <Button icon={<PlusOutlined />} onClick={() => add({ weight: 1 })} data-testid="parcel-add">
                    {t('estimate.addParcel')}
                  </Button>
                </div>
              </>
            )}
          </Form.List>
          <Space size={24}>
            <Form.Item name="signature" valuePropName="checked">
              <Checkbox data-testid="opt-signature">{t('estimate.signature')}</Checkbox>
            </Form.Item>
            <Form.Item name="battery" valuePropName="checked">
              <Checkbox data-testid="opt-battery">{t('estimate.battery')}</Checkbox>
            </Form.Item>
          </Space>
          <div>
            <Button
              type="primary"
              htmlType="submit"
              loading={estimate.isPending}
              data-testid="estimate-submit"
            >
              {t('estimate.submit')}
            </Button>
          </div>
        </Form>
      </Card>
      {estimate.data && <QuoteResults result={estimate.data as QuoteList} />}
    </Space>
  );
}
