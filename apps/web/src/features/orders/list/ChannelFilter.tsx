import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ratesApi } from '../../rates/rates.api.ts';
import type { OrderSource } from '../orders.api.ts';
import { channelsOfServices } from './channelOptions.ts';

async function channelOptions(source: OrderSource) {
  if (source === 'customer') return channelsOfServices(await ratesApi.myServices());
  const all = await ratesApi.allChannels();
  return all.list.map((c) => ({ value: c.id, label: c.name }));
}

/** The channel filter: the customer's allotted channels, or every channel in the back office. */
export function ChannelFilter({
  source,
  value,
  onChange,
}: {
  source: OrderSource;
  value: string | undefined;
  onChange: (channelId: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const options = useQuery({
    queryKey: ['orders', 'channelOptions', source],
    queryFn: () => channelOptions(source),
    staleTime: 60_000,
  });
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('filters.allChannels')}
      aria-label={t('filters.allChannels')}
      style={{ width: 200 }}
      value={value}
      onChange={(next?: string) => onChange(next)}
      loading={options.isFetching}
      options={options.data ?? []}
      data-testid="order-channel-filter"
    />
  );
}
