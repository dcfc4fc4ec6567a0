import { storeNameSchema } from '@shiplabel/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { ApiError } from '../../../app/http/envelope.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import type { StoreConnectFormProps } from '../platforms.tsx';
import { connectWooCommerce, type WooCommerceConnectInput } from './woocommerce.api.ts';

/**
 * Connect a WooCommerce store by its key exchange: the server answers the store's approval page (wc-auth),
 * the owner approves there, WooCommerce sends the keys to our server and the browser back to a result
 * page. The store must answer over HTTPS: the server refuses plain http (OAuth 1.0a is not supported) and
 * its message, in the user's language, is shown under the address.
 */
export function WooCommerceConnectForm({ onDone }: StoreConnectFormProps) {
  const { t } = useTranslation('stores');
  const rules = useZodRules();
  const [form] = Form.useForm<WooCommerceConnectInput>();
  const submission = useSubmission();

  const submit = (values: WooCommerceConnectInput) =>
    void submission.run(async (key) => {
      try {
        const { authorizeUrl } = await connectWooCommerce(values, key);
        onDone();
        window.location.assign(authorizeUrl);
      } catch (error) {
        if (error instanceof ApiError && error.errorCode?.startsWith('woocommerce.'))
          form.setFields([{ name: 'storeUrl', errors: [error.message] }]);
        else if (error instanceof ApiError && error.errors.length > 0) applyServerErrors(form, error);
        else feedback.message.error(error instanceof Error ? error.message : String(error));
      }
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: '', storeUrl: '' }}>
      <Form.Item name="name" label={t('fields.name')} required rules={rules.field(storeNameSchema)}>
        <Input maxLength={60} data-testid="store-name" />
      </Form.Item>
      <Form.Item
        name="storeUrl"
        label={t('woocommerce.storeUrl')}
        extra={t('woocommerce.storeUrlHelp')}
        required
        rules={[{ required: true, whitespace: true, message: t('woocommerce.storeUrlRequired') }]}
      >
        <Input placeholder="https://shop.example.com" maxLength={255} data-testid="store-url" />
      </Form.Item>
      <Alert type="info" showIcon title={t('woocommerce.httpsOnly')} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="store-connect-submit">
        {t('woocommerce.connect')}
      </Button>
    </Form>
  );
}
