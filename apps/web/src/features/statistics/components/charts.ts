import type { ChartOption } from '../../../app/components/EChart.tsx';
import type { CustomerStatistics, DailyBySeller, DailyStatistics } from '../statistics.api.ts';

type T = (key: string) => string;
const num = (money: string) => Number(money);
const grid = { left: 70, right: 60, top: 40, bottom: 30 };

/** Orders (bars, right axis) and sales (line) per business day. */
export function ordersAndSales(data: DailyStatistics, t: T): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: data.days.map((d) => d.day) },
    yAxis: [
      { type: 'value', name: data.currency },
      { type: 'value', name: t('figures.orders'), minInterval: 1 },
    ],
    series: [
      { name: t('figures.orders'), type: 'bar', yAxisIndex: 1, data: data.days.map((d) => d.orders) },
      { name: t('figures.sales'), type: 'line', smooth: true, data: data.days.map((d) => num(d.sales)) },
    ],
  };
}

/** Sales, carrier cost and margin per business day. */
export function marginPerDay(data: DailyStatistics, t: T): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid,
    xAxis: { type: 'category', data: data.days.map((d) => d.day) },
    yAxis: { type: 'value', name: data.currency },
    series: [
      { name: t('figures.carrierCost'), type: 'bar', data: data.days.map((d) => num(d.carrierCost)) },
      { name: t('figures.margin'), type: 'line', smooth: true, data: data.days.map((d) => num(d.margin)) },
    ],
  };
}

/** Sales per seller and business day, stacked. */
export function salesBySeller(data: DailyBySeller): ChartOption {
  const days = data.sellers[0]?.days.map((d) => d.day) ?? [];
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid,
    xAxis: { type: 'category', data: days },
    yAxis: { type: 'value', name: data.currency },
    series: data.sellers.map((s) => ({
      name: s.sellerName,
      type: 'bar',
      stack: 'sales',
      data: s.days.map((d) => num(d.sales)),
    })),
  };
}

/** The top customers by sales, with their margin, as horizontal bars (largest on top). */
export function topCustomers(data: CustomerStatistics, t: T): ChartOption {
  const rows = [...data.customers].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 200, right: 40, top: 40, bottom: 30 },
    xAxis: { type: 'value', name: data.currency },
    yAxis: { type: 'category', data: rows.map((c) => c.nickName || c.email) },
    series: [
      { name: t('figures.sales'), type: 'bar', data: rows.map((c) => num(c.sales)) },
      { name: t('figures.margin'), type: 'bar', data: rows.map((c) => num(c.margin)) },
    ],
  };
}
