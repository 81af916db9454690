/**
 * The last days' logins and messages as an echarts chart. This module is loaded on demand by
 * the home page, so echarts (hundreds of KB) never reaches the login page's download. Only the
 * chart types and components used are registered; SVG keeps it sharp at any zoom.
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { DashboardStats } from '@tenon/contracts';
import { trendChartOption } from './trendChartOption';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export interface TrendChartProps {
  stats: Pick<DashboardStats, 'loginTrend' | 'messageTrend'>;
}

export default function TrendChart({ stats }: TrendChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current!;
    const instance = echarts.init(element, null, { renderer: 'svg', locale: 'ZH' });
    chart.current = instance;
    // The sidebar folding changes the width without a window resize.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // aria: echarts writes a spoken summary of the series for screen readers.
    chart.current?.setOption({ ...trendChartOption(stats), aria: { enabled: true } }, { notMerge: true });
  }, [stats]);

  return <div ref={container} className="home-trend-chart" />;
}
