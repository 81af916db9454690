import { describe, expect, it } from 'vitest';
import { trendChartOption } from './trendChartOption';

describe('trendChartOption', () => {
  it('puts one point per day: logins as lines, messages as bars matched by date', () => {
    const option = trendChartOption({
      loginTrend: [
        { date: '2024-05-05', success: 3, failure: 1 },
        { date: '2024-05-06', success: 5, failure: 0 },
        { date: '2024-05-07', success: 0, failure: 2 },
      ],
      messageTrend: [
        { date: '2024-05-07', count: 4 },
        { date: '2024-05-05', count: 1 },
      ],
    });
    expect(option.xAxis.data).toEqual(['05-05', '05-06', '05-07']);
    expect(option.series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['登录成功', 'line', [3, 5, 0]],
      ['登录失败', 'line', [1, 0, 2]],
      ['站内信', 'bar', [1, 0, 4]],
    ]);
  });

  it('draws only the trend the caller may see', () => {
    const option = trendChartOption({ loginTrend: [], messageTrend: [{ date: '2024-05-07', count: 4 }] });
    expect(option.xAxis.data).toEqual(['05-07']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([['站内信', [4]]]);
    expect(option.legend.data).toEqual(['站内信']);
  });

  it('counts in whole numbers on the value axis', () => {
    expect(trendChartOption({ loginTrend: [], messageTrend: [] }).yAxis.minInterval).toBe(1);
  });
});
