import type { ChannelWithServices } from '@shiplabel/shared';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAllChannels } from '../hooks.ts';

/** Channel list: every channel with its carrier, status and services (all at once: pageSize 9999999). */
export default function ChannelListPage() {
  const { t } = useTranslation('rates');
  const channels = useAllChannels();
  return (
    <Card title={t('channelList.title')}>
      <Table<ChannelWithServices>
        rowKey="id"
        loading={channels.isFetching}
        dataSource={channels.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('channel.name'), dataIndex: 'name' },
          { title: t('channel.carrier'), dataIndex: 'carrierName' },
          { title: t('channel.currency'), dataIndex: 'currency', width: 90 },
          {
            title: t('common.status'),
            key: 'status',
            width: 110,
            render: (_, c) => (
              <Tag color={c.status === 1 ? 'green' : 'default'}>
                {t(c.status === 1 ? 'common.enabled' : 'common.disabled')}
              </Tag>
            ),
          },
          {
            title: t('allot.services'),
            key: 'services',
            render: (_, c) =>
              c.services.map((s) => (
                <Tag key={s.id} color={s.status === 1 ? 'blue' : 'default'}>
                  {s.name}
                </Tag>
              )),
          },
        ]}
      />
    </Card>
  );
}
