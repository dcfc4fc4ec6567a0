import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useHoldReasons } from '../hooks.ts';
import { RiskReasons } from './RiskReasons.tsx';

/** The order review's "Risk rules" column for the orders on screen (one request per page of orders). */
export function useRiskReasonColumn<T extends { id: string }>(
  orders: readonly T[] | undefined,
): ColumnType<T> {
  const { t } = useTranslation('risk');
  const reasons = useHoldReasons((orders ?? []).map((o) => o.id));
  return {
    title: t('reasons.column'),
    key: 'riskReasons',
    width: 280,
    // Beside approve and reject: the reason is what the reviewer decides on.
    fixed: 'right',
    render: (_, order) => <RiskReasons reason={reasons.data?.find((r) => r.orderId === order.id)} />,
  };
}
