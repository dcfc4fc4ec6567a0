import { type PackageTemplate, packageTemplateInputSchema } from '@shiplabel/shared';
import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useSavePackageTemplate } from '../hooks/usePackageTemplates.ts';
import { NUMBER_FIELDS, templateFormValuesOf } from '../templateForm.ts';
import type { PackageTemplateInput } from '../templates.api.ts';

interface Props {
  /** null creates a new template. */
  template: PackageTemplate | null;
  onClose: () => void;
}

/** Create or edit a package template; every field is required (spec section 5). */
export function PackageTemplateFormModal({ template, onClose }: Props) {
  const { t } = useTranslation(['templates', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm<PackageTemplateInput>();
  const save = useSavePackageTemplate();
  const submission = useSubmission();
  const shape = packageTemplateInputSchema.shape;
  const unit = Form.useWatch('unit', form) ?? 'in/lb';
  const [distance, mass] = unit.split('/');

  const submit = (values: PackageTemplateInput) =>
    void submission.run((key) =>
      save
        .mutateAsync(
          { ...(template ? { id: template.id } : {}), input: packageTemplateInputSchema.parse(values), key },
          saveCallbacks(form, { editing: Boolean(template), onClose, t }),
        )
        .catch(() => undefined),
    );

  const unitLabel = (field: (typeof NUMBER_FIELDS)[number]) => {
    if (field === 'quantity') return t('fields.quantity');
    return `${t(`fields.${field}`)} (${field === 'weight' ? mass : distance})`;
  };

  return (
    <FormModal
      title={template ? t('editTitle', { name: template.name }) : t('createTitle')}
      verb={template ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="template-save"
      onClose={onClose}
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={templateFormValuesOf(template)} onFinish={submit}>
        <Form.Item name="name" label={t('fields.name')} required rules={rules.field(shape.name)}>
          <Input maxLength={60} data-testid="template-name" />
        </Form.Item>
        <Form.Item name="unit" label={t('fields.unit')} required rules={rules.field(shape.unit)}>
          <Radio.Group data-testid="template-unit">
            <Radio.Button value="in/lb">{t('units.inLb')}</Radio.Button>
            <Radio.Button value="cm/kg" data-testid="template-unit-cm">
              {t('units.cmKg')}
            </Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Row gutter={12}>
          {NUMBER_FIELDS.map((field) => (
            <Col xs={12} md={8} key={field}>
              <Form.Item name={field} label={unitLabel(field)} required rules={rules.field(shape[field])}>
                <InputNumber
                  min={0}
                  step={field === 'quantity' ? 1 : 0.1}
                  precision={field === 'quantity' ? 0 : 2}
                  style={{ width: '100%' }}
                  data-testid={`template-${field}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </FormModal>
  );
}
