/**
 * The trend chart's echarts option, from the dashboard figures: logins (success and failure)
 * as lines and in-site messages as bars, one point per day. Kept apart from the chart so the
 * mapping is testable without a canvas.
 */
import type { DashboardStats } from '@tenon/contracts';

/** The console's palette (Element UI's success, danger and primary, as the theme colour). */
export const TREND_COLORS = { success: '#67C23A', failure: '#F56C6C', messages: '#409EFF' } as const;

export const TREND_SERIES = { success: '登录成功', failure: '登录失败', messages: '站内信' } as const;

/** '2024-05-06' -> '05-06': the year is the same on every label. */
const dayLabel = (date: string) => date.slice(5);

/** A trend the caller may not see arrives empty: its series are left out, the other one still drawn. */
export function trendChartOption(stats: Pick<DashboardStats, 'loginTrend' | 'messageTrend'>) {
  const messagesByDate = new Map(stats.messageTrend.map((day) => [day.date, day.count]));
  const loginsByDate = new Map(stats.loginTrend.map((day) => [day.date, day]));
  const dates = (stats.loginTrend.length > 0 ? stats.loginTrend : stats.messageTrend).map((day) => day.date);
  const logins = stats.loginTrend.length > 0;
  const messages = stats.messageTrend.length > 0;
  const series = [
    ...(logins
      ? [
          { name: TREND_SERIES.success, type: 'line' as const, color: TREND_COLORS.success, data: dates.map((d) => loginsByDate.get(d)?.success ?? 0) },
          { name: TREND_SERIES.failure, type: 'line' as const, color: TREND_COLORS.failure, data: dates.map((d) => loginsByDate.get(d)?.failure ?? 0) },
        ]
      : []),
    ...(messages
      ? [{ name: TREND_SERIES.messages, type: 'bar' as const, color: TREND_COLORS.messages, barMaxWidth: 24, data: dates.map((d) => messagesByDate.get(d) ?? 0) }]
      : []),
  ];
  return {
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, data: series.map((s) => s.name) },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: dates.map(dayLabel) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series,
  };
}
