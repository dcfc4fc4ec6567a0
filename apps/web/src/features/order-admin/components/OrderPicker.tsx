import type { OrderListItem } from '@shiplabel/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../rbac/components/useDebounced.ts';
import { useOrderLookup } from '../hooks/useOrderAdmin.ts';
import { orderOptionText } from './orderText.ts';

/**
 * Picks an order by its number (any customer's): the server's order list is searched as the admin types.
 * `onPick` hands over the whole row, since the form shows the order's currency and amounts.
 */
export function OrderPicker({
  value,
  onChange,
  onPick,
}: {
  value?: string;
  onChange?: (orderId: string) => void;
  onPick: (order: OrderListItem | null) => void;
}) {
  const { t } = useTranslation('orderAdmin');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const orders = useOrderLookup(keyword);
  const found = keyword ? (orders.data?.list ?? []) : [];
  // The picked order stays an option while a new search runs, so the box keeps showing its number.
  const [picked, setPicked] = useState<OrderListItem | null>(null);
  const rows = picked && !found.some((o) => o.id === picked.id) ? [picked, ...found] : found;
  return (
    <Select
      allowClear
      value={value}
      onChange={(orderId?: string) => {
        const order = rows.find((o) => o.id === orderId) ?? null;
        setPicked(order);
        onChange?.(orderId ?? '');
        onPick(order);
      }}
      placeholder={t('bill.orderPlaceholder')}
      aria-label={t('bill.orderPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={orders.isFetching}
      notFoundContent={keyword ? t('bill.noOrders') : t('bill.typeOrderNo')}
      options={rows.map((o) => ({ value: o.id, label: orderOptionText(o) }))}
      data-testid="bill-order"
    />
  );
}
