import { USER_KINDS } from '@shiplabel/shared';
import { DatePicker, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { useSellers } from '../hooks/useUsers.ts';
import type { UserFilter } from '../users.api.ts';

interface Props {
  onChange: (next: Partial<UserFilter>) => void;
  /** The kind filter (the warehouse list has none: it is warehouse users only). */
  withKind: boolean;
  /** The seller filter reads /admin/list/seller, which needs adminList. */
  withSeller: boolean;
}

const AMOUNT = /^\d{0,12}(\.\d{0,2})?$/;

/** Keyword, status, kind, seller, registration days, USD balance range and sort of the user lists. */
export function UserFilters({ onChange, withKind, withSeller }: Props) {
  const { t } = useTranslation('users');
  const sellers = useSellers({ pageNum: 1, pageSize: 1000 }, withSeller);
  const amount = (key: 'balanceMin' | 'balanceMax') => (e: { target: { value: string } }) => {
    const value = e.target.value.trim();
    if (AMOUNT.test(value)) onChange({ [key]: value.replace(/\.$/, '') || undefined });
  };
  return (
    <Space style={{ marginBottom: 16 }} wrap>
      <KeywordSearch
        placeholder={t('searchPlaceholder')}
        width={260}
        testId="users-search"
        onSearch={(keyword) => onChange({ keyword })}
      />
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('columns.status')}
        aria-label={t('columns.status')}
        data-testid="users-status-filter"
        options={[0, 1, 2].map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(status?: number) => onChange({ status })}
      />
      {withKind && (
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('columns.kind')}
          aria-label={t('columns.kind')}
          data-testid="users-kind-filter"
          options={USER_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          onChange={(kind?: UserFilter['kind']) => onChange({ kind })}
        />
      )}
      {withSeller && (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          placeholder={t('columns.seller')}
          aria-label={t('columns.seller')}
          data-testid="users-seller-filter"
          options={sellers.data?.list.map((s) => ({ value: s.id, label: s.nickName || s.email })) ?? []}
          onChange={(sellerId?: string) => onChange({ sellerId })}
        />
      )}
      <DatePicker.RangePicker
        placeholder={[t('filters.registeredFrom'), t('filters.registeredTo')]}
        onChange={(_dates, [from, to]) =>
          onChange({ registeredFrom: from || undefined, registeredTo: to || undefined })
        }
      />
      <Space.Compact>
        <Input
          style={{ width: 120 }}
          placeholder={t('filters.balanceMin')}
          inputMode="decimal"
          onChange={amount('balanceMin')}
          data-testid="users-balance-min"
        />
        <Input
          style={{ width: 120 }}
          placeholder={t('filters.balanceMax')}
          inputMode="decimal"
          onChange={amount('balanceMax')}
          data-testid="users-balance-max"
        />
      </Space.Compact>
      <Select
        style={{ width: 190 }}
        defaultValue="createdAt:desc"
        aria-label={t('sort.label')}
        options={['createdAt:desc', 'createdAt:asc', 'email:asc', 'balance:desc', 'balance:asc'].map((v) => ({
          value: v,
          label: t(`sort.${v.replace(':', '_')}`),
        }))}
        onChange={(value: string) => {
          const [sortBy, sortOrder] = value.split(':') as [UserFilter['sortBy'], UserFilter['sortOrder']];
          onChange({ sortBy, sortOrder });
        }}
      />
    </Space>
  );
}
