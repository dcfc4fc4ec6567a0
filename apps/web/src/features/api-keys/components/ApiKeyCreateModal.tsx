import {
  API_KEY_MODES,
  API_KEY_SCOPES,
  type ApiKeyCreate,
  type ApiKeyCreated,
  apiKeyCreateSchema,
} from '@shiplabel/shared';
import { Alert, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useCreateApiKey } from '../hooks/useApiKeys.ts';

interface Props {
  onClose: () => void;
  /** The new key with its secret, shown once by the panel. */
  onCreated: (created: ApiKeyCreated) => void;
}

/** Create an API key: name, test or live mode, scopes. */
export function ApiKeyCreateModal({ onClose, onCreated }: Props) {
  const { t } = useTranslation(['apiKeys', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm<ApiKeyCreate>();
  const create = useCreateApiKey();
  const submission = useSubmission();
  const shape = apiKeyCreateSchema.shape;
  const callbacks = saveCallbacks(form, { editing: false, onClose, t });
  const mode = Form.useWatch('mode', form);

  const submit = (input: ApiKeyCreate) =>
    void submission.run((key) =>
      create
        .mutateAsync(
          { input, key },
          {
            ...callbacks,
            onSuccess: (created) => {
              callbacks.onSuccess();
              onCreated(created);
            },
          },
        )
        .catch(() => undefined),
    );

  return (
    <FormModal
      title={t('form.title')}
      verb={'create'}
      form={form}
      saving={create.isPending || submission.busy}
      saveTestId="api-key-save"
      onClose={onClose}
      width={560}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: '', mode: 'test', scopes: [...API_KEY_SCOPES] }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('fields.name')} required rules={rules.field(shape.name)}>
          <Input maxLength={60} placeholder={t('form.namePlaceholder')} data-testid="api-key-name" />
        </Form.Item>
        <Form.Item name="mode" label={t('fields.mode')} required rules={rules.field(shape.mode)}>
          <Radio.Group data-testid="api-key-mode">
            {API_KEY_MODES.map((m) => (
              <Radio key={m} value={m} data-testid={`api-key-mode-${m}`}>
                {t(`mode.${m}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Alert
          type={mode === 'live' ? 'warning' : 'info'}
          showIcon
          title={t(mode === 'live' ? 'form.liveHint' : 'form.testHint')}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="scopes" label={t('fields.scopes')} required rules={rules.field(shape.scopes)}>
          <Checkbox.Group data-testid="api-key-scopes">
            {API_KEY_SCOPES.map((s) => (
              <Checkbox key={s} value={s}>
                {t(`scope.${s}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
