import type { OrderDetail } from '@shiplabel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TrackEvents } from '../../tracking/components/TrackEvents.tsx';
import { ordersKeys } from '../hooks/useOrders.ts';
import { OperationButtons } from '../list/OperationButtons.tsx';
import type { OperationTarget } from '../list/useOrderOperations.ts';
import { operationsOf, type RowOperation } from '../list/viewConfig.ts';
import type { OrderSource } from '../orders.api.ts';
import { AddressCard } from './AddressCard.tsx';
import { OptionsCard } from './OptionsCard.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { PackagesCard } from './PackagesCard.tsx';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import { canCreateReturn, ReturnLabel } from './ReturnLabel.tsx';
import { SummaryCard } from './SummaryCard.tsx';

interface Props {
  order: OrderDetail;
  source: OrderSource;
  run: (op: RowOperation, order: OperationTarget) => Promise<void>;
}

/** One order in full; the customer's detail page and the back office's drawer both show this. */
export function OrderDetailView({ order, source, run }: Props) {
  const { t, i18n } = useTranslation('orders');
  const client = useQueryClient();
  // The timeline and tracking texts come from the server in the reader's language: fetch them again
  // when the reader switches language.
  useEffect(() => {
    const refetch = () => void client.invalidateQueries({ queryKey: ordersKeys.all });
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client, i18n]);
  // The server's `actions` are what the caller may do now; "detail" is where we already are.
  const operations = operationsOf(order.actions, order, source).filter((op) => op !== 'detail');
  return (
    <Space
      direction="vertical"
      size={16}
      style={{ width: '100%' }}
      data-testid={`order-detail-${order.orderNo}`}
    >
      {(operations.length > 0 || canCreateReturn(order, source)) && (
        <Space wrap data-testid="order-detail-actions">
          {operations.length > 0 && (
            <OperationButtons order={order} operations={operations} run={run} variant="default" />
          )}
          {canCreateReturn(order, source) && <ReturnLabel order={order} source={source} />}
        </Space>
      )}
      {order.isReturn && <ReturnLabel order={order} source={source} />}
      <SummaryCard order={order} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AddressCard title={t('detail.sender')} address={order.fromAddress} testId="order-detail-from" />
        </Col>
        <Col xs={24} lg={12}>
          <AddressCard title={t('detail.recipient')} address={order.toAddress} testId="order-detail-to" />
        </Col>
      </Row>
      <PackagesCard order={order} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <QuoteBreakdown quote={order.baseInfo} />
        </Col>
        <Col xs={24} lg={12}>
          <OptionsCard options={order.options} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <OrderTimeline events={order.events} />
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('detail.tracking')} data-testid="order-detail-tracking-events">
            <TrackEvents events={order.tracking} showNumber={order.trackingNumbers.length > 1} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
