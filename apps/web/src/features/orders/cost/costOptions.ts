import { formatMinor, parseMinor } from '@shiplabel/shared';
import type { CostStats } from '../orders.api.ts';

export interface CostLabels {
  amount: string;
  orders: string;
  /** The status name of a code (1, 2, 7 already read as placed by the caller's translation). */
  status: (code: number) => string;
}

/**
 * ECharts options of the consumption dashboard. Amounts arrive as decimal strings and become numbers for
 * drawing only; the totals shown as text stay strings. `animation` is off for automated browsers.
 */
export function dailyOption(stats: CostStats, labels: CostLabels, animation: boolean) {
  return {
    animation,
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 60, right: 60, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: stats.days.map((d) => d.day) },
    yAxis: [
      { type: 'value', name: stats.currency },
      { type: 'value', name: labels.orders, minInterval: 1 },
    ],
    series: [
      { name: labels.amount, type: 'bar', data: stats.days.map((d) => Number(d.amount)) },
      { name: labels.orders, type: 'line', yAxisIndex: 1, data: stats.days.map((d) => d.orders) },
    ],
  };
}

/** Spend per service on the bottom axis, its order count on a top axis of its own (different units). */
export function serviceOption(stats: CostStats, labels: CostLabels, animation: boolean) {
  const services = [...stats.services].sort((a, b) => Number(a.amount) - Number(b.amount));
  return {
    animation,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0 },
    grid: { left: 140, right: 40, top: 40, bottom: 50 },
    xAxis: [
      { type: 'value', name: stats.currency, position: 'bottom' },
      { type: 'value', name: labels.orders, position: 'top', minInterval: 1, splitLine: { show: false } },
    ],
    yAxis: { type: 'category', data: services.map((s) => s.serviceName) },
    series: [
      { name: labels.amount, type: 'bar', data: services.map((s) => Number(s.amount)) },
      { name: labels.orders, type: 'bar', xAxisIndex: 1, data: services.map((s) => s.orders) },
    ],
  };
}

export function statusOption(stats: CostStats, labels: CostLabels, animation: boolean) {
  return {
    animation,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        name: labels.orders,
        type: 'pie',
        radius: ['40%', '70%'],
        data: stats.statuses.map((s) => ({ name: labels.status(s.status), value: s.orders })),
      },
    ],
  };
}

/** Total spend (summed in minor units to stay exact) and order count of the period. */
export function totalsOf(stats: CostStats) {
  return {
    amount: formatMinor(stats.days.reduce((sum, d) => sum + (parseMinor(d.amount) ?? 0n), 0n)),
    orders: stats.days.reduce((sum, d) => sum + d.orders, 0),
  };
}
