import { ORDER_STATUS_VALUES } from '@shiplabel/shared';
import { DatePicker, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { FilterPanel } from '../../../app/components/FilterPanel.tsx';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { useStore } from '../../../app/store/createStore.ts';
import type { OrderFilters, OrderSource } from '../orders.api.ts';
import { ChannelFilter } from './ChannelFilter.tsx';
import { CustomerFilter } from './CustomerFilter.tsx';
import { lookupFiltersOf } from './filterAccess.ts';

interface Props {
  source: OrderSource;
  statusFilter: boolean;
  filters: OrderFilters;
  update: (next: Partial<OrderFilters>) => void;
}

const range = (from: string, to: string) => ({ from: from || undefined, to: to || undefined });

/**
 * Channel, created / label date ranges, keyword; the status on allWaybills; the customer in the back
 * office; live or test-mode (API test key) orders. The customer and channel filters only for viewers
 * whose role may query them (filterAccess.ts).
 */
export function OrderFilterBar({ source, statusFilter, filters, update }: Props) {
  const { t } = useTranslation('orders');
  const user = useStore(userStore);
  const lookups = lookupFiltersOf(source, user?.role ?? []);
  return (
    <FilterPanel
      search={
        <KeywordSearch
          placeholder={t('filters.keyword')}
          width={320}
          testId="order-keyword"
          {...(filters.keyword ? { initial: filters.keyword } : {})}
          onSearch={(keyword) => update({ keyword: keyword || undefined })}
        />
      }
    >
      {lookups.customer && (
        <CustomerFilter value={filters.userId} onChange={(userId) => update({ userId })} />
      )}
      {statusFilter && (
        <Select
          allowClear
          placeholder={t('filters.allStatuses')}
          aria-label={t('filters.allStatuses')}
          style={{ width: 200 }}
          value={filters.status}
          onChange={(status?: number) => update({ status })}
          options={ORDER_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          data-testid="order-status-filter"
        />
      )}
      {lookups.channel && (
        <ChannelFilter
          source={source}
          value={filters.channelId}
          onChange={(channelId) => update({ channelId })}
        />
      )}
      <Select
        allowClear
        placeholder={t('testMode.allModes')}
        aria-label={t('testMode.allModes')}
        style={{ width: 170 }}
        value={filters.mode}
        onChange={(mode?: 'test' | 'live') => update({ mode })}
        options={(['live', 'test'] as const).map((m) => ({ value: m, label: t(`testMode.${m}`) }))}
        data-testid="order-mode-filter"
      />
      <DatePicker.RangePicker
        placeholder={[t('filters.createdFrom'), t('filters.createdTo')]}
        onChange={(_dates, [from, to]) => {
          const r = range(from, to);
          update({ createdFrom: r.from, createdTo: r.to });
        }}
        data-testid="order-created-filter"
      />
      <DatePicker.RangePicker
        placeholder={[t('filters.labelFrom'), t('filters.labelTo')]}
        onChange={(_dates, [from, to]) => {
          const r = range(from, to);
          update({ labelFrom: r.from, labelTo: r.to });
        }}
        data-testid="order-label-filter"
      />
    </FilterPanel>
  );
}
