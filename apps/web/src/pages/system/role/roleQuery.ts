/** The search form's values → the role page and export queries (`createTime[0]`, `createTime[1]`). */
import type { Dayjs } from 'dayjs';
import type { QueryOf, roleApi } from '@tenon/contracts';
import { addDateRange } from '../../../utils/date';

export interface RoleFilters {
  name?: string;
  code?: string;
  status?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

export function roleFilterQuery({ createTime, ...filters }: RoleFilters): QueryOf<typeof roleApi.export> {
  return addDateRange(filters, createTime);
}

export function rolePageQuery(filters: RoleFilters, pageNo: number, pageSize: number): QueryOf<typeof roleApi.page> {
  return { pageNo, pageSize, ...roleFilterQuery(filters) };
}
