import type { OrderListItem, OrderViewName } from '@shiplabel/shared';
import { Space } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { ResponsiveTable } from '../../../app/components/ResponsiveTable.tsx';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { useDevice } from '../../../app/layout/useDevice.ts';
import { bulkActionsOf } from '../batch/bulkActions.ts';
import { useBulkActions } from '../batch/useBulkActions.tsx';
import { DownloadButtons, useDownloads } from '../downloads/useDownloads.tsx';
import { useInvalidateOrders, useOrderList } from '../hooks/useOrders.ts';
import type { OrderFilters, OrderSource } from '../orders.api.ts';
import { OperationButtons } from './OperationButtons.tsx';
import { OrderFilterBar } from './OrderFilterBar.tsx';
import { buildColumns, widthOf } from './orderColumns.tsx';
import { BulkActionsMenu, ToolbarButton } from './toolbarActions.tsx';
import { NewOrderButton, useBatchActions } from './useBatchActions.tsx';
import { type OperationTarget, useOrderOperations } from './useOrderOperations.ts';
import { batchActionsOf, columnsOf, hasStatusFilter, rowOperations, subjectOfRow } from './viewConfig.ts';
import './orders.css';

/** A phone's order card (issue 17): order number as title, then these, then the row's operations. */
const ORDER_CARD_KEYS = ['status', 'recipient', 'serviceName', 'rate', 'trackingNo', 'userEmail'] as const;

interface Props {
  source: OrderSource;
  view: OrderViewName;
  onDetail?: (order: OperationTarget) => void;
  onCancelAudit?: (order: OperationTarget) => void;
}

/**
 * The one order list of every order view (spec section 2) and of the back office's waybill management:
 * the view decides columns, filters, batch actions and whether rows have operation buttons.
 */
export function OrderList({ source, view, onDetail, onCancelAudit }: Props) {
  const { t, i18n } = useTranslation('orders');
  const [filters, setFilters] = useState<OrderFilters>({ view });
  const [paging, setPaging] = usePaging();
  const [selected, setSelected] = useState<OrderListItem[]>([]);
  const list = useOrderList(source, { ...filters, view, ...paging });
  const run = useOrderOperations({
    source,
    ...(onDetail ? { onDetail } : {}),
    ...(onCancelAudit ? { onCancelAudit } : {}),
  });
  const batchActions = batchActionsOf(view, source);
  const bulkActions = bulkActionsOf(view, source);
  const invalidate = useInvalidateOrders();
  // A batch or a manifest changed the selected orders: start a new selection on fresh rows.
  const afterBulk = () => {
    setSelected([]);
    invalidate();
  };
  const selectable = batchActions.length > 0 || bulkActions.length > 0;
  const phone = useDevice() === 'mobile';
  const batch = useBatchActions({ actions: batchActions, selected, onDone: () => setSelected([]) });
  const bulk = useBulkActions({ source, actions: bulkActions, selected, onChanged: afterBulk });
  const downloads = useDownloads({ source, view, selected, filters, onManifest: afterBulk });
  const customer = source === 'customer';

  const update = (next: Partial<OrderFilters>) => {
    toFirstPage(setPaging);
    setSelected([]);
    setFilters((f) => ({ ...f, ...next }));
  };

  const columns = buildColumns(
    columnsOf(view, source),
    t,
    i18n.language,
    (row) => <OperationButtons order={row} operations={rowOperations(subjectOfRow(row), source)} run={run} />,
    source === 'admin' ? 280 : 360,
  );

  return (
    <>
      <OrderFilterBar
        source={source}
        statusFilter={hasStatusFilter(view)}
        filters={filters}
        update={update}
      />
      {phone ? (
        // A phone: the new order and one menu of the bulk actions, not a stack of buttons above the cards.
        <Space wrap style={{ marginBottom: 12 }}>
          {customer && <NewOrderButton />}
          <BulkActionsMenu
            actions={[...batch.items, ...bulk.items, ...downloads.items]}
            selected={selected.length}
          />
          {batch.extra}
          {bulk.extra}
        </Space>
      ) : (
        <>
          {customer && (
            <Space wrap style={{ marginBottom: 12 }}>
              <NewOrderButton />
              {batch.items.map((action) => (
                <ToolbarButton key={action.key} action={action} />
              ))}
              {batch.extra}
            </Space>
          )}
          <Space wrap style={{ marginBottom: 12, marginLeft: customer ? 8 : 0 }}>
            {bulk.items.map((action) => (
              <ToolbarButton key={action.key} action={action} />
            ))}
            {bulk.extra}
            <DownloadButtons items={downloads.items} naming={downloads.naming} />
          </Space>
        </>
      )}
      {downloads.extra}
      <ResponsiveTable<OrderListItem>
        rowKey="id"
        size="small"
        cardKeys={ORDER_CARD_KEYS}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        {...(selectable
          ? {
              rowSelection: {
                // Fixed like the order number beside it, or the two overlap when the table scrolls sideways.
                fixed: true,
                columnWidth: 48,
                selectedRowKeys: selected.map((o) => o.id),
                onChange: (_keys: React.Key[], rows: OrderListItem[]) => setSelected(rows),
                getCheckboxProps: (row: OrderListItem) =>
                  ({ 'data-testid': `order-select-${row.orderNo}` }) as never,
              },
            }
          : {})}
        // antd's onRow type has no data-* keys, hence the cast.
        onRow={(row) => ({ 'data-testid': `order-row-${row.orderNo}` }) as HTMLAttributes<HTMLElement>}
        {...tableScroll(paging.pageSize, widthOf(columns))}
        pagination={{
          ...listPagination(t, list.data?.totalCapped ?? false),
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => {
            setSelected([]);
            setPaging({ pageNum, pageSize });
          },
        }}
        data-testid="order-table"
      />
    </>
  );
}
