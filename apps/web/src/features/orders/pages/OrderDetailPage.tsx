import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { OrderDetailView } from '../detail/OrderDetailView.tsx';
import { useOrderDetail } from '../hooks/useOrders.ts';
import { useOrderOperations } from '../list/useOrderOperations.ts';

/** /orderManager/orderDetail?id=: one of the customer's orders with its timeline, tracking and actions. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? undefined;
  const detail = useOrderDetail('customer', id);
  const run = useOrderOperations({ source: 'customer' });
  const back = (
    <Button onClick={() => navigate('/orderManager/allWaybills')} data-testid="order-detail-back">
      {t('detail.backToList')}
    </Button>
  );
  if (!id || detail.isError)
    return (
      <Result status="404" title={t('detail.notFound')} extra={back} data-testid="order-detail-missing" />
    );
  return (
    <Card
      title={detail.data ? t('detail.title', { orderNo: detail.data.orderNo }) : t('detail.loading')}
      extra={back}
    >
      {detail.data ? (
        <OrderDetailView order={detail.data} source="customer" run={run} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
