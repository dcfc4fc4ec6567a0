import { type ShopifyConnectInput, shopifyConnectSchema } from '@shiplabel/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import type { StoreConnectFormProps } from '../platforms.tsx';
import { storesApi } from '../stores.api.ts';

/**
 * Connect a Shopify store: the server starts the OAuth authorization-code flow and answers the shop's
 * approval page; the browser goes there, and Shopify sends it back to /authSuccess or /authDeclined.
 */
export function ShopifyConnectForm({ onDone, initialAccount = '' }: StoreConnectFormProps) {
  const { t } = useTranslation('stores');
  const rules = useZodRules();
  const [form] = Form.useForm<ShopifyConnectInput>();
  const submission = useSubmission();
  const shape = shopifyConnectSchema.shape;

  const submit = (values: ShopifyConnectInput) =>
    void submission.run(async (key) => {
      try {
        const { authorizeUrl } = await storesApi.connectShopify(values, key);
        onDone();
        window.location.assign(authorizeUrl);
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: '', shop: initialAccount }}>
      <Form.Item name="name" label={t('fields.name')} required rules={rules.field(shape.name)}>
        <Input maxLength={60} data-testid="store-name" />
      </Form.Item>
      <Form.Item
        name="shop"
        label={t('shopify.shop')}
        extra={t('shopify.shopHelp')}
        required
        rules={rules.field(shape.shop)}
      >
        <Input placeholder="my-shop.myshopify.com" data-testid="store-shop" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="store-connect-submit">
        {t('shopify.connect')}
      </Button>
    </Form>
  );
}
