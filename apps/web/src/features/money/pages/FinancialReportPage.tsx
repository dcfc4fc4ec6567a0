import { CURRENCIES } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday, formatMoney } from '../../../app/format.ts';
import { DailyChart, REPORT_SERIES } from '../components/DailyChart.tsx';
import { moneyApi, type ReportAmounts } from '../money.api.ts';

/** The business day of an instant (the server's report days), not the UTC or browser day. */
const isoDay = (date: Date) => businessToday(date);

/** /adminSettings/financialCostChart: recharges, postage, refunds, deductions and fees by day and currency. */
export default function FinancialReportPage() {
  const { t } = useTranslation('money');
  const [range, setRange] = useState(() => ({
    from: isoDay(new Date(Date.now() - 29 * 86_400_000)),
    to: isoDay(new Date(Date.now() + 86_400_000)),
  }));
  const report = useQuery({
    queryKey: ['money', 'report', range],
    queryFn: () => moneyApi.report(range.from, range.to),
  });
  const labels = useMemo(
    () =>
      Object.fromEntries(REPORT_SERIES.map((key) => [key, t(`report.${key}`)])) as Record<
        (typeof REPORT_SERIES)[number],
        string
      >,
    [t],
  );
  const data = report.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('report.title')}
        extra={
          <Space>
            <Typography.Text type="secondary">
              {range.from} ~ {range.to}
            </Typography.Text>
            <DatePicker.RangePicker
              onChange={(_dates, [from, to]) => {
                if (from && to) setRange({ from, to });
              }}
              data-testid="report-range"
            />
          </Space>
        }
        loading={report.isLoading}
      >
        {data && data.days.length === 0 ? (
          <Empty description={t('report.empty')} />
        ) : (
          <Table<ReportAmounts & { currency: string }>
            rowKey="currency"
            pagination={false}
            dataSource={data?.totals ?? []}
            title={() => `${t('report.totals')} · ${t('report.timeZone', { tz: data?.timeZone ?? '' })}`}
            data-testid="report-totals"
            columns={[
              { title: t('report.currency'), dataIndex: 'currency' },
              ...REPORT_SERIES.map((key) => ({
                title: labels[key],
                dataIndex: key,
                align: 'right' as const,
                render: (v: string, row: { currency: string }) => (
                  <span data-testid={`total-${row.currency}-${key}`}>{formatMoney(v, row.currency)}</span>
                ),
              })),
            ]}
          />
        )}
      </Card>
      {data &&
        CURRENCIES.map((currency) => {
          const days = data.days.filter((d) => d.currency === currency);
          return days.length ? (
            <Card key={currency} title={t(`wallets.${currency}`)}>
              <DailyChart days={days} labels={labels} testId={`report-chart-${currency}`} />
            </Card>
          ) : null;
        })}
    </Space>
  );
}
