import type { RiskHoldReason } from '@shiplabel/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The order review's column: each risk rule that held the order, in the reader's language. */
export function RiskReasons({ reason }: { reason: RiskHoldReason | undefined }) {
  const { t } = useTranslation('risk');
  if (!reason) return <Typography.Text type="secondary">{t('reasons.none')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2} data-testid={`risk-reasons-${reason.orderId}`}>
      {reason.reasons.map((r) => (
        <Space key={r.rule} size={4} align="start">
          <Tag color="orange">{t(`rules.${r.rule}`, r.rule)}</Tag>
          <Typography.Text style={{ fontSize: 12 }}>{r.text}</Typography.Text>
        </Space>
      ))}
    </Space>
  );
}
