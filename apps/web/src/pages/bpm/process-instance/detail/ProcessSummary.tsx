/**
 * The head of 流程详情: the process's name with its 状态 and 结果 in words (dictionaries
 * bpm_process_instance_status: 进行中 / 已完成, bpm_process_instance_result: 处理中 / 通过 /
 * 不通过 / 已取消), who started it and when, and when it ended. The diagram's colours say the
 * same, but not to everyone.
 */
import { Card, Descriptions, Space, Tag } from 'antd';
import type { BpmProcessInstance } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { Dicts } from '@tenon/contracts';

export default function ProcessSummary({ instance }: { instance: BpmProcessInstance }) {
  const starter = instance.startUser;
  return (
    <Card
      title={instance.name}
      variant="outlined"
      style={{ marginBottom: 16 }}
      aria-label="流程概要"
      extra={
        <Space size="middle" wrap>
          <span data-testid="process-status">
            状态：
            <DictTag type={Dicts.bpmProcessInstanceStatus} value={instance.status} />
          </span>
          <span data-testid="process-result">
            结果：
            <DictTag type={Dicts.bpmProcessInstanceResult} value={instance.result} />
          </span>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'starter',
            label: '发起人',
            children: (
              <span>
                {starter?.nickname ?? ''}
                {starter?.deptName && (
                  <Tag color="blue" style={{ marginLeft: 8 }}>
                    {starter.deptName}
                  </Tag>
                )}
              </span>
            ),
          },
          { key: 'createTime', label: '发起时间', children: parseTime(instance.createTime) },
          { key: 'endTime', label: '结束时间', children: instance.endTime ? parseTime(instance.endTime) : '-' },
        ]}
      />
    </Card>
  );
}
