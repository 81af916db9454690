/** The search form's values -> the my-page query (spec 7: `createTime[0]`, `createTime[1]`). */
import type { Dayjs } from 'dayjs';
import type { QueryOf, notifyMessageApi } from '@tenon/contracts';
import { addDateRange } from '../../../utils/date';

export type MyPageQuery = QueryOf<typeof notifyMessageApi.myPage>;

export interface MessageFilters {
  readStatus?: boolean;
  createTime?: [Dayjs, Dayjs] | null;
}

export function myPageQuery(filters: MessageFilters, pageNo: number, pageSize: number): MyPageQuery {
  return addDateRange({ pageNo, pageSize, readStatus: filters.readStatus }, filters.createTime);
}
