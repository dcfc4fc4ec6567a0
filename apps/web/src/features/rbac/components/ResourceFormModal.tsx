import {
  type Resource,
  type ResourceCategory,
  type ResourceInput,
  resourceInputSchema,
} from '@shiplabel/shared';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSaveResource } from '../hooks/useResources.ts';
import { localizedName } from './localizedName.ts';

interface Props {
  resource: Resource | null;
  categories: readonly ResourceCategory[];
  defaultCategoryId: string | null;
  onClose: () => void;
}

export function ResourceFormModal({ resource, categories, defaultCategoryId, onClose }: Props) {
  const { t, i18n } = useTranslation('rbac');
  const rules = useZodRules();
  const [form] = Form.useForm<ResourceInput>();
  const save = useSaveResource();
  const shape = resourceInputSchema.shape;
  const initialValues: ResourceInput = resource
    ? {
        code: resource.code,
        nameEn: resource.nameEn,
        nameZh: resource.nameZh,
        categoryId: resource.categoryId,
        description: resource.description,
      }
    : { code: '', nameEn: '', nameZh: '', categoryId: defaultCategoryId, description: '' };

  const submit = (values: ResourceInput) =>
    save.mutate(
      {
        ...(resource ? { id: resource.id } : {}),
        input: resourceInputSchema.parse({ ...values, categoryId: values.categoryId ?? null }),
      },
      saveCallbacks(form, { editing: Boolean(resource), onClose, t }),
    );

  return (
    <FormModal
      title={t(resource ? 'resources.editTitle' : 'resources.createTitle')}
      verb={resource ? 'save' : 'create'}
      form={form}
      saving={save.isPending}
      saveTestId="resource-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Form.Item
          name="code"
          label={t('resources.code')}
          required
          rules={rules.field(shape.code)}
          {...(resource?.system ? { extra: t('resources.systemCodeHint') } : {})}
        >
          {/* Routes and endpoints refer to system codes, so they are read-only. */}
          <Input maxLength={64} disabled={Boolean(resource?.system)} data-testid="resource-code-input" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('resources.nameEn')} required rules={rules.field(shape.nameEn)}>
          <Input maxLength={64} data-testid="resource-nameEn-input" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('resources.nameZh')} required rules={rules.field(shape.nameZh)}>
          <Input maxLength={64} data-testid="resource-nameZh-input" />
        </Form.Item>
        <Form.Item
          name="categoryId"
          label={t('resources.category')}
          rules={rules.field(shape.categoryId, null)}
        >
          <Select
            allowClear
            placeholder={t('resources.uncategorised')}
            options={categories.map((c) => ({ value: c.id, label: localizedName(c, i18n.language) }))}
            data-testid="resource-category-input"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('resources.description')}
          rules={rules.field(shape.description)}
        >
          <Input.TextArea rows={2} maxLength={255} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
