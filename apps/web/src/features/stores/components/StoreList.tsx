import type { StoreFontSize, StoreView } from '@shiplabel/shared';
import { Button, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { platformUi } from '../platforms.tsx';

const STATUS_COLORS: Record<StoreView['status'], string> = {
  pending: 'default',
  connected: 'success',
  error: 'error',
  disconnected: 'default',
};

/** The spec's font sizes as table densities and text sizes. */
const SIZES: Record<StoreFontSize, { table: 'small' | 'middle' | 'large'; fontSize: number }> = {
  mini: { table: 'small', fontSize: 12 },
  small: { table: 'small', fontSize: 14 },
  medium: { table: 'middle', fontSize: 14 },
  large: { table: 'large', fontSize: 16 },
};

interface Props {
  stores: StoreView[];
  loading: boolean;
  fontSize: StoreFontSize;
  syncing: string | null;
  onSync: (store: StoreView) => void;
  onDisconnect: (store: StoreView) => void;
}

/** Store name, type and account (spec: Store) with status, last sync and the row actions. */
export function StoreList({ stores, loading, fontSize, syncing, onSync, onDisconnect }: Props) {
  const { t, i18n } = useTranslation(['stores', 'common']);
  const size = SIZES[fontSize];
  const columns: ColumnsType<StoreView> = [
    { title: t('fields.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('fields.platform'),
      dataIndex: 'platform',
      key: 'platform',
      render: (platform: string) => t(platformUi(platform)?.labelKey ?? platform),
    },
    { title: t('fields.account'), dataIndex: 'account', key: 'account' },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: StoreView['status'], store) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[status]} data-testid={`store-status-${store.id}`}>
            {t(`status.${status}`)}
          </Tag>
          {store.lastError && (
            <Tooltip title={store.lastError}>
              <Typography.Text type="danger" ellipsis style={{ maxWidth: 220, fontSize: size.fontSize - 2 }}>
                {store.lastError}
              </Typography.Text>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('fields.lastSync'),
      dataIndex: 'lastSyncAt',
      key: 'lastSyncAt',
      render: (at: string | null) => (at ? formatDateTime(at, i18n.language) : t('never')),
    },
    {
      title: t('fields.orders'),
      key: 'orders',
      render: (_: unknown, store) => (
        <span data-testid={`store-orders-${store.id}`}>
          {t('ordersCount', { imported: store.importedOrders, pushed: store.trackingPushed })}
        </span>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      render: (_: unknown, store) =>
        store.status === 'disconnected' ? null : (
          <Space wrap>
            <Button
              size="small"
              loading={syncing === store.id}
              onClick={() => onSync(store)}
              data-testid={`store-sync-${store.id}`}
            >
              {t('actions.sync')}
            </Button>
            <Popconfirm title={t('actions.disconnectConfirm')} onConfirm={() => onDisconnect(store)}>
              <Button size="small" danger data-testid={`store-disconnect-${store.id}`}>
                {t('actions.disconnect')}
              </Button>
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Table<StoreView>
      rowKey="id"
      size={size.table}
      style={{ fontSize: size.fontSize }}
      loading={loading}
      columns={columns}
      dataSource={stores}
      pagination={false}
      // At least 900 px (scrolls in its box on a phone) but free to wrap its cells: max-content kept every
      // cell on one line and pushed the actions out of a 1280-pixel window.
      scroll={{ x: 900 }}
      data-testid="store-list"
    />
  );
}
