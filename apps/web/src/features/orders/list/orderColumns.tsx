import type { OrderListItem } from '@shiplabel/shared';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { StatusTag } from './StatusTag.tsx';
import type { OrderColumn } from './viewConfig.ts';

type Column = TableColumnsType<OrderListItem>[number];
type Party = OrderListItem['to'];

const place = (p: Party) => [p.addressLine1, p.city, p.stateCode, p.countryCode].filter(Boolean).join(', ');
const money = (amount: string, currency: string) => (amount ? formatMoney(amount, currency) : '-');

/** A recipient or sender cell: name, ZIP, then the address on a second line. */
function partyCell(p: Party): ReactNode {
  return (
    <div>
      <div>
        {p.personName || '-'} <span className="order-muted">{p.zipCode}</span>
      </div>
      <div className="order-muted order-ellipsis" title={place(p)}>
        {place(p)}
      </div>
    </div>
  );
}

/** Builds the table columns of a view from its column list (see viewConfig.columnsOf). */
export function buildColumns(
  keys: readonly OrderColumn[],
  t: TFunction,
  locale: string,
  operations: (row: OrderListItem) => ReactNode,
  operationsWidth: number,
): TableColumnsType<OrderListItem> {
  const defs: Record<OrderColumn, Column> = {
    orderNo: {
      title: t('columns.orderNo'),
      dataIndex: 'orderNo',
      width: 170,
      fixed: 'left',
      // A test-mode API key's sandbox order (issue 16): tagged so it is never taken for a real shipment.
      render: (v: string, row) =>
        row.testMode ? (
          <span>
            {v}{' '}
            <Tooltip title={t('testMode.hint')}>
              <Tag color="purple" data-testid={`order-test-tag-${row.id}`}>
                {t('testMode.tag')}
              </Tag>
            </Tooltip>
          </span>
        ) : (
          v
        ),
    },
    userEmail: { title: t('columns.userEmail'), dataIndex: 'userEmail', width: 200, ellipsis: true },
    trackingNo: {
      title: t('columns.trackingNo'),
      dataIndex: 'trackingNo',
      width: 190,
      render: (v) => v || '-',
    },
    serviceName: { title: t('columns.serviceName'), dataIndex: 'serviceName', width: 170, ellipsis: true },
    rate: {
      title: t('columns.rate'),
      dataIndex: 'rate',
      width: 120,
      align: 'right',
      render: (v: string, row) => money(v, row.currency),
    },
    deposit: {
      title: t('columns.deposit'),
      dataIndex: 'deposit',
      width: 130,
      align: 'right',
      render: (v: string, row) => money(v, row.currency),
    },
    recipient: {
      title: t('columns.recipient'),
      key: 'recipient',
      width: 220,
      render: (_, row) => partyCell(row.to),
    },
    sender: {
      title: t('columns.sender'),
      key: 'sender',
      width: 220,
      render: (_, row) => partyCell(row.from),
    },
    reference: { title: t('columns.reference'), dataIndex: 'reference', width: 130, ellipsis: true },
    reference2: { title: t('columns.reference2'), dataIndex: 'reference2', width: 130, ellipsis: true },
    auditInfo: { title: t('columns.auditInfo'), dataIndex: 'auditInfo', width: 200, ellipsis: true },
    batchNo: { title: t('columns.batchNo'), dataIndex: 'batchNo', width: 130, ellipsis: true },
    labelCreatedAt: {
      title: t('columns.labelCreatedAt'),
      dataIndex: 'labelCreatedAt',
      width: 170,
      render: (v: string | null) => formatDateTime(v, locale),
    },
    createdAt: {
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v, locale),
    },
    status: {
      title: t('columns.status'),
      dataIndex: 'status',
      width: 170,
      render: (v: number) => <StatusTag status={v} />,
    },
    operations: {
      title: t('columns.operations'),
      key: 'operations',
      width: operationsWidth,
      fixed: 'right',
      render: (_, row) => operations(row),
    },
  };
  return keys.map((key) => defs[key]);
}

/** The table's scroll width: the sum of its column widths. */
export const widthOf = (columns: TableColumnsType<OrderListItem>) =>
  columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 150), 0);
