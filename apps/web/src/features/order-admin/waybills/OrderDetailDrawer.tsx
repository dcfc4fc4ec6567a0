import { Drawer, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderDetailView } from '../../orders/detail/OrderDetailView.tsx';
import { useOrderDetail } from '../../orders/hooks/useOrders.ts';
import type { OperationTarget } from '../../orders/list/useOrderOperations.ts';
import type { RowOperation } from '../../orders/list/viewConfig.ts';
import { DrawerMoneyActions } from './DrawerMoneyActions.tsx';

interface Props {
  order: OperationTarget;
  run: (op: RowOperation, order: OperationTarget) => Promise<void>;
  onClose: () => void;
}

/** Any customer's order in full, beside the waybill list (GET /admin/order/orders/:id). */
export function OrderDetailDrawer({ order, run, onClose }: Props) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail('admin', order.id);
  return (
    <Drawer
      open
      size={1000}
      title={t('detail.title', { orderNo: order.orderNo })}
      onClose={onClose}
      data-testid="admin-order-drawer"
    >
      {detail.data ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <DrawerMoneyActions order={detail.data} />
          <OrderDetailView order={detail.data} source="admin" run={run} />
        </Space>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
