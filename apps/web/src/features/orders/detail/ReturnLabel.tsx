import { RollbackOutlined } from '@ant-design/icons';
import { type OrderDetail, PLACED_ALIASES } from '@shiplabel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { ordersKeys } from '../hooks/useOrders.ts';
import { type OrderSource, ordersApi } from '../orders.api.ts';

const DETAIL_PATH = '/orderManager/orderDetail';
/** Placed (and the legacy placed codes) or delivered: what the server makes a return label for. */
const RETURNABLE: readonly number[] = [8, 3, ...PLACED_ALIASES];

/** Whether the viewer may ask for a return label of this order (the server decides again). */
export const canCreateReturn = (order: Pick<OrderDetail, 'status' | 'isReturn'>, source: OrderSource) =>
  source === 'customer' && !order.isReturn && RETURNABLE.includes(order.status);

/**
 * "Create return label" on a placed order (customers only: the route is theirs): confirmed first, sent
 * with one Idempotency-Key per submission, then opens the return order. A return order says what it
 * returns instead.
 */
export function ReturnLabel({ order, source }: { order: OrderDetail; source: OrderSource }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const client = useQueryClient();
  const submission = useSubmission();
  if (order.isReturn)
    return (
      <Alert
        type="info"
        showIcon
        data-testid="order-detail-return-of"
        message={t('returnLabel.isReturn')}
        action={
          order.returnOfId && source === 'customer' ? (
            <Link to={`${DETAIL_PATH}?id=${order.returnOfId}`}>{t('returnLabel.original')}</Link>
          ) : undefined
        }
      />
    );
  if (!canCreateReturn(order, source)) return null;
  const create = () =>
    void submission.run(async (key) => {
      const made = await ordersApi.createReturn(order.id, key).catch(() => null);
      if (!made) return; // the HTTP client has shown the server's reason
      await client.invalidateQueries({ queryKey: ordersKeys.all });
      if (made.status === 19) feedback.message.error(made.errorMessage || t('returnLabel.failed'));
      else feedback.message.success(t('returnLabel.created', { orderNo: made.orderNo }));
      navigate(`${DETAIL_PATH}?id=${made.id}`);
    });
  return (
    <Popconfirm
      title={t('returnLabel.confirmTitle')}
      description={t('returnLabel.confirm')}
      okText={t('returnLabel.ok')}
      cancelText={t('returnLabel.cancel')}
      onConfirm={create}
    >
      <Button icon={<RollbackOutlined />} loading={submission.busy} data-testid="order-return-label">
        {t('returnLabel.action')}
      </Button>
    </Popconfirm>
  );
}
