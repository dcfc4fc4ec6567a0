import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationTarget } from './useOrderOperations.ts';
import type { RowOperation } from './viewConfig.ts';

interface Props {
  order: OperationTarget;
  operations: readonly RowOperation[];
  run: (op: RowOperation, order: OperationTarget) => Promise<void>;
  /** Link buttons in a table row, regular buttons on the detail page. */
  variant?: 'link' | 'default';
}

/** An order's operation buttons; the one being run shows a spinner until its call settles. */
export function OperationButtons({ order, operations, run, variant = 'link' }: Props) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState<RowOperation | null>(null);
  const click = async (op: RowOperation) => {
    setBusy(op);
    try {
      await run(op, order);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space size={variant === 'link' ? 0 : 8} wrap>
      {operations.map((op) => (
        <Button
          key={op}
          type={variant === 'link' ? 'link' : op === 'createLabel' ? 'primary' : 'default'}
          size={variant === 'link' ? 'small' : 'middle'}
          danger={op === 'cancel' || op === 'void'}
          loading={busy === op}
          disabled={busy !== null && busy !== op}
          onClick={() => void click(op)}
          data-testid={`order-action-${op}-${order.orderNo}`}
        >
          {t(`operations.${op}`)}
        </Button>
      ))}
    </Space>
  );
}
