import { RECHARGE_STATUS_VALUES } from '@shiplabel/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export function RechargeStatusFilter({
  value,
  onChange,
}: {
  value?: number;
  onChange: (v?: number) => void;
}) {
  const { t } = useTranslation('money');
  return (
    <Select
      allowClear
      placeholder={t('records.allStatuses')}
      aria-label={t('records.allStatuses')}
      style={{ width: 160 }}
      value={value}
      onChange={(v) => onChange(v)}
      options={RECHARGE_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      data-testid="recharge-status-filter"
    />
  );
}
