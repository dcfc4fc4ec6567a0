import { Card, Checkbox, Form, type FormInstance, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AddressFormFields } from '../../../address/components/AddressFormFields.tsx';
import { AddressValidateButton } from '../../../address/components/AddressValidateButton.tsx';
import { type AddressFormValues, addressValuesOfEntry } from '../orderFormModel.ts';
import { affectsRates } from '../orderFormRules.ts';
import { AddressBookPicker } from './AddressBookPicker.tsx';

interface Props {
  side: 'from' | 'to';
  form: FormInstance;
  initialValues: AddressFormValues;
  /** Something that is priced changed: the compared rates no longer apply. */
  onRatedChange: () => void;
}

/** The sender or the recipient: its own flat address form (shared rules, ZIP auto-fill, validation). */
export function AddressCard({ side, form, initialValues, onRatedChange }: Props) {
  const { t } = useTranslation('orderForm');
  const prefix = side === 'from' ? 'sender' : 'recipient';
  return (
    <Card
      title={t(`address.${side}`)}
      extra={
        <AddressBookPicker
          testId={`${prefix}-book`}
          onPick={(entry) => {
            form.setFieldsValue(addressValuesOfEntry(entry));
            void form.validateFields().catch(() => undefined);
            onRatedChange();
          }}
        />
      }
      style={{ height: '100%' }}
    >
      {/* The form's name prefixes its element ids: sender and recipient fields never share one. */}
      <Form
        form={form}
        name={side}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={(changed) => {
          if (affectsRates(changed, 'address')) onRatedChange();
        }}
      >
        <AddressFormFields form={form} testIdPrefix={prefix} printed />
        <Space wrap size={16}>
          <AddressValidateButton
            form={form}
            testId={`${prefix}-validate`}
            onDecided={({ accepted }) => accepted && onRatedChange()}
          />
          <Form.Item name="addToAddressBook" valuePropName="checked" noStyle>
            <Checkbox data-testid={`${prefix}-add-to-book`}>{t('address.addToBook')}</Checkbox>
          </Form.Item>
        </Space>
      </Form>
    </Card>
  );
}
