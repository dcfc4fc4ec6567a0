import { RECHARGE_STATUS } from '@shiplabel/shared';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import type { Recharge } from '../money.api.ts';
import { STATUS_COLORS } from './labels.ts';
import { VoucherButton } from './VoucherButton.tsx';

/** Columns of the recharge records (customer) and of the review list (back office, with actions). */
export function useRechargeColumns(opts: {
  admin: boolean;
  onReview?: (recharge: Recharge, approve: boolean) => void;
}): TableColumnsType<Recharge> {
  const { t, i18n } = useTranslation('money');
  const time = (v: string | null) => formatDateTime(v, i18n.language);
  return [
    { title: t('records.financeNo'), dataIndex: 'financeNo', width: 190, fixed: 'left' },
    ...(opts.admin ? [{ title: t('records.user'), dataIndex: 'email', width: 220 }] : []),
    { title: t('records.wallet'), dataIndex: 'currency', width: 80 },
    {
      title: t('records.paymentMethod'),
      dataIndex: 'paymentMethod',
      width: 170,
      render: (v: string) => t(`paymentMethods.${v}`),
    },
    {
      title: t('records.forecastAmount'),
      dataIndex: 'forecastAmount',
      align: 'right',
      width: 150,
      render: (v: string, r) => formatMoney(v, r.currency),
    },
    {
      title: t('records.actualAmount'),
      dataIndex: 'actualAmount',
      align: 'right',
      width: 170,
      render: (v: string | null, r) => (v === null ? '-' : formatMoney(v, r.currency)),
    },
    {
      title: t('records.voucher'),
      dataIndex: 'voucherUrl',
      width: 90,
      render: (url: string, r) => <VoucherButton url={url} testId={`voucher-view-${r.financeNo}`} />,
    },
    {
      title: t('records.status'),
      dataIndex: 'status',
      width: 120,
      render: (v: number, r) => (
        <Tag color={STATUS_COLORS[v]} data-testid={`recharge-status-${r.financeNo}`}>
          {t(`status.${v}`)}
        </Tag>
      ),
    },
    { title: t('records.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    { title: t('records.auditRemark'), dataIndex: 'auditRemark', width: 160, ellipsis: true },
    { title: t('records.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
    { title: t('records.arrivedAt'), dataIndex: 'arrivedAt', width: 170, render: time },
    { title: t('records.auditedAt'), dataIndex: 'auditedAt', width: 170, render: time },
    ...(opts.admin && opts.onReview
      ? [
          {
            title: t('common:actions'),
            key: 'actions',
            fixed: 'right' as const,
            width: 150,
            render: (_: unknown, r: Recharge) =>
              r.status === RECHARGE_STATUS.pending ? (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => opts.onReview?.(r, true)}
                    data-testid={`approve-${r.financeNo}`}
                  >
                    {t('review.approve')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => opts.onReview?.(r, false)}
                    data-testid={`reject-${r.financeNo}`}
                  >
                    {t('review.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]
      : []),
  ];
}
