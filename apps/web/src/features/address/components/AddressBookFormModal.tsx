import { type AddressBookEntry, type AddressBookInput, addressBookInputSchema } from '@shiplabel/shared';
import { Col, Form, Input, Row, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useSaveAddressBookEntry } from '../hooks/useAddressBook.ts';
import { AddressFormFields } from './AddressFormFields.tsx';
import { AddressValidateButton } from './AddressValidateButton.tsx';

interface Props {
  /** null creates a new entry. */
  entry: AddressBookEntry | null;
  onClose: () => void;
}

const EMPTY: AddressBookInput = {
  title: '',
  personName: '',
  phone: '',
  company: '',
  email: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateCode: '',
  zipCode: '',
  countryCode: 'US',
  isResidential: false,
  isDefaultSender: false,
};

/** Create or edit an address book entry; the server decides the validated flag when it is saved. */
export function AddressBookFormModal({ entry, onClose }: Props) {
  const { t } = useTranslation('address');
  const rules = useZodRules();
  const [form] = Form.useForm<AddressBookInput>();
  const save = useSaveAddressBookEntry();
  const submission = useSubmission();
  const initialValues: AddressBookInput = entry
    ? (Object.fromEntries(
        Object.keys(EMPTY).map((key) => [key, entry[key as keyof AddressBookEntry]]),
      ) as AddressBookInput)
    : EMPTY;

  const submit = (values: AddressBookInput) =>
    void submission.run((key) =>
      save
        .mutateAsync(
          { ...(entry ? { id: entry.id } : {}), input: addressBookInputSchema.parse(values), key },
          saveCallbacks(form, { editing: Boolean(entry), onClose, t }),
        )
        .catch(() => undefined),
    );

  return (
    <FormModal
      title={entry ? t('book.editTitle', { title: entry.title }) : t('book.createTitle')}
      verb={entry ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="addressbook-save"
      onClose={onClose}
      width={760}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="title"
              label={t('fields.title')}
              required
              rules={rules.objectField(addressBookInputSchema, 'title')}
            >
              <Input maxLength={60} data-testid="addressbook-title" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isDefaultSender" label={t('fields.isDefaultSender')} valuePropName="checked">
              <Switch data-testid="addressbook-isDefaultSender" />
            </Form.Item>
          </Col>
        </Row>
        <AddressFormFields form={form} schema={addressBookInputSchema} testIdPrefix="addressbook" printed />
        <Space>
          <AddressValidateButton form={form} testId="addressbook-validate" />
          <span>{t('book.validateHint')}</span>
        </Space>
      </Form>
    </FormModal>
  );
}
