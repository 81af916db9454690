/** The search form's values -> the login-log query (登录日期 as whole days in `createTime[0]`, `createTime[1]`). */
import type { Dayjs } from 'dayjs';
import type { QueryOf, ResponseOf, loginLogApi } from '@tenon/contracts';
import { addDateRange } from '../../../../utils/date';

export type LoginLog = ResponseOf<typeof loginLogApi.page>['list'][number];

export interface LoginLogFilters {
  userIp?: string;
  username?: string;
  /** true: successful attempts only; false: failures only. */
  status?: boolean;
  createTime?: [Dayjs, Dayjs] | null;
}

export function loginLogQuery({ createTime, ...filters }: LoginLogFilters): QueryOf<typeof loginLogApi.export> {
  return addDateRange(filters, createTime);
}
