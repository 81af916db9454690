/** The search form's values -> the operate-log query (操作时间 as whole days in `startTime[0]`, `startTime[1]`). */
import type { Dayjs } from 'dayjs';
import type { QueryOf, ResponseOf, operateLogApi } from '@tenon/contracts';
import { addDateRange } from '../../../../utils/date';

export type OperateLog = ResponseOf<typeof operateLogApi.page>['list'][number];

export interface OperateLogFilters {
  module?: string;
  userNickname?: string;
  type?: number;
  /** true: result code 0 only; false: every other code. */
  success?: boolean;
  startTime?: [Dayjs, Dayjs] | null;
}

export function operateLogQuery({ startTime, ...filters }: OperateLogFilters): QueryOf<typeof operateLogApi.export> {
  return addDateRange(filters, startTime, 'startTime');
}

/** The recorded result code 0 is success; anything else is a failure. */
export const succeeded = (log: Pick<OperateLog, 'resultCode'>) => log.resultCode === 0;
