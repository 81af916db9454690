/**
 * The last days' logins and messages as a chart. The home page loads this module on demand, so
 * echarts never reaches the login page's download.
 */
import { useMemo } from 'react';
import type { DashboardStats } from '@tenon/contracts';
import EChart from '../../components/chart/EChart';
import { trendChartOption } from './trendChartOption';

export interface TrendChartProps {
  stats: Pick<DashboardStats, 'loginTrend' | 'messageTrend'>;
}

export default function TrendChart({ stats }: TrendChartProps) {
  const option = useMemo(() => trendChartOption(stats), [stats]);
  return <EChart option={option} label="近期登录与消息趋势" height={320} />;
}
