import type { ProxySubOrder } from '@shiplabel/shared';
import { Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { useSubOrders } from '../hooks/useProxy.ts';
import type { PeriodQuery } from '../proxy.api.ts';

interface Props {
  subAccount: { id: string; email: string };
  period: PeriodQuery;
  onClose: () => void;
}

/** One sub-account's orders in the period, with what it paid and the proxy's commission on each. */
export function SubOrdersDrawer({ subAccount, period, onClose }: Props) {
  const { t, i18n } = useTranslation(['proxy', 'orders']);
  const [paging, setPaging] = usePaging();
  const orders = useSubOrders(subAccount.id, { ...period, ...paging });
  return (
    <Drawer open width={900} title={t('orders.title', { email: subAccount.email })} onClose={onClose}>
      <Table<ProxySubOrder>
        rowKey="id"
        size="small"
        loading={orders.isFetching}
        dataSource={orders.data?.list ?? []}
        onRow={(row) => ({ 'data-testid': `sub-order-${row.orderNo}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: orders.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
        columns={[
          { title: t('orders.orderNo'), dataIndex: 'orderNo', width: 200 },
          {
            title: t('orders.status'),
            dataIndex: 'status',
            width: 170,
            render: (status: number) => (
              <Tag>{t(`orders:status.${status}`, { defaultValue: String(status) })}</Tag>
            ),
          },
          { title: t('orders.service'), dataIndex: 'serviceName', width: 150 },
          {
            title: t('orders.amount'),
            key: 'amount',
            width: 120,
            render: (_, row) => formatMoney(row.amount, row.currency),
          },
          {
            title: t('orders.commission'),
            key: 'commission',
            width: 150,
            render: (_, row) =>
              row.commissionStatus
                ? `${formatMoney(row.commission, row.currency)} · ${t(`commissionStatus.${row.commissionStatus}`)}`
                : '-',
          },
          {
            title: t('orders.labelCreatedAt'),
            dataIndex: 'labelCreatedAt',
            width: 200,
            render: (value: string | null) => (value ? formatDateTime(value, i18n.language) : '-'),
          },
        ]}
      />
    </Drawer>
  );
}
