/**
 * 定时任务 (`/infra/job`): the platform's scheduled jobs, filtered by name, status and handler;
 * add (the handler chosen from those the server registers, fixed once created), edit, delete,
 * export; per row 开启/暂停, 执行一次, 任务详细 (with the next fire times) and 调度日志; 执行日志
 * opens every job's log.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { CaretRightOutlined, EyeOutlined, FileTextOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { JobStatus, Permissions, jobApi, jobResource, type Job } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormValuesOf } from '../../../crud/listResource';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';
import { useCan } from '../../../permission/useCan';
import JobDetailDialog from './JobDetailDialog';

type Values = FormValuesOf<typeof jobApi>;

export default function JobPage() {
  const navigate = useNavigate();
  const confirmed = useConfirmedAction();
  const [viewing, setViewing] = useState<Job | null>(null);
  const mayQuery = useCan().hasPermission(Permissions.infra.job.query);
  const handlers = useEntityQuery(jobApi.handlers).data ?? [];
  const fields = resourceFormFields<Values>(jobResource).map((field) =>
    field.name === 'handlerName'
      ? { ...field, kind: 'select' as const, whenEditing: 'disabled' as const, options: handlers.map((h) => ({ label: `${h.name}（${h.description}）`, value: h.name })) }
      : field,
  );
  const setStatus = (job: Job, status: number) => {
    const text = status === JobStatus.STOP ? '暂停' : '开启';
    return confirmed({
      confirm: `确认要${text}定时任务编号为"${job.id}"的数据项?`,
      run: () => callApi(jobApi.updateStatus, { query: {}, body: { id: job.id, status } }),
      success: `${text}成功`,
      reloads: jobApi.page,
    });
  };
  const logsOf = (job?: Job) => void navigate(job ? `/job/log?${new URLSearchParams({ jobId: String(job.id) })}` : '/job/log');
  return (
    <>
      <ResourcePage
        resource={jobResource}
        toolbar={
          mayQuery && (
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => logsOf()}>
              执行日志
            </Button>
          )
        }
        rowActions={[
          {
            label: '开启',
            icon: <PlayCircleOutlined aria-hidden />,
            permission: Permissions.infra.job.update,
            shownFor: (job) => job.status === JobStatus.STOP,
            onClick: (job) => void setStatus(job, JobStatus.NORMAL),
            beforeDelete: true,
          },
          {
            label: '暂停',
            icon: <PauseCircleOutlined aria-hidden />,
            permission: Permissions.infra.job.update,
            shownFor: (job) => job.status === JobStatus.NORMAL,
            onClick: (job) => void setStatus(job, JobStatus.STOP),
            beforeDelete: true,
          },
          {
            label: '执行一次',
            icon: <CaretRightOutlined aria-hidden />,
            permission: Permissions.infra.job.trigger,
            more: true,
            onClick: (job) =>
              void confirmed({ confirm: `确认要立即执行一次"${job.name}"任务吗?`, run: () => callApi(jobApi.trigger, { query: { id: job.id } }), success: '执行成功' }),
          },
          { label: '任务详细', icon: <EyeOutlined aria-hidden />, permission: Permissions.infra.job.query, more: true, onClick: setViewing },
          { label: '调度日志', icon: <FileTextOutlined aria-hidden />, permission: Permissions.infra.job.query, more: true, onClick: logsOf },
        ]}
        form={{ width: 700, labelWidth: 120, fields }}
      />
      <JobDetailDialog job={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
