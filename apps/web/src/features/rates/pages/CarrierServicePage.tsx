import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ChannelWithServices, Service } from '@shiplabel/shared';
import { Button, Card, Popconfirm, Space, Switch, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { UspsZoneChartCard } from '../../zones/components/UspsZoneChartCard.tsx';
import { ChannelFormModal } from '../components/ChannelFormModal.tsx';
import { RateCardDrawer } from '../components/RateCardDrawer.tsx';
import { ServiceFormModal } from '../components/ServiceFormModal.tsx';
import { useCarriers, useCarrierTree, useRatesMutation } from '../hooks.ts';
import { ratesApi } from '../rates.api.ts';
import '../rates.css';
import { formatMeasure } from '../../../app/format.ts';

type ServiceEdit = { channelId: string; carrierCode: string; service: Service | null };

/**
 * Carrier management: the channel tree (carrier -> channel -> services). Create, edit, enable/disable and
 * delete channels and services; rate cards for rate-card services; an optional zone chart per channel.
 */
export default function CarrierServicePage() {
  const { t, i18n } = useTranslation('rates');
  const navigate = useNavigate();
  const tree = useCarrierTree();
  const [editingChannel, setEditingChannel] = useState<ChannelWithServices | null>(null);
  const [editingService, setEditingService] = useState<ServiceEdit | null>(null);
  const carriers = useCarriers();
  const [rateCardOf, setRateCardOf] = useState<Service | null>(null);
  // Every channel is open unless folded, also one created a moment ago.
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const status = useRatesMutation(({ id, on }: { id: string; on: boolean }) =>
    ratesApi.setStatus(id, on ? 1 : 0),
  );
  const remove = useRatesMutation((id: string) => ratesApi.remove(id));
  const chart = useRatesMutation(({ id, file }: { id: string; file: File }) =>
    ratesApi.uploadZoneChart(id, file),
  );
  const channels = (tree.data ?? []).flatMap((node) => node.channels);

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: (r) =>
        feedback.message.success(
          t('channel.deleted', { allotments: r.removedAllotments, entries: r.removedPriceEntries }),
        ),
    });

  const serviceColumns = (channel: ChannelWithServices) => [
    { title: t('service.code'), dataIndex: 'code', width: 140 },
    { title: t('service.name'), dataIndex: 'name' },
    {
      title: t('service.transit'),
      key: 'transit',
      width: 110,
      render: (_: unknown, s: Service) => `${s.transitDaysMin}-${s.transitDaysMax}`,
    },
    {
      title: t('service.limits'),
      key: 'limits',
      render: (_: unknown, s: Service) => (
        <Space size={4} wrap>
          {s.limits.maxWeightLb !== null && (
            <Tag>≤ {formatMeasure(s.limits.maxWeightLb, 'lb', i18n.language)}</Tag>
          )}
          {s.limits.domestic && <Tag>{t('service.domestic')}</Tag>}
          {s.limits.international && <Tag>{t('service.international')}</Tag>}
          {s.limits.batteryAllowed && <Tag>{t('service.batteryAllowed')}</Tag>}
          {channel.carrierCode === 'ratecard' && (
            <Tag color={s.rateCard ? 'green' : 'red'}>
              {s.rateCard ? t('rateCard.rows', { count: s.rateCard.rows }) : t('rateCard.missing')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t('common.enabled'),
      key: 'status',
      width: 90,
      render: (_: unknown, s: Service) => (
        <Switch
          checked={s.status === 1}
          onChange={(on) => status.mutate({ id: s.id, on })}
          aria-label={`${t('common.enabled')}: ${s.name}`}
          data-testid={`service-status-${s.code}`}
        />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 240,
      render: (_: unknown, s: Service) => (
        <Space size={0}>
          <Button
            type="link"
            onClick={() =>
              setEditingService({ channelId: channel.id, carrierCode: channel.carrierCode, service: s })
            }
          >
            {t('common.edit')}
          </Button>
          {channel.carrierCode === 'ratecard' && (
            <Button type="link" onClick={() => setRateCardOf(s)} data-testid={`rate-card-${s.code}`}>
              {t('rateCard.open')}
            </Button>
          )}
          <Popconfirm title={t('service.deleteConfirm')} onConfirm={() => onDelete(s.id)}>
            <Button type="link" danger>
              {t('common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('carriers.title')}
      extra={
        <Space>
          <Button onClick={() => navigate('/adminSettings/permission/carrierServiceNew')}>
            {t('carriers.newPage')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditingChannel({} as ChannelWithServices)}
            data-testid="channel-create"
          >
            {t('channel.create')}
          </Button>
        </Space>
      }
    >
      <UspsZoneChartCard />
      <Table<ChannelWithServices>
        rowKey="id"
        loading={tree.isFetching}
        dataSource={channels}
        pagination={false}
        scroll={{ x: 1000 }}
        onRow={(c) => ({ 'data-testid': `channel-row-${c.name}` }) as React.HTMLAttributes<HTMLElement>}
        expandable={{
          expandedRowKeys: channels.filter((c) => !folded.has(c.id)).map((c) => c.id),
          onExpand: (open, c) =>
            setFolded((prev) => {
              const next = new Set(prev);
              if (open) next.delete(c.id);
              else next.add(c.id);
              return next;
            }),
          expandedRowRender: (channel) => (
            <Table<Service>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={channel.services}
              columns={serviceColumns(channel)}
              onRow={(s) =>
                ({
                  'data-testid': `service-row-${channel.name}-${s.code}`,
                }) as React.HTMLAttributes<HTMLElement>
              }
            />
          ),
        }}
        columns={[
          { title: t('channel.name'), dataIndex: 'name' },
          { title: t('channel.carrier'), dataIndex: 'carrierName', width: 150 },
          { title: t('channel.currency'), dataIndex: 'currency', width: 90 },
          {
            title: t('channel.credentials'),
            key: 'cred',
            render: (_, c) =>
              c.credentialKeys.length ? c.credentialKeys.map((k) => <Tag key={k}>{k}</Tag>) : '-',
          },
          {
            title: t('channel.zoneChart'),
            key: 'chart',
            render: (_, c) =>
              c.zoneChart ? (
                <Space size={4}>
                  <Tag color="blue">{t('channel.zoneChartRows', { count: c.zoneChart.rows })}</Tag>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => ratesApi.removeZoneChart(c.id).then(() => tree.refetch())}
                  >
                    {t('common.remove')}
                  </Button>
                </Space>
              ) : (
                <Upload
                  accept=".xlsx"
                  showUploadList={false}
                  customRequest={({ file }) =>
                    chart.mutate(
                      { id: c.id, file: file as File },
                      { onSuccess: () => feedback.message.success(t('channel.zoneChartUploaded')) },
                    )
                  }
                >
                  <Button size="small" icon={<UploadOutlined />}>
                    {t('channel.zoneChartUpload')}
                  </Button>
                </Upload>
              ),
          },
          {
            title: t('common.enabled'),
            key: 'status',
            width: 90,
            render: (_, c) => (
              <Switch
                checked={c.status === 1}
                onChange={(on) => status.mutate({ id: c.id, on })}
                aria-label={`${t('common.enabled')}: ${c.name}`}
                data-testid={`channel-status-${c.name}`}
              />
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 260,
            render: (_, c) => (
              <Space size={0}>
                <Button type="link" onClick={() => setEditingChannel(c)}>
                  {t('common.edit')}
                </Button>
                <Button
                  type="link"
                  onClick={() =>
                    setEditingService({ channelId: c.id, carrierCode: c.carrierCode, service: null })
                  }
                  data-testid={`service-create-${c.name}`}
                >
                  {t('service.create')}
                </Button>
                <Popconfirm title={t('channel.deleteConfirm')} onConfirm={() => onDelete(c.id)}>
                  <Button type="link" danger data-testid={`channel-delete-${c.name}`}>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editingChannel && (
        <ChannelFormModal
          channel={editingChannel.id ? editingChannel : null}
          onClose={() => setEditingChannel(null)}
        />
      )}
      {editingService && (
        <ServiceFormModal
          channelId={editingService.channelId}
          service={editingService.service}
          serviceCodes={
            carriers.data?.find((c) => c.code === editingService.carrierCode)?.serviceCodes ?? null
          }
          onClose={() => setEditingService(null)}
        />
      )}
      <RateCardDrawer service={rateCardOf} onClose={() => setRateCardOf(null)} />
    </Card>
  );
}
