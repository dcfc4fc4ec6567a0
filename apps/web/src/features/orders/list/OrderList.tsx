import type { OrderListItem, OrderViewName } from '@shiplabel/shared';
import { Space } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { ResponsiveTable } from '../../../app/components/ResponsiveTable.tsx';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { BulkActions } from '../batch/BulkActions.tsx';
import { bulkActionsOf } from '../batch/bulkActions.ts';
import { DownloadsBar } from '../downloads/DownloadsBar.tsx';
import { useInvalidateOrders, useOrderList } from '../hooks/useOrders.ts';
import type { OrderFilters, OrderSource } from '../orders.api.ts';
import { BatchBar } from './BatchBar.tsx';
import { OperationButtons } from './OperationButtons.tsx';
import { OrderFilterBar } from './OrderFilterBar.tsx';
import { buildColumns, widthOf } from './orderColumns.tsx';
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
      {source === 'customer' && (
        <BatchBar actions={batchActions} selected={selected} onDone={() => setSelected([])} />
      )}
      <Space wrap style={{ marginBottom: 12, marginLeft: source === 'customer' ? 8 : 0 }}>
        <BulkActions source={source} actions={bulkActions} selected={selected} onChanged={afterBulk} />
        <DownloadsBar
          source={source}
          view={view}
          selected={selected}
          filters={filters}
          onManifest={afterBulk}
        />
      </Space>
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
