import { type LingxingConnectInput, lingxingConnectSchema } from '@shiplabel/shared';
import { Button, Collapse, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { applyServerErrors } from '../../app/forms/serverErrors.ts';
import { useZodRules } from '../../app/forms/useZodRules.ts';
import { useSubmission } from '../../app/http/useSubmission.ts';
import { useConnectLingxing } from './useLingxing.ts';

/** App ID and App Secret from LingXing's ERP (开放接口); the server gets a token before it keeps them. */
export function LingxingConnectForm({ appId, onDone }: { appId?: string; onDone?: () => void }) {
  const { t } = useTranslation('lingxing');
  const rules = useZodRules();
  const [form] = Form.useForm<LingxingConnectInput>();
  const submission = useSubmission();
  const connect = useConnectLingxing();
  const shape = lingxingConnectSchema.shape;

  const submit = (input: LingxingConnectInput) =>
    void submission.run(async (key) => {
      try {
        await connect.mutateAsync({ input, key });
        feedback.message.success(t('connect.done'));
        onDone?.();
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ appId: appId ?? '', appSecret: '', baseUrl: '' }}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="appId"
        label={t('fields.appId')}
        extra={t('connect.appIdHelp')}
        required
        rules={rules.field(shape.appId)}
      >
        <Input autoComplete="off" data-testid="lx-app-id" />
      </Form.Item>
      <Form.Item name="appSecret" label={t('fields.appSecret')} required rules={rules.field(shape.appSecret)}>
        <Input.Password autoComplete="new-password" data-testid="lx-app-secret" />
      </Form.Item>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'advanced',
            label: t('connect.advanced'),
            children: (
              <Form.Item name="baseUrl" label={t('fields.baseUrl')} extra={t('connect.baseUrlHelp')}>
                <Input placeholder="https://openapi.lingxing.com" data-testid="lx-base-url" />
              </Form.Item>
            ),
          },
        ]}
      />
      <Space>
        <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="lx-connect">
          {t('connect.submit')}
        </Button>
        {onDone && <Button onClick={onDone}>{t('connect.cancel')}</Button>}
      </Space>
    </Form>
  );
}
