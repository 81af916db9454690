/**
 * 审批记录: the instance's tasks as a timeline (cancelled ones left out, unfinished first), each
 * with its result in words (dictionary bpm_process_instance_result: 处理中, 通过, 不通过, 退回,
 * 委派…; the dot's colour says it too), approver, times, duration and reason; the signers added
 * to a task are listed under it, and its assignee may withdraw (减签) a signer who has not finished.
 */
import { useState } from 'react';
import { Button, Card, Space, Tag, Timeline, Typography } from 'antd';
import type { BpmInstanceTask } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { formatDuration } from '../../task/duration';
import DeleteSignDialog, { type DeleteSignDialogProps } from './DeleteSignDialog';
import { resultColor, timelineTasks } from './timeline';
import { Dicts } from '@tenon/contracts';

type TaskFields = Omit<BpmInstanceTask, 'children'>;

export interface ApprovalTimelineProps {
  tasks: readonly BpmInstanceTask[];
  userId: number | undefined;
  onDone: () => void;
}

/** A task's result as its word, beside the task's name. */
const resultTag = (task: TaskFields) => (
  <span data-testid="task-result">
    <DictTag type={Dicts.bpmProcessInstanceResult} value={task.result} />
  </span>
);

function TaskRecord({ task }: { task: TaskFields }) {
  return (
    <div>
      <div>
        审批人：{task.assigneeUser?.nickname ?? ''}
        {task.assigneeUser?.deptName && (
          <Tag color="blue" style={{ marginLeft: 8 }}>
            {task.assigneeUser.deptName}
          </Tag>
        )}
      </div>
      <div>创建时间：{parseTime(task.createTime)}</div>
      {task.endTime && <div>审批时间：{parseTime(task.endTime)}</div>}
      {task.durationInMillis != null && <div>耗时：{formatDuration(task.durationInMillis)}</div>}
      {task.reason && <div>审批建议：{task.reason}</div>}
    </div>
  );
}

export default function ApprovalTimeline({ tasks, userId, onDone }: ApprovalTimelineProps) {
  const [deleting, setDeleting] = useState<DeleteSignDialogProps['task']>(null);
  const items = timelineTasks(tasks).map((task) => {
    const mine = userId !== undefined && task.assigneeUser?.id === userId;
    return {
      key: task.id,
      color: resultColor(task.result),
      content: (
        <Card size="small" title={`任务：${task.name}`} extra={resultTag(task)} data-testid="timeline-task">
          <TaskRecord task={task} />
          {task.children.length > 0 && (
            <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
              <Typography.Text type="secondary">加签任务</Typography.Text>
              {task.children.map((child) => (
                <Card key={child.id} size="small" type="inner" title={`任务：${child.name}`} extra={resultTag(child)}>
                  <TaskRecord task={child} />
                  {mine && !child.endTime && (
                    <Button
                      size="small"
                      danger
                      style={{ marginTop: 4 }}
                      onClick={() => setDeleting({ id: child.id, name: child.name, nickname: child.assigneeUser?.nickname ?? '' })}
                    >
                      减签
                    </Button>
                  )}
                </Card>
              ))}
            </Space>
          )}
        </Card>
      ),
    };
  });
  return (
    <Card title="审批记录" variant="outlined" style={{ marginBottom: 16 }}>
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <Timeline items={items} />
      </div>
      <DeleteSignDialog task={deleting} onClose={() => setDeleting(null)} onDone={onDone} />
    </Card>
  );
}
