import { Alert, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderPreload } from '../hooks/useOrderPreload.ts';
import { OrderForm } from './OrderForm.tsx';

/** The new-order screen: waits for what the URL names (a draft, address book entries), then the form. */
export function NewOrderScreen() {
  const { t } = useTranslation('orderForm');
  const preload = useOrderPreload();
  if (!preload.initial) return <Card loading data-testid="new-order-loading" />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {preload.loadFailed && <Alert type="error" showIcon title={t('loadFailed')} />}
      <OrderForm initial={preload.initial} draft={preload.draft} />
    </Space>
  );
}
