import { displayStatus } from '@shiplabel/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { statusKey } from './statusLabel.ts';

const COLORS: Record<number, string> = {
  0: 'default',
  3: 'success',
  4: 'default',
  6: 'warning',
  8: 'processing',
  15: 'default',
  16: 'error',
  17: 'processing',
  18: 'cyan',
  19: 'error',
};

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const shown = displayStatus(status);
  return (
    <Tag color={COLORS[shown] ?? 'default'} data-testid={`order-status-${shown}`}>
      {t(statusKey(status), { code: status })}
    </Tag>
  );
}
