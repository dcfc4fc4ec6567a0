import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from './listPagination.ts';
import { ResponsiveTable } from './ResponsiveTable.tsx';
import { tableScroll } from './tableScroll.ts';
import type { Paging, SetPaging } from './usePaging.ts';

/** The part of a paged list query the table reads (a react-query result fits). */
interface PagedQuery<T> {
  data?: { list: T[]; total: number; totalCapped?: boolean } | undefined;
  isFetching: boolean;
}

interface Props<T> {
  list: PagedQuery<T>;
  paging: Paging;
  setPaging: SetPaging;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** Horizontal scroll width: the sum of the column widths. */
  minWidth: number;
  /** The data-testid of each row, for the e2e tests. */
  rowTestId?: (row: T) => string;
  /** The columns a phone's card shows (ResponsiveTable); all when absent. */
  cardKeys?: readonly string[];
}

/** A server-paged list table: the spec's page sizes and total, virtual scrolling for long pages, cards on a phone. */
export function PagedTable<T extends object>({
  list,
  paging,
  setPaging,
  rowKey,
  columns,
  minWidth,
  rowTestId,
  cardKeys,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <ResponsiveTable<T>
      rowKey={rowKey}
      {...(cardKeys ? { cardKeys } : {})}
      columns={columns}
      dataSource={list.data?.list ?? []}
      loading={list.isFetching}
      // antd's onRow type has no data-* keys, hence the cast.
      {...(rowTestId
        ? { onRow: (row: T) => ({ 'data-testid': rowTestId(row) }) as HTMLAttributes<HTMLElement> }
        : {})}
      {...tableScroll(paging.pageSize, minWidth)}
      pagination={{
        ...listPagination(t, list.data?.totalCapped ?? false),
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: list.data?.total ?? 0,
        onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
      }}
    />
  );
}
