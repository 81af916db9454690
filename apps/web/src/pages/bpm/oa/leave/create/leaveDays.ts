/**
 * A leave's days as the server counts them: calendar dates between start and end, on the one
 * clock the pickers show (the server's zone). Same date: 0, which the server refuses.
 */
import { toPickerValue } from '../../../../../utils/date';

export function leaveDays(startTime: number, endTime: number): number {
  return toPickerValue(endTime).startOf('day').diff(toPickerValue(startTime).startOf('day'), 'day');
}

export const DAYS_TOO_FEW = '请假天数必须>=1';
