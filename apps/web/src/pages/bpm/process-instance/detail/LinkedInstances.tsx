/**
 * The instances a call activity links to this one (ours: the reference has no call activities):
 * the one whose call activity started it, as a line at the head, and the ones its call
 * activities started, as the card 子流程. Each opens its own detail page.
 */
import { Link } from 'react-router';
import { Alert, Card, Table } from 'antd';
import { Dicts, type BpmLinkedInstance } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';
import { processInstanceDetailPath } from '../paths';

const linkTo = (linked: BpmLinkedInstance) => <Link to={processInstanceDetailPath(linked.id)}>{linked.name}</Link>;

export function ParentInstanceAlert({ parent }: { parent: BpmLinkedInstance | null }) {
  if (!parent) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="parent-instance"
      title={<span>由流程「{linkTo(parent)}」的调用活动发起</span>}
    />
  );
}

export function ChildInstancesCard({ instances }: { instances: readonly BpmLinkedInstance[] }) {
  if (instances.length === 0) return null;
  return (
    <Card title="子流程" variant="outlined" style={{ marginBottom: 16 }}>
      <Table<BpmLinkedInstance>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={[...instances]}
        columns={[
          { key: 'name', title: '流程名称', render: (_, row) => linkTo(row) },
          { key: 'status', title: '状态', render: (_, row) => <DictTag type={Dicts.bpmProcessInstanceStatus} value={row.status} /> },
          { key: 'result', title: '结果', render: (_, row) => <DictTag type={Dicts.bpmProcessInstanceResult} value={row.result} /> },
          { key: 'createTime', title: '发起时间', render: (_, row) => parseTime(row.createTime) },
          { key: 'endTime', title: '结束时间', render: (_, row) => (row.endTime ? parseTime(row.endTime) : '-') },
        ]}
      />
    </Card>
  );
}
