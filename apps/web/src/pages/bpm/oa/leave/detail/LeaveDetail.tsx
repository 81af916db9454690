/**
 * One leave as a descriptions list: the detail page's body, and what the process detail page
 * shows as the application of an `oa_leave` instance (it passes the business key as `id`).
 */
import { Descriptions, Spin } from 'antd';
import { oaLeaveApi, Dicts } from '@tenon/contracts';
import DictTag from '../../../../../dict/DictTag';
import { useEntityQuery } from '../../../../../crud/usePagedList';
import { parseTime } from '../../../../../utils/date';

export default function LeaveDetail({ id }: { id: number }) {
  const leave = useEntityQuery(oaLeaveApi.get, { query: { id } });
  if (!leave.data) return leave.isError ? null : <Spin description="加载中..." />;
  const row = leave.data;
  return (
    <Descriptions column={1} bordered aria-label="请假详情" items={[
      { key: 'type', label: '类型', children: <DictTag type={Dicts.bpmOaLeaveType} value={row.type} /> },
      { key: 'reason', label: '原因', children: row.reason },
      { key: 'startTime', label: '开始时间', children: parseTime(row.startTime) },
      { key: 'endTime', label: '结束时间', children: parseTime(row.endTime) },
    ]} />
  );
}
