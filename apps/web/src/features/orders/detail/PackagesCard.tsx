import type { OrderDetail, OrderItem, OrderParcel } from '@shiplabel/shared';
import { Card, Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';

const yesNo = (t: (key: string) => string, value: boolean) => t(value ? 'detail.yes' : 'detail.no');

/** Parcels, and for international orders the customs lines and declaration. */
export function PackagesCard({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Card size="small" title={t('detail.parcels')} data-testid="order-detail-parcels">
      <Table<OrderParcel & { index: number }>
        rowKey="index"
        size="small"
        pagination={false}
        scroll={{ x: 900 }}
        dataSource={order.parcels.map((p, index) => ({ ...p, index }))}
        columns={[
          { title: '#', dataIndex: 'index', width: 50, render: (i: number) => i + 1 },
          { title: t('parcel.weight'), key: 'weight', render: (_, p) => `${p.weight} ${p.massUnit}` },
          {
            title: t('parcel.dimensions'),
            key: 'dimensions',
            render: (_, p) => `${p.length} × ${p.width} × ${p.height} ${p.distanceUnit}`,
          },
          { title: t('parcel.packageNum'), dataIndex: 'packageNum' },
          { title: t('parcel.declaredValue'), dataIndex: 'declaredValue', render: (v: string) => v || '-' },
          { title: t('parcel.description'), dataIndex: 'itemDescription', render: (v: string) => v || '-' },
          { title: t('parcel.inCarton'), dataIndex: 'inCarton', render: (v: boolean) => yesNo(t, v) },
        ]}
      />
      {order.items.length > 0 && (
        <>
          <Table<OrderItem & { index: number }>
            style={{ marginTop: 16 }}
            title={() => t('detail.items')}
            rowKey="index"
            size="small"
            pagination={false}
            scroll={{ x: 900 }}
            dataSource={order.items.map((item, index) => ({ ...item, index }))}
            data-testid="order-detail-items"
            columns={[
              { title: t('item.description'), dataIndex: 'description' },
              { title: t('item.category'), dataIndex: 'category', render: (v: string) => v || '-' },
              { title: t('item.quantity'), dataIndex: 'quantity' },
              { title: t('item.declaredValue'), dataIndex: 'declaredValue', render: (v: string) => v || '-' },
              { title: t('item.weight'), key: 'weight', render: (_, i) => `${i.weight} ${i.massUnit}` },
              { title: t('item.hsCode'), dataIndex: 'hsCode', render: (v: string) => v || '-' },
              { title: t('item.origin'), dataIndex: 'countryOfOrigin', render: (v: string) => v || '-' },
            ]}
          />
          <Descriptions
            size="small"
            style={{ marginTop: 16 }}
            title={t('detail.customs')}
            column={{ xs: 1, md: 3 }}
          >
            <Descriptions.Item label={t('customs.contentsType')}>
              {t(`customs.contents.${order.customs.contentsType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('customs.tariffPayType')}>
              {t(`customs.tariff.${order.customs.tariffPayType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('customs.certifySigner')}>
              {order.customs.certifySigner || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('customs.einNumber')}>
              {order.customs.einNumber || '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('customs.tariffNumber')}>
              {order.customs.tariffNumber || '-'}
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Card>
  );
}
