/**
 * 调度日志 (`/job/log`, hidden): every attempt of every run, newest first; opened from 定时任务
 * for one job (`?jobId=`) or for all (执行日志). Filtered by handler, the moment a run began
 * after or ended before, and status; 详细 and export. A run still going shows 运行中.
 */
import { useSearchParams } from 'react-router';
import { jobLogResource, type JobLog } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceColumns } from '../../../../crud/fromResource';
import { parseTime } from '../../../../utils/date';

const ran = (log: JobLog) => `${parseTime(log.beginTime)} ~ ${log.endTime ? parseTime(log.endTime) : ''}`;
const took = (log: JobLog) => (log.duration === null ? '' : `${log.duration} 毫秒`);

// The reference's two single-moment filters, after the handler: runs that began after, ended before.
const { beginTime, endTime } = jobLogResource.fields;
const columns = [
  ...resourceColumns(jobLogResource, { beginTime: ran, duration: took }).map((column) =>
    column.dataIndex === 'beginTime' ? { ...column, title: '执行时间', search: { label: beginTime.title, kind: 'dateTime' as const, order: -1 } } : column,
  ),
  { title: endTime.title, dataIndex: 'endTime' as const, searchOnly: true, search: { kind: 'dateTime' as const, order: -2 } },
];

export default function JobLogPage() {
  const [params] = useSearchParams();
  const jobId = Number(params.get('jobId')) || undefined;
  return (
    <ResourcePage
      // Another job's log opened while this page is kept alive starts its own search.
      key={jobId ?? 'all'}
      resource={jobLogResource}
      columns={columns}
      initialFilters={jobId ? { jobId } : undefined}
      render={{ beginTime: ran, duration: took }}
      detailTitle="调度日志详细"
    />
  );
}
