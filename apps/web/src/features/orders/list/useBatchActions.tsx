import { PlusOutlined } from '@ant-design/icons';
import type { OrderListItem } from '@shiplabel/shared';
import { App, Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useInvalidateOrders } from '../hooks/useOrders.ts';
import { ordersApi } from '../orders.api.ts';
import { BatchResults } from './BatchResults.tsx';
import { type BatchOutcome, runBatch } from './batch.ts';
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

/** The customer lists' toolbar: new order, and the view's batch actions on the selected orders. */
export function BatchBar({ actions, selected, onDone }: Props) {
  const { t } = useTranslation('orders');
  const { modal } = App.useApp();
  const navigate = useNavigate();
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

  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => navigate('/orderManager/newOrder')}
        data-testid="order-new"
      >
        {t('batch.newOrder')}
      </Button>
      {actions.map((action) => (
        <Button
          key={action}
          danger={action !== 'restore'}
          disabled={selected.length === 0 || running !== null}
          loading={running?.action === action}
          onClick={() => void start(action)}
          data-testid={`order-batch-${action}`}
        >
          {t(`batch.${action}`, { count: selected.length })}
        </Button>
      ))}
      {running && (
        <Progress
          style={{ width: 200 }}
          size="small"
          percent={Math.round((running.done / Math.max(selected.length, 1)) * 100)}
          data-testid="order-batch-progress"
        />
      )}
      {outcomes && <BatchResults outcomes={outcomes} onClose={() => setOutcomes(null)} />}
    </Space>
  );
}
