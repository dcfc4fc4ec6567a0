import {
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointWithSecret,
  webhookEndpointInputSchema,
} from '@shiplabel/shared';
import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useSaveWebhook } from '../hooks/useWebhooks.ts';

interface Props {
  /** null registers a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** A new endpoint's secret, shown once by the panel. */
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

/** Register or edit a webhook endpoint: URL, description, events, enabled. */
export function WebhookFormModal({ endpoint, onClose, onCreated }: Props) {
  const { t } = useTranslation(['webhooks', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm<WebhookEndpointInput>();
  const save = useSaveWebhook();
  const submission = useSubmission();
  const shape = webhookEndpointInputSchema.shape;
  const callbacks = saveCallbacks(form, { editing: Boolean(endpoint), onClose, t });

  const submit = (values: WebhookEndpointInput) =>
    void submission.run((key) =>
      save
        .mutateAsync(
          {
            ...(endpoint ? { id: endpoint.id } : {}),
            input: { ...values, events: values.events ?? [] },
            key,
          },
          {
            ...callbacks,
            onSuccess: (saved) => {
              callbacks.onSuccess();
              if ('secret' in saved) onCreated(saved as WebhookEndpointWithSecret);
            },
          },
        )
        .catch(() => undefined),
    );

  const initial: WebhookEndpointInput = endpoint
    ? {
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events as WebhookEndpointInput['events'],
        enabled: endpoint.enabled,
      }
    : { url: '', description: '', events: [...WEBHOOK_EVENTS], enabled: true };

  return (
    <FormModal
      title={endpoint ? t('form.editTitle') : t('form.createTitle')}
      verb={endpoint ? 'save' : 'create'}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="webhook-save"
      onClose={onClose}
      width={620}
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <Form.Item name="url" label={t('fields.url')} required rules={rules.field(shape.url)}>
          <Input placeholder="https://example.com/shiplabel/webhooks" data-testid="webhook-url" />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={rules.field(shape.description)}>
          <Input maxLength={200} data-testid="webhook-description" />
        </Form.Item>
        <Form.Item name="events" label={t('fields.events')} required rules={rules.field(shape.events)}>
          <Checkbox.Group
            data-testid="webhook-events"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 6 }}
            options={WEBHOOK_EVENTS.map((event) => ({
              value: event,
              label: (
                <span>
                  {t(`events.${event}`)} <code style={{ fontSize: 12 }}>{event}</code>
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
          <Switch data-testid="webhook-enabled" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
