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

export function trendChartOption(stats: Pick<DashboardStats, 'loginTrend' | 'messageTrend'>) {
  const messagesByDate = new Map(stats.messageTrend.map((day) => [day.date, day.count]));
  return {
    color: [TREND_COLORS.success, TREND_COLORS.failure, TREND_COLORS.messages],
    tooltip: { trigger: 'axis' as const },
    legend: { top: 0, data: Object.values(TREND_SERIES) },
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category' as const, data: stats.loginTrend.map((day) => dayLabel(day.date)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      { name: TREND_SERIES.success, type: 'line' as const, data: stats.loginTrend.map((day) => day.success) },
      { name: TREND_SERIES.failure, type: 'line' as const, data: stats.loginTrend.map((day) => day.failure) },
      {
        name: TREND_SERIES.messages,
        type: 'bar' as const,
        barMaxWidth: 24,
        data: stats.loginTrend.map((day) => messagesByDate.get(day.date) ?? 0),
      },
    ],
  };
}
