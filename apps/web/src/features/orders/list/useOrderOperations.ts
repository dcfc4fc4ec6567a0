import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { saveDownload } from '../../money/money.api.ts';
import { useInvalidateOrders } from '../hooks/useOrders.ts';
import { type OrderSource, ordersApi } from '../orders.api.ts';
import type { RowOperation } from './viewConfig.ts';

export interface OperationTarget {
  id: string;
  orderNo: string;
}

interface Options {
  source: OrderSource;
  /** The back office opens the detail in a drawer instead of the customer's detail page. */
  onDetail?: (order: OperationTarget) => void;
  onCancelAudit?: (order: OperationTarget) => void;
}

/** Confirmation text of the operations that change an order's status. */
const CONFIRMED: Partial<Record<RowOperation, string>> = {
  cancel: 'operations.confirmCancel',
  void: 'operations.confirmVoid',
  restore: 'operations.confirmRestore',
};

/** What each row button, detail button and menu entry does; one place for the list, detail and drawer. */
export function useOrderOperations({ source, onDetail, onCancelAudit }: Options) {
  const { t } = useTranslation('orders');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidateOrders();
  // Label, cancel and copy: one Idempotency-Key per action, and no second one while it is in flight.
  const submission = useSubmission();

  const changeStatus = async (op: RowOperation, order: OperationTarget) => {
    if (op === 'createLabel') {
      const placed = await submission.run((key) => ordersApi.createLabel(order.id, key));
      if (!placed) return;
      // 8 placed, 18 held for review, 19 failed (the error is kept on the order)
      if (placed.status === 19) message.error(placed.errorMessage || t('operations.labelFailed'));
      else message.success(t(placed.status === 18 ? 'operations.labelHeld' : 'operations.labelCreated'));
    } else if (op === 'cancel') {
      if (!(await submission.run((key) => ordersApi.cancel(order.id, false, key)))) return;
    } else if (op === 'void') await ordersApi.void(order.id);
    else if (op === 'restore') await ordersApi.restore(order.id);
    if (op !== 'createLabel') message.success(t('operations.done'));
    invalidate();
  };

  const run = async (op: RowOperation, order: OperationTarget): Promise<void> => {
    switch (op) {
      case 'detail':
        if (onDetail) onDetail(order);
        else navigate(`/orderManager/orderDetail?id=${encodeURIComponent(order.id)}`);
        return;
      case 'edit':
        navigate(`/orderManager/newOrder?id=${encodeURIComponent(order.id)}`);
        return;
      case 'cancelAudit':
        onCancelAudit?.(order);
        return;
      case 'copy': {
        const copy = await submission.run((key) => ordersApi.copy(source, order.id, key));
        if (!copy) return;
        message.success(t('operations.copied', { orderNo: copy.orderNo }));
        invalidate();
        return;
      }
      case 'downloadLabel':
        saveDownload(await ordersApi.label(source, order.id), `label-${order.orderNo}.pdf`);
        return;
      case 'invoice':
        saveDownload(await ordersApi.invoice(source, order.id), `invoice-${order.orderNo}.pdf`);
        return;
      default: {
        const confirmKey = CONFIRMED[op];
        if (!confirmKey) return changeStatus(op, order);
        const confirmed = await modal.confirm({
          title: t(confirmKey, { orderNo: order.orderNo }),
          okText: t(`operations.confirmOk.${op}`),
          cancelText: t('operations.keep'),
        });
        if (confirmed) await changeStatus(op, order);
      }
    }
  };

  /** The HTTP client already showed a failed call's message; the rejection only ends the click. */
  return (op: RowOperation, order: OperationTarget) => run(op, order).catch(() => undefined);
}
