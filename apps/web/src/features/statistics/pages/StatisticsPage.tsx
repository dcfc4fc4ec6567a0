import { CURRENCIES, type Currency, FIGURE_KEYS, MAX_STATISTICS_DAYS } from '@shiplabel/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Radio, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { EChart } from '../../../app/components/EChart.tsx';
import { businessToday, formatMoney, getBusinessTimeZone } from '../../../app/format.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { marginPerDay, ordersAndSales, salesBySeller, topCustomers } from '../components/charts.ts';
import { type SellerPerformance, statisticsApi } from '../statistics.api.ts';

const DAY_MS = 86_400_000;

/**
 * /adminSettings/statistics: orders, sales and margin per business day, by seller and top customers, for a
 * date range and currency. Administrators filter by seller; a seller's figures are their own customers'
 * (the server decides).
 */
export default function StatisticsPage() {
  const { t } = useTranslation('statistics');
  const user = useStore(userStore);
  const isAdmin = Boolean(user?.role.includes('adminList'));
  const [range, setRange] = useState(() => ({
    from: businessToday(new Date(Date.now() - 29 * DAY_MS)),
    to: businessToday(),
  }));
  const [currency, setCurrency] = useState<Currency>('USD');
  const [sellerId, setSellerId] = useState<string | undefined>(undefined);
  const query = useMemo(() => ({ ...range, currency, sellerId, limit: 10 }), [range, currency, sellerId]);
  const ask = <T,>(name: string, fn: (q: typeof query) => Promise<T>) => ({
    queryKey: ['statistics', name, query],
    queryFn: () => fn(query),
    placeholderData: keepPreviousData,
  });
  const totals = useQuery(ask('totals', statisticsApi.totals));
  const daily = useQuery(ask('daily', statisticsApi.daily));
  const bySeller = useQuery(ask('bySeller', statisticsApi.bySeller));
  const customers = useQuery(ask('customers', statisticsApi.customers));
  const sellers = useQuery(ask('sellers', statisticsApi.sellers));
  const sellerOptions = useQuery({
    queryKey: ['statistics', 'allSellers'],
    queryFn: statisticsApi.allSellers,
    enabled: isAdmin,
  });

  const charts = useMemo(() => {
    const tr = (key: string) => t(key);
    return {
      orders: daily.data && ordersAndSales(daily.data, tr),
      margin: daily.data && marginPerDay(daily.data, tr),
      sellers: bySeller.data && salesBySeller(bySeller.data),
      customers: customers.data && topCustomers(customers.data, tr),
    };
  }, [daily.data, bySeller.data, customers.data, t]);
  const money = (v: string) => formatMoney(v, currency);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('title')}
        extra={
          <Space wrap>
            <Typography.Text type="secondary" data-testid="statistics-range-text">
              {range.from} ~ {range.to}
            </Typography.Text>
            <DatePicker.RangePicker
              allowClear={false}
              disabledDate={(d, info) =>
                Boolean(info.from && Math.abs(d.diff(info.from, 'day')) >= MAX_STATISTICS_DAYS)
              }
              onChange={(_dates, [from, to]) => {
                if (from && to) setRange({ from, to });
              }}
              data-testid="statistics-range"
            />
            <Radio.Group
              optionType="button"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              data-testid="statistics-currency"
            />
            {isAdmin && (
              <Select
                allowClear
                style={{ width: 220 }}
                placeholder={t('allSellers')}
                aria-label={t('allSellers')}
                value={sellerId}
                onChange={setSellerId}
                options={(sellerOptions.data ?? []).map((s) => ({
                  value: s.id,
                  label: s.nickName || s.email,
                }))}
                data-testid="statistics-seller"
              />
            )}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          {t('explain', { tz: totals.data?.timeZone ?? getBusinessTimeZone() })}
        </Typography.Paragraph>
        <Row gutter={[16, 16]} data-testid="statistics-totals">
          <Col flex="1 1 140px">
            <Statistic
              title={t('figures.orders')}
              value={totals.data?.totals.orders ?? 0}
              data-testid="total-orders"
            />
          </Col>
          {FIGURE_KEYS.map((key) => (
            <Col key={key} flex="1 1 160px">
              <Statistic
                title={t(`figures.${key}`)}
                value={totals.data ? money(totals.data.totals[key]) : '-'}
                data-testid={`total-${key}`}
              />
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('charts.ordersAndSales')} loading={daily.isLoading}>
            {charts.orders && (
              <EChart option={charts.orders} testId="chart-orders" points={daily.data?.days.length ?? 0} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.margin')} loading={daily.isLoading}>
            {charts.margin && (
              <EChart option={charts.margin} testId="chart-margin" points={daily.data?.days.length ?? 0} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.bySeller')} loading={bySeller.isLoading}>
            {bySeller.data?.sellers.length ? (
              <EChart option={charts.sellers!} testId="chart-sellers" points={bySeller.data.sellers.length} />
            ) : (
              <Empty description={t('empty')} />
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.topCustomers')} loading={customers.isLoading}>
            {customers.data?.customers.length ? (
              <EChart
                option={charts.customers!}
                testId="chart-customers"
                points={customers.data.customers.length}
              />
            ) : (
              <Empty description={t('empty')} />
            )}
          </Card>
        </Col>
      </Row>
      <Card title={t('charts.sellerPerformance')}>
        <Table<SellerPerformance['sellers'][number]>
          rowKey={(row) => row.sellerId ?? 'none'}
          size="small"
          pagination={false}
          loading={sellers.isLoading}
          dataSource={sellers.data?.sellers ?? []}
          scroll={{ x: 1000 }}
          data-testid="seller-performance"
          columns={[
            { title: t('seller'), dataIndex: 'sellerName', fixed: 'left', width: 180 },
            { title: t('customers'), dataIndex: 'customers', align: 'right', width: 100 },
            { title: t('activeCustomers'), dataIndex: 'activeCustomers', align: 'right', width: 120 },
            { title: t('figures.orders'), dataIndex: 'orders', align: 'right', width: 90 },
            ...FIGURE_KEYS.map((key) => ({
              title: t(`figures.${key}`),
              dataIndex: key,
              align: 'right' as const,
              width: 130,
              render: (v: string) => money(v),
            })),
          ]}
        />
      </Card>
    </Space>
  );
}
