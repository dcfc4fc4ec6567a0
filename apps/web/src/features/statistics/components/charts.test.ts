import { describe, expect, it } from 'vitest';
import { ordersAndSales, salesBySeller, topCustomers } from './charts.ts';

const t = (key: string) => key;
const figures = {
  placement: '0.00',
  refunds: '0.00',
  bills: '0.00',
  carrierCost: '0.00',
  commissions: '0.00',
};
const range = {
  from: '2026-01-01',
  to: '2026-01-02',
  currency: 'USD' as const,
  timeZone: 'America/Los_Angeles',
};

describe('statistics charts', () => {
  it('draws orders on their own axis and sales from the decimal strings, day by day', () => {
    const option = ordersAndSales(
      {
        ...range,
        days: [
          { day: '2026-01-01', orders: 2, sales: '12.30', margin: '1.00', ...figures },
          { day: '2026-01-02', orders: 0, sales: '0.00', margin: '0.00', ...figures },
        ],
      },
      t,
    ) as { xAxis: { data: string[] }; series: { yAxisIndex?: number; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-01-01', '2026-01-02']);
    expect(option.series[0]).toMatchObject({ yAxisIndex: 1, data: [2, 0] });
    expect(option.series[1]!.data).toEqual([12.3, 0]);
  });

  it('stacks sellers and lists the top customer last so it is drawn on top', () => {
    const sellers = salesBySeller({
      ...range,
      sellers: [
        {
          sellerId: 'a',
          sellerName: 'Ann',
          days: [{ day: '2026-01-01', orders: 1, sales: '5.00', margin: '1.00' }],
        },
        {
          sellerId: null,
          sellerName: 'No seller',
          days: [{ day: '2026-01-01', orders: 1, sales: '2.50', margin: '0.10' }],
        },
      ],
    }) as { series: { name: string; stack: string; data: number[] }[] };
    expect(sellers.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Ann', 'sales', [5]],
      ['No seller', 'sales', [2.5]],
    ]);
    const customer = (email: string, sales: string) => ({
      userId: email,
      email,
      nickName: '',
      sellerId: null,
      sellerName: '',
      orders: 1,
      sales,
      margin: '0.00',
      ...figures,
    });
    const top = topCustomers(
      { ...range, customers: [customer('big@x', '9.00'), customer('small@x', '1.00')] },
      t,
    ) as {
      yAxis: { data: string[] };
      series: { data: number[] }[];
    };
    expect(top.yAxis.data).toEqual(['small@x', 'big@x']);
    expect(top.series[0]!.data).toEqual([1, 9]);
  });
});
