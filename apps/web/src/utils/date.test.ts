import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { afterEach } from 'vitest';
import { addDateRange, fromPickerValue, parseTime, setDisplayTimeZone, toPickerValue } from './date';

const local = (text: string) => new Date(text.replace(' ', 'T')).getTime();

describe('parseTime', () => {
  it('formats as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(parseTime(local('2024-03-05 08:09:10'))).toBe('2024-03-05 08:09:10');
    expect(parseTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });

  it('treats a 10-digit number as seconds, also written as a string', () => {
    const seconds = local('2024-03-05 08:09:10') / 1000;
    expect(String(seconds)).toHaveLength(10);
    expect(parseTime(seconds)).toBe('2024-03-05 08:09:10');
    expect(parseTime(String(seconds))).toBe('2024-03-05 08:09:10');
  });

  it('takes other patterns', () => {
    expect(parseTime(local('2024-03-05 08:09:10'), 'YYYY年MM月DD日')).toBe('2024年03月05日');
    expect(parseTime('2024-03-05T08:09:10', 'HH:mm')).toBe('08:09');
  });

  it("is '' for nothing or something that is not a date", () => {
    expect(parseTime(null)).toBe('');
    expect(parseTime(undefined)).toBe('');
    expect(parseTime('')).toBe('');
    expect(parseTime('not a date')).toBe('');
  });
});

describe('addDateRange', () => {
  it('adds the whole days of the range under createTime', () => {
    expect(addDateRange({ pageNo: 1 }, ['2024-03-01', '2024-03-05'])).toEqual({
      pageNo: 1,
      createTime: ['2024-03-01 00:00:00', '2024-03-05 23:59:59'],
    });
  });

  it('takes another parameter name and picker values', () => {
    const query = addDateRange({}, [dayjs('2024-03-01 15:00'), dayjs('2024-03-02 01:00')], 'sendTime');
    expect(query).toEqual({ sendTime: ['2024-03-01 00:00:00', '2024-03-02 23:59:59'] });
  });

  it('leaves the parameters as they are without a complete range, and never changes the original', () => {
    const params = { pageNo: 1 };
    expect(addDateRange(params, null)).toEqual({ pageNo: 1 });
    expect(addDateRange(params, [])).toEqual({ pageNo: 1 });
    expect(addDateRange(params, ['2024-03-01', null])).toEqual({ pageNo: 1 });
    addDateRange(params, ['2024-03-01', '2024-03-02']);
    expect(params).toEqual({ pageNo: 1 });
  });
});

describe('the server\'s time zone', () => {
  afterEach(() => setDisplayTimeZone(undefined));
  const moment = Date.UTC(2024, 4, 6, 1, 30, 5); // 2024-05-06 09:30:05 in Shanghai

  it('shows moments on the server\'s clock, whatever the browser\'s zone', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(parseTime(moment)).toBe('2024-05-06 09:30:05');
    expect(parseTime(moment / 1000)).toBe('2024-05-06 09:30:05');
    expect(parseTime(new Date(moment))).toBe('2024-05-06 09:30:05');
    setDisplayTimeZone('America/New_York');
    expect(parseTime(moment)).toBe('2024-05-05 21:30:05');
  });

  it('a date-time picked is that wall time on the server\'s clock, and a moment opens in the picker as shown in lists', () => {
    // Zones on both sides of the browser's, so the test fails whatever zone the machine runs in.
    for (const zone of ['Asia/Shanghai', 'America/New_York']) {
      setDisplayTimeZone(zone);
      const picked = dayjs('2099-12-31 23:59:59');
      const saved = fromPickerValue(picked);
      expect(parseTime(saved)).toBe('2099-12-31 23:59:59');
      expect(toPickerValue(saved).format('YYYY-MM-DD HH:mm:ss')).toBe('2099-12-31 23:59:59');
    }
    setDisplayTimeZone('Asia/Shanghai');
    expect(fromPickerValue(dayjs('2024-05-06 09:30:05'))).toBe(moment);
  });

  it('keeps a picked day as the day picked, and ignores a zone it does not know', () => {
    setDisplayTimeZone('Pacific/Kiritimati');
    expect(addDateRange({}, [dayjs('2024-05-01'), dayjs('2024-05-31')])).toEqual({ createTime: ['2024-05-01 00:00:00', '2024-05-31 23:59:59'] });
    setDisplayTimeZone('Mars/Olympus');
    expect(parseTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
});
