import { CURRENCIES } from '@shiplabel/shared';
import { Card, Col, DatePicker, Empty, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { animateCharts, EChart } from '../../../app/components/EChart.tsx';
import { businessToday, formatMoney } from '../../../app/format.ts';
import { type CostLabels, dailyOption, serviceOption, statusOption, totalsOf } from '../cost/costOptions.ts';
import { useCostStats } from '../hooks/useOrders.ts';
import { statusKey } from '../list/statusLabel.ts';

/** The business day of an instant (the server's report days), not the UTC or browser day. */
const isoDay = (date: Date) => businessToday(date);

/** /orderManager/userCostChart: the customer's spend and orders per day, per service and per status. */
export default function UserCostChartPage() {
  const { t } = useTranslation('orders');
  const [range, setRange] = useState(() => ({
    from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    to: isoDay(new Date()),
  }));
  const [currency, setCurrency] = useState<string>('USD');
  const stats = useCostStats(range.from, range.to, currency);
  const data = stats.data;
  const labels = useMemo<CostLabels>(
    () => ({
      amount: t('cost.amount'),
      orders: t('cost.orders'),
      status: (code) => t(statusKey(code), { code }),
    }),
    [t],
  );
  const options = useMemo(
    () =>
      data && {
        daily: dailyOption(data, labels, animateCharts),
        services: serviceOption(data, labels, animateCharts),
        statuses: statusOption(data, labels, animateCharts),
      },
    [data, labels],
  );
  const totals = data ? totalsOf(data) : null;
  const empty = Boolean(data?.days.every((d) => d.orders === 0) && data.statuses.length === 0);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('cost.title')}
        loading={stats.isLoading}
        extra={
          <Space wrap>
            <Typography.Text type="secondary">
              {range.from} ~ {range.to}
              {data?.timeZone ? ` (${data.timeZone})` : ''}
            </Typography.Text>
            <Segmented
              options={[...CURRENCIES]}
              value={currency}
              onChange={(value) => setCurrency(String(value))}
              data-testid="cost-currency"
            />
            <DatePicker.RangePicker
              onChange={(_dates, [from, to]) => {
                if (from && to) setRange({ from, to });
              }}
              data-testid="cost-range"
            />
          </Space>
        }
      >
        {totals && data && (
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Statistic title={t('cost.totalAmount')} value={formatMoney(totals.amount, data.currency)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title={t('cost.totalOrders')} value={totals.orders} />
            </Col>
            {data.canceled && (
              <Col xs={24} md={12}>
                <Statistic
                  title={t('cost.canceled', { orders: data.canceled.orders })}
                  value={formatMoney(data.canceled.amount, data.currency)}
                />
              </Col>
            )}
          </Row>
        )}
        {empty && <Empty description={t('cost.empty')} data-testid="cost-empty" />}
      </Card>
      {options && !empty && (
        <>
          <Card title={t('cost.perDay')}>
            <EChart option={options.daily} testId="cost-chart-days" />
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <Card title={t('cost.perService')}>
                <EChart option={options.services} testId="cost-chart-services" />
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card title={t('cost.perStatus')}>
                <EChart option={options.statuses} testId="cost-chart-statuses" />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
