import type { Service } from '@shiplabel/shared';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';

interface Values {
  code: string;
  name: string;
  transitDaysMin: number;
  transitDaysMax: number;
  sort: number;
  maxWeightLb?: number | null;
  maxLengthIn?: number | null;
  maxLengthGirthIn?: number | null;
  domestic: boolean;
  international: boolean;
  batteryAllowed: boolean;
  signatureOptions: ('standard' | 'adult')[];
}

/** Create a service in a channel (service null) or edit one: code, name, transit days and limits. */
export function ServiceFormModal({
  channelId,
  service,
  serviceCodes,
  onClose,
}: {
  channelId: string;
  service: Service | null;
  /** The codes the channel's carrier knows (null: any code, as for rate-card channels). */
  serviceCodes: readonly string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rates');
  const [form] = Form.useForm<Values>();
  const save = useRatesMutation((v: Values) => {
    const input = {
      channelId,
      code: v.code,
      name: v.name,
      transitDaysMin: v.transitDaysMin,
      transitDaysMax: v.transitDaysMax,
      sort: v.sort ?? 0,
      limits: {
        maxWeightLb: v.maxWeightLb ?? null,
        maxLengthIn: v.maxLengthIn ?? null,
        maxLengthGirthIn: v.maxLengthGirthIn ?? null,
        domestic: v.domestic,
        international: v.international,
        batteryAllowed: v.batteryAllowed,
        signatureOptions: v.signatureOptions ?? [],
      },
    };
    return service ? ratesApi.updateService(service.id, input) : ratesApi.createService(input);
  });
  const initial: Values = service
    ? { ...service, ...service.limits }
    : {
        code: '',
        name: '',
        transitDaysMin: 1,
        transitDaysMax: 5,
        sort: 0,
        maxWeightLb: 150,
        domestic: true,
        international: false,
        batteryAllowed: false,
        signatureOptions: [],
      };
  return (
    <FormModal
      title={service ? t('service.editTitle', { name: service.name }) : t('service.createTitle')}
      verb={service ? 'save' : 'create'}
      form={form}
      saving={save.isPending}
      saveTestId="service-save"
      onClose={onClose}
      width={680}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => save.mutate(v, saveCallbacks(form, { editing: Boolean(service), onClose, t }))}
      >
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item
              name="code"
              label={t('service.code')}
              rules={[{ required: true, message: t('service.codeRequired') }]}
            >
              {serviceCodes ? (
                <Select
                  showSearch
                  options={serviceCodes.map((code) => ({ value: code, label: code }))}
                  data-testid="service-code"
                />
              ) : (
                <Input maxLength={40} data-testid="service-code" />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item
              name="name"
              label={t('service.name')}
              rules={[{ required: true, whitespace: true, message: t('channel.nameRequired') }]}
            >
              <Input maxLength={100} data-testid="service-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item name="transitDaysMin" label={t('service.transitMin')}>
              <InputNumber min={0} max={90} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="transitDaysMax" label={t('service.transitMax')}>
              <InputNumber min={0} max={90} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="sort" label={t('service.sort')}>
              <InputNumber min={0} max={9999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={12} sm={8}>
            <Form.Item name="maxWeightLb" label={t('service.maxWeightLb')}>
              <InputNumber
                min={0.1}
                max={100000}
                style={{ width: '100%' }}
                data-testid="service-max-weight"
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="maxLengthIn" label={t('service.maxLengthIn')}>
              <InputNumber min={0.1} max={10000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="maxLengthGirthIn" label={t('service.maxLengthGirthIn')}>
              <InputNumber min={0.1} max={10000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          {(['domestic', 'international', 'batteryAllowed'] as const).map((flag) => (
            <Col xs={12} sm={8} key={flag}>
              <Form.Item name={flag} valuePropName="checked">
                <Checkbox>{t(`service.${flag}`)}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="signatureOptions" label={t('service.signatureOptions')}>
          <Checkbox.Group
            options={[
              { value: 'standard', label: t('service.signatureStandard') },
              { value: 'adult', label: t('service.signatureAdult') },
            ]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
