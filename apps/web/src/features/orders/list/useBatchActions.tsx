import { PlusOutlined } from '@ant-design/icons';
import type { OrderListItem } from '@shiplabel/shared';
import { App, Button, Progress } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useInvalidateOrders } from '../hooks/useOrders.ts';
import { ordersApi } from '../orders.api.ts';
import { BatchResults } from './BatchResults.tsx';
import { type BatchOutcome, runBatch } from './batch.ts';
import type { ToolbarAction } from './toolbarActions.tsx';
import type { BatchAction } from './viewConfig.ts';

/** A cancel refunds: each order's request carries its own Idempotency-Key, reused by the client's retries. */
const CALLS: Record<BatchAction, (orderId: string) => Promise<unknown>> = {
  cancel: (id) => ordersApi.cancel(id, true, newIdempotencyKey()),
  void: (id) => ordersApi.void(id, true),
  restore: (id) => ordersApi.restore(id, true),
};

interface Props {
  actions: readonly BatchAction[];
  selected: readonly OrderListItem[];
  onDone: () => void;
}

/** The customer lists' new-order button (not a bulk action: it stays a button on a phone). */
export function NewOrderButton() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate('/orderManager/newOrder')}
      data-testid="order-new"
    >
      {t('batch.newOrder')}
    </Button>
  );
}

/**
 * The customer lists' batch actions on the selected orders (cancel, void, restore), run one request per
 * order; `extra` is their progress and results, shown wherever the actions are.
 */
export function useBatchActions({ actions, selected, onDone }: Props): {
  items: ToolbarAction[];
  extra: ReactNode;
} {
  const { t } = useTranslation('orders');
  const { modal } = App.useApp();
  const invalidate = useInvalidateOrders();
  const [running, setRunning] = useState<{ action: BatchAction; done: number } | null>(null);
  const [outcomes, setOutcomes] = useState<BatchOutcome[] | null>(null);

  const start = async (action: BatchAction) => {
    const confirmed = await modal.confirm({
      title: t(`batch.confirm.${action}`, { count: selected.length }),
      okText: t(`batch.confirmOk.${action}`),
      cancelText: t('batch.keep'),
    });
    if (!confirmed) return;
    setRunning({ action, done: 0 });
    try {
      const results = await runBatch(selected, action, CALLS[action], (done) => setRunning({ action, done }));
      setOutcomes(results);
      onDone();
    } finally {
      setRunning(null);
      invalidate();
    }
  };

  const items = actions.map((action) => ({
    key: action,
    label: t(`batch.${action}`, { count: selected.length }),
    testId: `order-batch-${action}`,
    danger: action !== 'restore',
    disabled: selected.length === 0 || running !== null,
    loading: running?.action === action,
    onClick: () => void start(action),
  }));
  const extra = (
    <>
      {running && (
        <Progress
          style={{ width: 200 }}
          size="small"
          percent={Math.round((running.done / Math.max(selected.length, 1)) * 100)}
          data-testid="order-batch-progress"
        />
      )}
      {outcomes && <BatchResults outcomes={outcomes} onClose={() => setOutcomes(null)} />}
    </>
  );
  return { items, extra };
}
