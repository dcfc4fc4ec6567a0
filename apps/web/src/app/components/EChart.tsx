import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what the product's charts draw (tree-shaken); this module loads with the chart pages alone.
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Automated browsers (Playwright) get no animation, so screenshots and assertions see final charts. */
export const animateCharts = typeof navigator === 'undefined' || !navigator.webdriver;

export type ChartOption = echarts.EChartsCoreOption;

/**
 * Every chart of the app: draws a ready-made option, follows its box's width and is disposed on unmount.
 * Values reach it as numbers parsed from decimal strings, for drawing only; the cards and tables beside
 * show the exact amounts. `testId` marks the container; `points`, when given, counts what is drawn.
 */
export function EChart({
  option,
  testId,
  points,
  height = 320,
}: {
  option: ChartOption;
  testId: string;
  points?: number;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption({ animation: animateCharts, ...option });
    // The box, not the window: it also changes width when the menu collapses or a phone turns (issue 17).
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={ref} style={{ height, width: '100%' }} data-testid={testId} data-points={points} />;
}
