import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserOptions } from '../hooks.ts';

/** Picks a customer by e-mail or nickname (server search over customer accounts). */
export function UserPicker({
  value,
  onChange,
  multiple = false,
  kind = 'customer',
  testId,
}: {
  kind?: 'customer' | 'staff';
  value?: string | string[];
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('rates');
  const [keyword, setKeyword] = useState('');
  const users = useUserOptions(keyword, kind);
  return (
    <Select
      {...(multiple ? { mode: 'multiple' as const } : {})}
      style={{ minWidth: 320 }}
      value={value}
      onChange={onChange}
      placeholder={t(kind === 'staff' ? 'allot.pickStaff' : 'allot.pickUser')}
      aria-label={t(kind === 'staff' ? 'allot.pickStaff' : 'allot.pickUser')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={users.isFetching}
      notFoundContent={t('allot.noUsers')}
      options={(users.data ?? []).map((u) => ({
        value: u.id,
        label: u.nickName ? `${u.email} (${u.nickName})` : u.email,
      }))}
      data-testid={testId}
    />
  );
}
