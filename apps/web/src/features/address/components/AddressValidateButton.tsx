import { CheckCircleOutlined } from '@ant-design/icons';
import type { AddressInput, AddressOut, AddressValidation } from '@shiplabel/shared';
import { Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddressValidation } from '../hooks/useAddressValidation.ts';
import { AddressValidationDialog } from './AddressValidationDialog.tsx';
import { ADDRESS_FIELDS, SUGGESTED_FIELDS } from './addressFields.ts';

const VALIDATED_FIELDS = ['personName', ...SUGGESTED_FIELDS] as const;

interface Props {
  /** A form holding one flat address (AddressFormFields). */
  form: FormInstance;
  testId?: string;
  /** After the user chose: the validation and whether they took the suggestion. */
  onDecided?: (decision: { validation: AddressValidation; accepted: boolean }) => void;
}

/**
 * "Validate address": checks the form's address on the server and shows the verdict; "use suggestion"
 * copies the standardised fields into the form, "keep mine" leaves it untouched.
 */
export function AddressValidateButton({ form, testId = 'address-validate', onDecided }: Props) {
  const { t } = useTranslation('address');
  const { validate, validating, result, close } = useAddressValidation();

  const start = async () => {
    // Only what the validation reads must be well-formed (an address book's title or phone may be empty yet).
    await form.validateFields([...VALIDATED_FIELDS]);
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    validate({
      ...(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[f] ?? ''])) as AddressInput),
      isResidential: Boolean(values.isResidential),
    });
  };
  const decide = (accepted: boolean, suggestion?: AddressOut) => {
    if (!result) return;
    if (accepted && suggestion)
      form.setFieldsValue(Object.fromEntries(SUGGESTED_FIELDS.map((field) => [field, suggestion[field]])));
    onDecided?.({ validation: result.validation, accepted });
    close();
  };

  return (
    <>
      <Button
        icon={<CheckCircleOutlined />}
        loading={validating}
        onClick={() => void start()}
        data-testid={testId}
      >
        {t('validation.button')}
      </Button>
      {result && (
        <AddressValidationDialog
          input={result.input}
          validation={result.validation}
          onUseSuggestion={(suggestion) => decide(true, suggestion)}
          onKeepMine={() => decide(false)}
        />
      )}
    </>
  );
}
