import {
  ORDER_SIGNATURE_OPTIONS,
  RULE_SERVICE_MODES,
  type ShippingRule,
  type ShippingRuleInput,
  shippingRuleInputSchema,
} from '@shiplabel/shared';
import { Col, Divider, Form, Input, InputNumber, Radio, Row, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useRuleTargets } from '../hooks/useRuleTargets.ts';
import { useSaveShippingRule } from '../hooks/useShippingRules.ts';
import { ruleFormValuesOf } from '../ruleText.ts';

interface Props {
  /** null creates a new rule (added at the end of the list). */
  rule: ShippingRule | null;
  onClose: () => void;
}

/** Free values typed and separated by commas or spaces (the server upper-cases codes). */
const tags = (testId: string) => ({
  mode: 'tags' as const,
  open: false,
  tokenSeparators: [',', ' '],
  style: { width: '100%' },
  'data-testid': testId,
});

/** Create or edit a rule: conditions (all must match; empty ones match any order) and actions. */
export function ShippingRuleFormModal({ rule, onClose }: Props) {
  const { t } = useTranslation(['shippingRules', 'common', 'orderForm']);
  const [form] = Form.useForm<ShippingRuleInput>();
  const save = useSaveShippingRule();
  const submission = useSubmission();
  const targets = useRuleTargets();
  const serviceMode = Form.useWatch(['actions', 'serviceMode'], form);
  const insuranceMode = Form.useWatch(['actions', 'insuranceMode'], form);

  const submit = (values: ShippingRuleInput) =>
    void submission.run((key) => {
      const parsed = shippingRuleInputSchema.safeParse(values);
      // The server names each refused field in the user's language; send as entered when the client doubts.
      const input = parsed.success ? parsed.data : values;
      return save
        .mutateAsync(
          { ...(rule ? { id: rule.id } : {}), input, key },
          saveCallbacks(form, { editing: Boolean(rule), onClose, t }),
        )
        .catch(() => undefined);
    });

  const { Item } = Form;
  return (
    <FormModal
      title={rule ? t('editTitle', { name: rule.name }) : t('createTitle')}
      verb={rule ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="rule-save"
      onClose={onClose}
      width={760}
    >
      <Form form={form} layout="vertical" initialValues={ruleFormValuesOf(rule)} onFinish={submit}>
        <Row gutter={12}>
          <Col span={18}>
            <Item
              name="name"
              label={t('fields.name')}
              required
              rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
            >
              <Input maxLength={100} data-testid="rule-name" />
            </Item>
          </Col>
          <Col span={6}>
            <Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
              <Switch data-testid="rule-enabled" />
            </Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('conditionsTitle')}</Divider>
        <Typography.Paragraph type="secondary">{t('conditionsHelp')}</Typography.Paragraph>
        <Row gutter={12}>
          <Col span={8}>
            <Item name={['conditions', 'countries']} label={t('fields.countries')}>
              <Select {...tags('rule-countries')} placeholder="US, CA" />
            </Item>
          </Col>
          <Col span={8}>
            <Item name={['conditions', 'states']} label={t('fields.states')}>
              <Select {...tags('rule-states')} placeholder="CA, NY" />
            </Item>
          </Col>
          <Col span={8}>
            <Item name={['conditions', 'zipPrefixes']} label={t('fields.zipPrefixes')}>
              <Select {...tags('rule-zips')} placeholder="90, 100" />
            </Item>
          </Col>
          <Col span={6}>
            <Item name={['conditions', 'weightMin']} label={t('fields.weightMin')}>
              <InputNumber min={0} style={{ width: '100%' }} data-testid="rule-weight-min" />
            </Item>
          </Col>
          <Col span={6}>
            <Item name={['conditions', 'weightMax']} label={t('fields.weightMax')}>
              <InputNumber min={0} style={{ width: '100%' }} data-testid="rule-weight-max" />
            </Item>
          </Col>
          <Col span={4}>
            <Item name={['conditions', 'weightUnit']} label={t('fields.unit')}>
              <Select
                options={[
                  { value: 'lb', label: 'lb' },
                  { value: 'kg', label: 'kg' },
                ]}
              />
            </Item>
          </Col>
          <Col span={4}>
            <Item name={['conditions', 'valueMin']} label={t('fields.valueMin')}>
              <Input placeholder="0.00" data-testid="rule-value-min" />
            </Item>
          </Col>
          <Col span={4}>
            <Item name={['conditions', 'valueMax']} label={t('fields.valueMax')}>
              <Input placeholder="100.00" data-testid="rule-value-max" />
            </Item>
          </Col>
          <Col span={6}>
            <Item name={['conditions', 'skuMatch']} label={t('fields.skuMatch')}>
              <Select
                options={['contains', 'equals'].map((m) => ({ value: m, label: t(`skuMatch.${m}`) }))}
              />
            </Item>
          </Col>
          <Col span={8}>
            <Item name={['conditions', 'sku']} label={t('fields.sku')} tooltip={t('skuHelp')}>
              <Input maxLength={100} data-testid="rule-sku" />
            </Item>
          </Col>
          <Col span={10}>
            <Item
              name={['conditions', 'referencePrefix']}
              label={t('fields.referencePrefix')}
              tooltip={t('referenceHelp')}
            >
              <Input maxLength={100} data-testid="rule-reference" />
            </Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('actionsTitle')}</Divider>
        <Item name={['actions', 'serviceMode']} label={t('fields.service')}>
          <Radio.Group data-testid="rule-service-mode">
            {RULE_SERVICE_MODES.map((mode) => (
              <Radio.Button key={mode} value={mode} data-testid={`rule-service-${mode}`}>
                {t(`serviceMode.${mode}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Item>
        {serviceMode === 'service' && (
          <Item name={['actions', 'serviceId']} label={t('fields.serviceId')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={targets.serviceOptions}
              data-testid="rule-service-id"
            />
          </Item>
        )}
        <Row gutter={12}>
          {targets.mayUseTemplates && (
            <Col span={12}>
              <Item name={['actions', 'templateId']} label={t('fields.template')} tooltip={t('templateHelp')}>
                <Select allowClear options={targets.templateOptions} data-testid="rule-template" />
              </Item>
            </Col>
          )}
          <Col span={12}>
            <Item name={['actions', 'signatureOption']} label={t('fields.signature')}>
              <Select
                options={['keep', ...ORDER_SIGNATURE_OPTIONS].map((o) => ({
                  value: o,
                  label: o === 'keep' ? t('keep') : t(`orderForm:signature.${o}`),
                }))}
                data-testid="rule-signature"
              />
            </Item>
          </Col>
          <Col span={12}>
            <Item name={['actions', 'insuranceMode']} label={t('fields.insurance')}>
              <Select
                options={['keep', 'amount', 'declaredValue'].map((m) => ({
                  value: m,
                  label: t(`insurance.${m}`),
                }))}
                data-testid="rule-insurance"
              />
            </Item>
          </Col>
          {insuranceMode === 'amount' && (
            <Col span={12}>
              <Item name={['actions', 'insuranceAmount']} label={t('fields.insuranceAmount')} required>
                <Input placeholder="100.00" data-testid="rule-insurance-amount" />
              </Item>
            </Col>
          )}
        </Row>
      </Form>
    </FormModal>
  );
}
