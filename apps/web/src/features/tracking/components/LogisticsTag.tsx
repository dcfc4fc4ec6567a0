import { LOGISTICS_STATUS_VALUES } from '@shiplabel/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS = [
  'default',
  'blue',
  'processing',
  'cyan',
  'geekblue',
  'error',
  'success',
  'warning',
  'default',
];

/** A parcel's logistics status with the spec's label (section 9: Not Found ... Expired). */
export function LogisticsTag({ status }: { status: number }) {
  const { t } = useTranslation('tracking');
  const known = (LOGISTICS_STATUS_VALUES as readonly number[]).includes(status);
  return (
    <Tag color={known ? COLORS[status] : 'default'} data-testid={`logistics-status-${status}`}>
      {known ? t(`status.${status}`) : t('status.unknown', { code: status })}
    </Tag>
  );
}
