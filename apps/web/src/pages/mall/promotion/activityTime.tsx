/**
 * An activity's window as the reference's forms take it: one 活动时间 range (whole days by default,
 * 00:00:00 to 23:59:59), held in the form under `startTime` as `[start, end]` epoch milliseconds and
 * sent as the contract's `startTime` and `endTime`.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { fromPickerValue, parseTime, toPickerValue } from '../../../utils/date';

export type TimeRange = [number, number];

const DAY_BOUNDS = [dayjs('00:00:00', 'HH:mm:ss'), dayjs('23:59:59', 'HH:mm:ss')] as [dayjs.Dayjs, dayjs.Dayjs];

export function ActivityTimeRange({ id, value, onChange }: { id?: string; value?: TimeRange; onChange?: (next: TimeRange | undefined) => void }) {
  return (
    <DatePicker.RangePicker
      id={id}
      showTime={{ defaultValue: DAY_BOUNDS }}
      format="YYYY-MM-DD HH:mm:ss"
      placeholder={['开始时间', '结束时间']}
      style={{ width: '100%' }}
      value={value ? [toPickerValue(value[0]), toPickerValue(value[1])] : null}
      onChange={(next) => onChange?.(next?.[0] && next[1] ? [fromPickerValue(next[0]), fromPickerValue(next[1])] : undefined)}
    />
  );
}

/** A loaded activity as the form holds it: its window as one range. */
export const withTimeRange = <T extends { startTime: number; endTime: number }>(record: T) => ({ ...record, startTime: [record.startTime, record.endTime] as unknown as number });

/** The form's values as the body: the range split again. */
export const splitTimeRange = <T extends { startTime: number }>(values: T): T & { endTime: number } => {
  const [startTime, endTime] = values.startTime as unknown as TimeRange;
  return { ...values, startTime, endTime };
};

/** 开始：… / 结束：… in one cell, as the reference's lists show the window. */
export function ActivityTimeCell({ startTime, endTime }: { startTime: number; endTime: number }) {
  return (
    <>
      <div>开始：{parseTime(startTime)}</div>
      <div>结束：{parseTime(endTime)}</div>
    </>
  );
}
