import {
  Card,
  Checkbox,
  Empty,
  Pagination,
  Space,
  Spin,
  Table,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import type { HTMLAttributes, Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useDevice } from '../layout/useDevice.ts';
import { cardModelOf, rowKeyOf, toggleSelection } from './cardFields.ts';
import './responsiveTable.css';

export type ResponsiveTableProps<T> = TableProps<T> & {
  /** The columns a phone's card shows besides its title and actions (column keys); all when absent. */
  cardKeys?: readonly string[];
  'data-testid'?: string;
};

/**
 * A list table that becomes cards on a phone (issue 17): the same columns, row test ids, actions,
 * selection and pager, so a list page declares its columns once. Tablets and desktops get the antd Table.
 */
export function ResponsiveTable<T extends object>(props: ResponsiveTableProps<T>) {
  const { cardKeys, ...tableProps } = props;
  const mobile = useDevice() === 'mobile';
  if (!mobile) return <Table<T> {...tableProps} />;
  return <CardList {...props} />;
}

/** The table's pager, without its table-only placement and without the size changer (no room). */
function Pager({ position: _position, ...pagination }: TablePaginationConfig) {
  return (
    <Pagination className="responsive-cards-pager" size="small" {...pagination} showSizeChanger={false} />
  );
}

function CardList<T extends object>({
  columns = [],
  dataSource = [],
  rowKey,
  rowSelection,
  onRow,
  loading,
  pagination,
  cardKeys,
  locale,
  'data-testid': testId,
}: ResponsiveTableProps<T>) {
  const { t } = useTranslation('layout');
  const keyOf = (row: T, index: number) =>
    rowKeyOf(row, rowKey as string | ((row: T) => Key) | undefined, index);
  const selected = rowSelection?.selectedRowKeys ?? [];
  const select = (nextKeys: Key[]) =>
    rowSelection?.onChange?.(
      nextKeys,
      dataSource.filter((row, i) => nextKeys.includes(keyOf(row, i))),
      { type: 'multiple' },
    );
  const allKeys = dataSource.map(keyOf);
  const allChecked = allKeys.length > 0 && allKeys.every((k) => selected.includes(k));
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  return (
    <div className="responsive-cards" data-testid={testId}>
      {rowSelection && allKeys.length > 0 && (
        <Checkbox
          className="responsive-cards-all"
          checked={allChecked}
          indeterminate={!allChecked && allKeys.some((k) => selected.includes(k))}
          onChange={(e) => select(e.target.checked ? allKeys : [])}
        >
          {t('selectAll')}
        </Checkbox>
      )}
      <Spin spinning={spinning}>
        {dataSource.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={locale?.emptyText as never} />
        ) : (
          dataSource.map((row, index) => {
            const key = keyOf(row, index);
            const card = cardModelOf(columns, row, index, cardKeys);
            const attrs = (onRow?.(row, index) ?? {}) as HTMLAttributes<HTMLDivElement>;
            const checkbox = rowSelection && (
              <Checkbox
                {...(rowSelection.getCheckboxProps?.(row) as object)}
                checked={selected.includes(key)}
                aria-label={typeof card.title?.content === 'string' ? card.title.content : String(key)}
                onChange={(e) => select(toggleSelection(selected, key, e.target.checked))}
              />
            );
            return (
              <div key={key} className="responsive-card" {...attrs}>
                <Card
                  size="small"
                  title={
                    <Space size={8}>
                      {checkbox}
                      <span className="responsive-card-title">{card.title?.content}</span>
                    </Space>
                  }
                >
                  <dl className="responsive-card-fields">
                    {card.fields.map((field) => (
                      <div key={field.key} className="responsive-card-field">
                        <dt>{field.label}</dt>
                        <dd>{field.content}</dd>
                      </div>
                    ))}
                  </dl>
                  {card.actions && <div className="responsive-card-actions">{card.actions.content}</div>}
                </Card>
              </div>
            );
          })
        )}
      </Spin>
      {pagination && <Pager {...pagination} />}
    </div>
  );
}
