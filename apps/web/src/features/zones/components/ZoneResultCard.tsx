import type { CarrierZone, ZoneResult } from '@shiplabel/shared';
import { Card, Descriptions, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A zone as people read it: "5", "AK (special zone)", or "not served". */
export function ZoneValue({ zone }: { zone: CarrierZone }) {
  const { t } = useTranslation('zones');
  if (zone.kind === 'unserved') return <Tag>{t('unserved')}</Tag>;
  if (zone.kind === 'special')
    return (
      <span>
        <strong>{zone.zone}</strong> <Tag color="gold">{t('special')}</Tag>
      </span>
    );
  if (zone.kind === 'chart')
    return (
      <span>
        <strong>{zone.zone}</strong> <Tag color="blue">{t('chart')}</Tag>
      </span>
    );
  return <strong>{zone.zone}</strong>;
}

export function ZoneResultCard({ result }: { result: ZoneResult }) {
  const { t } = useTranslation('zones');
  const place = (p: ZoneResult['from']) => `${p.zipCode} ${p.city}, ${p.stateCode}`;
  return (
    <Card title={t('resultTitle')} data-testid="zone-result">
      <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('from')}>
          <span data-testid="zone-from">{place(result.from)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('to')}>
          <span data-testid="zone-to">{place(result.to)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('distance')}>
          <span data-testid="zone-miles">{t('miles', { miles: result.miles })}</span>
        </Descriptions.Item>
      </Descriptions>
      <Table<CarrierZone>
        size="small"
        rowKey="carrier"
        pagination={false}
        dataSource={result.zones}
        onRow={(zone) => ({ 'data-testid': `zone-row-${zone.carrier}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('carrier'), dataIndex: 'carrier', render: (c: string) => t(`carriers.${c}`) },
          { title: t('zone'), key: 'zone', render: (_: unknown, zone) => <ZoneValue zone={zone} /> },
        ]}
      />
    </Card>
  );
}
