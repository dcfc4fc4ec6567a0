import {
  type ResourceCategory,
  type ResourceCategoryInput,
  resourceCategoryInputSchema,
} from '@shiplabel/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSaveCategory } from '../hooks/useResources.ts';

export function CategoryFormModal({
  category,
  onClose,
}: {
  category: ResourceCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('rbac');
  const rules = useZodRules();
  const [form] = Form.useForm<ResourceCategoryInput>();
  const save = useSaveCategory();
  const shape = resourceCategoryInputSchema.shape;
  const initialValues: ResourceCategoryInput = category
    ? { nameEn: category.nameEn, nameZh: category.nameZh, sort: category.sort }
    : { nameEn: '', nameZh: '', sort: 0 };

  const submit = (values: ResourceCategoryInput) =>
    save.mutate(
      {
        ...(category ? { id: category.id } : {}),
        input: resourceCategoryInputSchema.parse({ ...values, sort: values.sort ?? 0 }),
      },
      saveCallbacks(form, { editing: Boolean(category), onClose, t }),
    );

  return (
    <FormModal
      title={t(category ? 'categories.editTitle' : 'categories.createTitle')}
      verb={category ? 'save' : 'create'}
      form={form}
      saving={save.isPending}
      saveTestId="category-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Form.Item name="nameEn" label={t('categories.nameEn')} required rules={rules.field(shape.nameEn)}>
          <Input maxLength={64} data-testid="category-nameEn-input" />
        </Form.Item>
        <Form.Item name="nameZh" label={t('categories.nameZh')} required rules={rules.field(shape.nameZh)}>
          <Input maxLength={64} data-testid="category-nameZh-input" />
        </Form.Item>
        <Form.Item name="sort" label={t('categories.sort')} rules={rules.field(shape.sort, 0)}>
          <InputNumber min={0} max={9999} precision={0} data-testid="category-sort-input" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
