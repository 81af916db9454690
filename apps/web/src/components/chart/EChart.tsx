/**
 * An echarts chart (the home page's trend, the monitors' lines, pie and gauge). Import it lazily
 * (`lazy(() => import(...))`) so echarts, hundreds of KB, never reaches the login page's
 * download. Only the chart types the product draws are registered; SVG keeps it sharp at any
 * zoom; it follows its container's width (the sidebar folding changes it without a window resize).
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, GaugeChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export interface EChartProps {
  option: echarts.EChartsCoreOption;
  /** Spoken name of the chart. */
  label: string;
  height?: number;
}

export default function EChart({ option, label, height = 260 }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current!;
    const instance = echarts.init(element, null, { renderer: 'svg', locale: 'ZH' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ ...option, aria: { enabled: true } }, { notMerge: true });
  }, [option]);

  // echarts writes its own spoken summary on the element it draws in: the name goes on a wrapper.
  return (
    <div role="figure" aria-label={label}>
      <div ref={container} style={{ width: '100%', height }} />
    </div>
  );
}
