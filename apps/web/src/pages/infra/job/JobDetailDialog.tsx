/**
 * 任务详细: the job's facts as the reference shows them (intervals in 毫秒, a monitor timeout of
 * 0 as 未开启) and its next five fire times, asked of the server, which reads the expression the
 * way the scheduler does.
 */
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Timeline } from 'antd';
import { Dicts, jobApi, type Job } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';

export default function JobDetailDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const next = useQuery({
    queryKey: ['job-next-times', job?.id],
    queryFn: () => callApi(jobApi.nextTimes, { query: { id: job!.id } }),
    enabled: job !== null,
  });
  return (
    <Modal open={job !== null} title="任务详细" width={700} footer={null} onCancel={onClose} destroyOnHidden>
      {job && (
        <Descriptions column={2} bordered size="small" labelStyle={{ width: 120 }}>
          <Descriptions.Item label="任务编号">{job.id}</Descriptions.Item>
          <Descriptions.Item label="任务名称">{job.name}</Descriptions.Item>
          <Descriptions.Item label="任务状态">
            <DictTag type={Dicts.infraJobStatus} value={job.status} />
          </Descriptions.Item>
          <Descriptions.Item label="处理器的名字">{job.handlerName}</Descriptions.Item>
          <Descriptions.Item label="处理器的参数">{job.handlerParam}</Descriptions.Item>
          <Descriptions.Item label="CRON 表达式">{job.cronExpression}</Descriptions.Item>
          <Descriptions.Item label="重试次数">{job.retryCount}</Descriptions.Item>
          <Descriptions.Item label="重试间隔">{job.retryInterval} 毫秒</Descriptions.Item>
          <Descriptions.Item label="监控超时时间" span={2}>
            {job.monitorTimeout > 0 ? `${job.monitorTimeout} 毫秒` : '未开启'}
          </Descriptions.Item>
          <Descriptions.Item label="后续执行时间" span={2}>
            {next.data && next.data.length === 0 ? (
              '不再执行'
            ) : (
              <Timeline style={{ marginTop: 12, marginBottom: -24 }} items={(next.data ?? []).map((at) => ({ children: parseTime(at) }))} />
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
