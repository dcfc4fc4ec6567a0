import type { CurrencyFigures } from '@shiplabel/shared';
import { Space, Typography } from 'antd';
import { formatMoney } from '../../../app/format.ts';

/** One amount per currency with activity (spend or commission), or a dash. */
export function FiguresCell({
  figures,
  field,
}: {
  figures: CurrencyFigures[];
  field: 'spend' | 'commission';
}) {
  if (figures.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {figures.map((f) => (
        <span key={f.currency}>{formatMoney(f[field], f.currency)}</span>
      ))}
    </Space>
  );
}
