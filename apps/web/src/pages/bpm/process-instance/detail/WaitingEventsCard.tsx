/**
 * 等待中的事件 (ours): the messages, signals, timers and receive tasks the instance waits for,
 * so whoever drives it knows what to send (docs/workflow.md, "Driving what waits"). Shown only
 * when it waits for something.
 */
import { Card, Table, Tag } from 'antd';
import type { BpmWaitingEvent } from '@tenon/contracts';
import { parseTime } from '../../../../utils/date';

const TYPE_LABELS: Record<string, string> = { message: '消息', signal: '信号', timer: '定时器', receive: '接收任务' };

export default function WaitingEventsCard({ events }: { events: readonly BpmWaitingEvent[] | undefined }) {
  if (!events?.length) return null;
  return (
    <Card title="等待中的事件" variant="outlined" style={{ marginBottom: 16 }}>
      <Table<BpmWaitingEvent>
        rowKey={(row) => `${row.activityId}:${row.type}:${row.eventName ?? ''}`}
        size="small"
        pagination={false}
        dataSource={[...events]}
        columns={[
          {
            key: 'activity',
            title: '活动',
            render: (_, row) => (
              <span>
                {row.activityName || row.activityId}
                {row.attachedTo && (
                  <Tag color="purple" style={{ marginLeft: 8 }}>
                    边界事件
                  </Tag>
                )}
              </span>
            ),
          },
          { key: 'type', title: '类型', render: (_, row) => TYPE_LABELS[row.type] ?? row.type },
          { key: 'eventName', title: '事件名称', render: (_, row) => row.eventName ?? '-' },
          { key: 'dueTime', title: '到期时间', render: (_, row) => (row.dueTime ? parseTime(row.dueTime) : '-') },
        ]}
      />
    </Card>
  );
}
