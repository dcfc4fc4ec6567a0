import type { EstimationRuleInput } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCallbacks } from '../../../app/components/FormModal.tsx';
import { effectiveText } from '../forms.ts';
import { ratesKeys, useCarrierTree, useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';

const NUMBER_FIELDS = [
  'dimDivisorIn',
  'dimDivisorCm',
  'roundStepLb',
  'roundStepKg',
  'minBillableLb',
  'cargoThresholdLb',
  'oversizeLengthIn',
  'oversizeLengthGirthIn',
  'fuelPercent',
] as const;
const MONEY_FIELDS = ['residential', 'signature', 'oversize'] as const;

type FormValues = Record<string, string | number | null | undefined>;

/** Form values -> a partial rule: an empty field inherits from the wider scope. */
function ruleOf(values: FormValues): EstimationRuleInput {
  const rule: Record<string, unknown> = {};
  for (const k of NUMBER_FIELDS)
    if (values[k] !== null && values[k] !== undefined && values[k] !== '') rule[k] = Number(values[k]);
  for (const k of MONEY_FIELDS)
    if (typeof values[k] === 'string' && values[k].trim()) rule[k] = values[k].trim();
  if (values.roundOzUnderOneLb === 'yes' || values.roundOzUnderOneLb === 'no')
    rule.roundOzUnderOneLb = values.roundOzUnderOneLb === 'yes';
  return rule as EstimationRuleInput;
}

/**
 * Estimation rules per scope: global default, a channel, or a service (service overrides channel overrides
 * global, field by field). Empty fields inherit; the placeholder shows the value that applies.
 */
export default function RateCalculationPage() {
  const { t } = useTranslation('rates');
  const [scope, setScope] = useState('global');
  const [form] = Form.useForm<FormValues>();
  const tree = useCarrierTree();
  const [kind, id] = scope.split(':');
  const params = kind === 'channel' ? { channelId: id } : kind === 'service' ? { serviceId: id } : {};
  const info = useQuery({ queryKey: ratesKeys.compute(scope), queryFn: () => ratesApi.computeInfo(params) });
  const save = useRatesMutation((rule: EstimationRuleInput) =>
    ratesApi.saveCompute({ channelId: params.channelId ?? null, serviceId: params.serviceId ?? null, rule }),
  );
  const own = info.data
    ? kind === 'service'
      ? info.data.service
      : kind === 'channel'
        ? info.data.channel
        : info.data.global
    : null;

  useEffect(() => {
    form.resetFields();
    if (own) {
      const values: FormValues = { ...own } as FormValues;
      values.roundOzUnderOneLb =
        own.roundOzUnderOneLb === undefined ? '' : own.roundOzUnderOneLb ? 'yes' : 'no';
      form.setFieldsValue(values);
    }
  }, [own, form]);

  const options = [
    { value: 'global', label: t('compute.global') },
    ...(tree.data ?? []).flatMap((n) =>
      n.channels.flatMap((c) => [
        { value: `channel:${c.id}`, label: `${t('compute.channel')}: ${c.name}` },
        ...c.services.map((s) => ({
          value: `service:${s.id}`,
          label: `${t('compute.service')}: ${c.name} / ${s.name}`,
        })),
      ]),
    ),
  ];
  const effective = (info.data?.effective ?? {}) as Record<string, unknown>;
  const placeholder = (k: string) =>
    effectiveText(effective[k], { yes: t('common.yes'), no: t('common.no') });

  return (
    <Card title={t('compute.title')}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('compute.help')} />
      <Form.Item label={t('compute.scope')}>
        <Select
          value={scope}
          onChange={setScope}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 520 }}
          aria-label={t('compute.scope')}
          data-testid="compute-scope"
        />
      </Form.Item>
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) =>
          save.mutate(ruleOf(v), saveCallbacks(form, { editing: true, onClose: () => undefined, t }))
        }
      >
        <Row gutter={12}>
          {NUMBER_FIELDS.map((k) => (
            <Col xs={12} sm={8} md={6} key={k}>
              <Form.Item name={k} label={t(`compute.${k}`)}>
                <InputNumber
                  min={0}
                  style={{ width: '100%' }}
                  placeholder={placeholder(k)}
                  data-testid={`compute-${k}`}
                />
              </Form.Item>
            </Col>
          ))}
          {MONEY_FIELDS.map((k) => (
            <Col xs={12} sm={8} md={6} key={k}>
              <Form.Item name={k} label={t(`compute.${k}`)}>
                <Input placeholder={placeholder(k)} maxLength={12} data-testid={`compute-${k}`} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} sm={8} md={6}>
            <Form.Item name="roundOzUnderOneLb" label={t('compute.roundOzUnderOneLb')}>
              <Select
                options={[
                  { value: '', label: `${t('compute.inherit')} (${placeholder('roundOzUnderOneLb')})` },
                  { value: 'yes', label: t('common.yes') },
                  { value: 'no', label: t('common.no') },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="compute-save">
          {t('compute.save')}
        </Button>
      </Form>
    </Card>
  );
}
