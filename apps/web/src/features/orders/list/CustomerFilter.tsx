import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserOptions } from '../../rates/hooks.ts';

/**
 * The back office's customer filter: searches customers by e-mail or nickname on the server (the rates
 * feature's user options) and, unlike an allotment picker, can be cleared to show every customer again.
 */
export function CustomerFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (userId: string | undefined) => void;
}) {
  const { t } = useTranslation('orders');
  const [keyword, setKeyword] = useState('');
  const users = useUserOptions(keyword, 'customer');
  return (
    <Select
      allowClear
      style={{ width: 280 }}
      value={value}
      onChange={(next?: string) => onChange(next)}
      placeholder={t('filters.allCustomers')}
      aria-label={t('filters.allCustomers')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={users.isFetching}
      notFoundContent={t('filters.noCustomers')}
      options={(users.data ?? []).map((u) => ({
        value: u.id,
        label: u.nickName ? `${u.email} (${u.nickName})` : u.email,
      }))}
      data-testid="order-user-filter"
    />
  );
}
