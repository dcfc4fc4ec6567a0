import type { OrderListItem } from '@shiplabel/shared';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { recipientText, serviceText } from './orderText.ts';

/** Columns every back-office order list here starts with: order, customer and what it costs. */
export function useOrderColumns<T extends OrderListItem>(): TableColumnsType<T> {
  const { t } = useTranslation('orderAdmin');
  const money = (v: string, r: T) => (v ? formatMoney(v, r.currency) : '-');
  return [
    { title: t('columns.orderNo'), dataIndex: 'orderNo', width: 190, fixed: 'left' },
    { title: t('columns.customer'), dataIndex: 'userEmail', width: 220, render: (v?: string) => v || '-' },
    { title: t('columns.service'), key: 'service', width: 200, render: (_, r) => serviceText(r) },
    { title: t('columns.rate'), dataIndex: 'rate', align: 'right', width: 130, render: money },
    { title: t('columns.deposit'), dataIndex: 'deposit', align: 'right', width: 130, render: money },
    {
      title: t('columns.recipient'),
      key: 'recipient',
      width: 280,
      ellipsis: true,
      render: (_, r) => recipientText(r.to),
    },
  ];
}

/** A time column in the browser's time zone. */
export function useTimeColumn<T extends object>(dataIndex: keyof T & string, title: string) {
  const { i18n } = useTranslation();
  return {
    title,
    dataIndex,
    width: 180,
    render: (v: string | null) => formatDateTime(v, i18n.language),
  };
}
