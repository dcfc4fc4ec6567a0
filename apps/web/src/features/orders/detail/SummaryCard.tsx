import type { OrderDetail } from '@shiplabel/shared';
import { Alert, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatMoney } from '../../../app/format.ts';
import { StatusTag } from '../list/StatusTag.tsx';

const orDash = (value: string | null | undefined) => value || '-';

/** The order at a glance: status, service, tracking, money, references and times. */
export function SummaryCard({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const money = (amount: string) => (amount ? formatMoney(amount, order.currency) : '-');
  return (
    <Card size="small" title={t('detail.summary')} data-testid="order-detail-summary">
      {order.errorMessage && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={order.errorMessage} />
      )}
      {order.auditInfo && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${t('columns.auditInfo')}: ${order.auditInfo}`}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={t('columns.status')}>
          <StatusTag status={order.status} />
          {order.isTest && <Tag color="purple">{t('detail.test')}</Tag>}
        </Descriptions.Item>
        {order.userEmail && (
          <Descriptions.Item label={t('columns.userEmail')}>{order.userEmail}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('columns.serviceName')}>{orDash(order.serviceName)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.trackingNo')}>
          <span data-testid="order-detail-tracking">
            {orDash(order.trackingNumbers.join(', ') || order.trackingNo)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.rate')}>
          <span data-testid="order-detail-rate">{money(order.rate)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.deposit')}>
          {money(order.deposit)}
          {order.deposit && order.depositReleased && (
            <Tag style={{ marginLeft: 8 }}>{t('detail.depositReleased')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.batchNo')}>{orDash(order.batchNo)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.reference')}>{orDash(order.reference)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.reference2')}>{orDash(order.reference2)}</Descriptions.Item>
        <Descriptions.Item label={t('detail.shipDate')}>
          {formatDate(order.shipDate, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.createdAt')}>
          {formatDateTime(order.createdAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.labelCreatedAt')}>
          {formatDateTime(order.labelCreatedAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('detail.remark')}>{orDash(order.remark)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
