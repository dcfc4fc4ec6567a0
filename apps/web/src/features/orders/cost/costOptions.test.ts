import { describe, expect, it } from 'vitest';
import type { CostStats } from '../orders.api.ts';
import { dailyOption, serviceOption, statusOption, totalsOf } from './costOptions.ts';

const stats: CostStats = {
  currency: 'USD',
  days: [
    { day: '2026-11-01', amount: '10.10', orders: 2 },
    { day: '2026-11-02', amount: '0.20', orders: 1 },
    { day: '2026-11-03', amount: '1234.05', orders: 3 },
  ],
  services: [
    { serviceName: 'Ground', amount: '20.00', orders: 4 },
    { serviceName: 'Express', amount: '1224.35', orders: 2 },
  ],
  statuses: [
    { status: 8, orders: 5 },
    { status: 4, orders: 1 },
  ],
};
const labels = { amount: 'Spend', orders: 'Orders', status: (code: number) => `S${code}` };

describe('consumption dashboard options', () => {
  it('sums money exactly', () => {
    expect(totalsOf(stats)).toEqual({ amount: '1244.35', orders: 6 });
  });

  it('draws spend as bars and orders as a line per day', () => {
    const option = dailyOption(stats, labels, false);
    expect(option.animation).toBe(false);
    expect(option.xAxis.data).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(option.series[0]!.data).toEqual([10.1, 0.2, 1234.05]);
    expect(option.series[1]).toMatchObject({ type: 'line', yAxisIndex: 1, data: [2, 1, 3] });
  });

  it('orders services by spend, largest at the top of the bar chart', () => {
    const option = serviceOption(stats, labels, true);
    expect(option.yAxis.data).toEqual(['Ground', 'Express']);
    expect(option.series[1]).toMatchObject({ xAxisIndex: 1, data: [4, 2] });
  });

  it('names statuses through the given labels', () => {
    expect(statusOption(stats, labels, true).series[0]!.data).toEqual([
      { name: 'S8', value: 5 },
      { name: 'S4', value: 1 },
    ]);
  });
});
