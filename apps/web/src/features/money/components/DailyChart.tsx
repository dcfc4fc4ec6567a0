import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ReportAmounts } from '../money.api.ts';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export const REPORT_SERIES = [
  'recharges',
  'postage',
  'refunds',
  'deductions',
  'fees',
  'adjustments',
] as const;

/** Automated browsers (Playwright) get no animation, so screenshots and assertions see final charts. */
const animate = typeof navigator === 'undefined' || !navigator.webdriver;

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
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({
      animation: animate,
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
    });
    // The box, not the window: it also changes width when the menu collapses or a phone turns (issue 17).
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [days, labels]);
  return <div ref={ref} style={{ height: 320, width: '100%' }} data-testid={testId} />;
}
