import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

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

/** One ECharts chart of a ready-made option, resized with the window and disposed on unmount. */
export function CostChart({
  option,
  testId,
  height = 320,
}: {
  option: echarts.EChartsCoreOption;
  testId: string;
  height?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = echarts.init(ref.current);
    chart.setOption(option);
    // The box, not the window: it also changes width when the menu collapses or a phone turns (issue 17).
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(ref.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={ref} style={{ height, width: '100%' }} data-testid={testId} />;
}
