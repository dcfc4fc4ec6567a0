import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePackageTemplateList } from '../../../templates/hooks/usePackageTemplates.ts';
import { parcelFromTemplate } from '../orderFormRules.ts';

/** All of a customer's templates fit one page of the largest size but one; more is not a template list. */
const TEMPLATE_PAGE = { keyword: '', pageNum: 1, pageSize: 200 };

/** "Fill from template": copies a package template's unit, sizes, weight and quantity into the parcel. */
interface Props {
  name: number;
  testId: string;
  /** Sizes and weight changed: the compared rates no longer apply. */
  onFilled: () => void;
}

export function TemplatePicker({ name, testId, onFilled }: Props) {
  const { t } = useTranslation('orderForm');
  const form = Form.useFormInstance();
  const list = usePackageTemplateList(TEMPLATE_PAGE);
  const templates = list.data?.list ?? [];
  return (
    <Select<string>
      size="small"
      style={{ width: 200 }}
      placeholder={t('parcel.fromTemplate')}
      aria-label={t('parcel.fromTemplate')}
      loading={list.isFetching}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={t('parcel.noTemplates')}
      options={templates.map((tpl) => ({ value: tpl.id, label: tpl.name }))}
      onSelect={(id) => {
        const template = templates.find((tpl) => tpl.id === id);
        if (!template) return;
        const path = ['parcels', name];
        form.setFieldValue(path, { ...form.getFieldValue(path), ...parcelFromTemplate(template) });
        void form.validateFields([[...path, 'weight']]).catch(() => undefined);
        // setFieldValue does not fire the form's onValuesChange, so the staleness is reported here.
        onFilled();
      }}
      data-testid={testId}
    />
  );
}
