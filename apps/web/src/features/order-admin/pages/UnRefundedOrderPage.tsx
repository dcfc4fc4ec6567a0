import { Button, Card, Popconfirm, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useTimeColumn } from '../components/orderColumns.tsx';
import { serviceText, statusKey } from '../components/orderText.ts';
import { useOrderAdminMutation, useUnRefunded } from '../hooks/useOrderAdmin.ts';
import { orderAdminApi, type UnRefundedOrder } from '../orderAdmin.api.ts';

/** /maintenance/unRefundedOrder: orders whose temporary deposit is still held after its due date. */
export default function UnRefundedOrderPage() {
  const { t } = useTranslation('orderAdmin');
  const [paging, setPaging] = usePaging();
  const list = useUnRefunded(paging);
  // A key per confirmed click: the server releases a deposit once even if the same request arrives twice.
  const release = useOrderAdminMutation((order: UnRefundedOrder) =>
    orderAdminApi.releaseDeposit(order.id, newIdempotencyKey()),
  );
  const columns: TableColumnsType<UnRefundedOrder> = [
    { title: t('columns.orderNo'), dataIndex: 'orderNo', width: 190, fixed: 'left' },
    { title: t('columns.customer'), dataIndex: 'userEmail', width: 220, render: (v?: string) => v || '-' },
    { title: t('columns.service'), key: 'service', width: 200, render: (_, r) => serviceText(r) },
    {
      title: t('columns.deposit'),
      dataIndex: 'deposit',
      align: 'right',
      width: 130,
      render: (v: string, r) => formatMoney(v, r.currency),
    },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 150,
      render: (v: number) => <Tag>{t(statusKey(v))}</Tag>,
    },
    useTimeColumn<UnRefundedOrder>('labelCreatedAt', t('columns.labelCreatedAt')),
    useTimeColumn<UnRefundedOrder>('depositDueAt', t('unRefunded.dueAt')),
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, order) => (
        <Popconfirm
          title={t('unRefunded.confirm', {
            amount: formatMoney(order.deposit, order.currency),
            email: order.userEmail ?? '',
          })}
          onConfirm={() =>
            release
              .mutateAsync(order)
              .then(() => feedback.message.success(t('unRefunded.released', { orderNo: order.orderNo })))
              // The HTTP client already showed the server's reason; the list refreshes either way.
              .catch(() => undefined)
          }
        >
          <Button type="link" size="small" data-testid={`release-deposit-${order.orderNo}`}>
            {t('unRefunded.release')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Card title={t('unRefunded.title')}>
      <Typography.Paragraph type="secondary">{t('unRefunded.help')}</Typography.Paragraph>
      <PagedTable<UnRefundedOrder>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1400}
        rowTestId={(order) => `unrefunded-row-${order.orderNo}`}
      />
    </Card>
  );
}
