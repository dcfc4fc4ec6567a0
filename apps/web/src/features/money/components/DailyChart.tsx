import { useMemo } from 'react';
import { EChart } from '../../../app/components/EChart.tsx';
import type { ReportAmounts } from '../money.api.ts';

export const REPORT_SERIES = [
  'recharges',
  'postage',
  'refunds',
  'deductions',
  'fees',
  'adjustments',
] as const;

/**
 * One currency's daily figures as grouped bars. Values go to the chart as numbers parsed from the decimal
 * strings, for drawing only; the table beside shows the exact amounts.
 */
export function DailyChart({
  days,
  labels,
  testId,
}: {
  days: (ReportAmounts & { day: string })[];
  labels: Record<(typeof REPORT_SERIES)[number], string>;
  testId: string;
}) {
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 60, right: 20, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: days.map((d) => d.day) },
      yAxis: { type: 'value' },
      series: REPORT_SERIES.map((key) => ({
        name: labels[key],
        type: 'bar',
        data: days.map((d) => Number(d[key])),
      })),
    }),
    [days, labels],
  );
  return <EChart option={option} testId={testId} />;
}
