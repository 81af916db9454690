/**
 * 任务分配规则: who each user task of a process goes to, one row per user task (a task without
 * a rule shows 未配置). Opened for a model the rules can be changed (修改, for holders of the
 * permission the save needs: create for a task without a rule, update otherwise); opened for a
 * deployed definition they are its read-only copy.
 */
import { useState } from 'react';
import { Button, Modal, Table, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Permissions, taskAssignRuleApi, type BpmAssignRule } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';
import DictTag from '../../../dict/DictTag';
import { useCan } from '../../../permission/useCan';
import RuleFormDialog from './RuleFormDialog';
import { RULE_TYPE_DICT, useRuleLookups } from './ruleLookups';
import './assign-rule.css';

export type AssignRuleTarget = { modelId: number } | { processDefinitionId: string };

export interface AssignRuleDialogProps {
  /** Whose rules are shown; null: closed. */
  target: AssignRuleTarget | null;
  onClose: () => void;
}

export default function AssignRuleDialog({ target, onClose }: AssignRuleDialogProps) {
  return (
    <Modal open={target !== null} title="任务分配规则" width={800} footer={null} onCancel={onClose} destroyOnHidden>
      {/* Mounted only while open: the option lists load when the dialog is first shown. */}
      {target && <RuleTable target={target} />}
    </Modal>
  );
}

function RuleTable({ target }: { target: AssignRuleTarget }) {
  const rules = useEntityQuery(taskAssignRuleApi.list, { query: target });
  const lookups = useRuleLookups();
  const can = useCan();
  const [editing, setEditing] = useState<BpmAssignRule | null>(null);
  const modelId = 'modelId' in target ? target.modelId : null;
  const mayEdit = (rule: BpmAssignRule) =>
    can.hasPermission(rule.id === null ? Permissions.bpm.taskAssignRule.create : Permissions.bpm.taskAssignRule.update);
  return (
    <>
      <Table<BpmAssignRule>
        rowKey="taskDefinitionKey"
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        pagination={false}
        scroll={{ x: 760 }}
        aria-label="任务分配规则"
        columns={[
          { title: '任务名', dataIndex: 'taskDefinitionName', width: 120, align: 'center', fixed: 'left' },
          { title: '任务标识', dataIndex: 'taskDefinitionKey', width: 120, align: 'center', ellipsis: { showTitle: true } },
          {
            title: '规则类型',
            dataIndex: 'type',
            width: 120,
            align: 'center',
            render: (_, rule) => (rule.type === null ? <Tag color="warning">未配置</Tag> : <DictTag type={RULE_TYPE_DICT} value={rule.type} />),
          },
          {
            title: '规则范围',
            dataIndex: 'options',
            align: 'center',
            render: (_, rule) => (
              <span className="bpm-assign-rule-options">
                {rule.options.map((option) => (
                  <Tag key={option}>{lookups.nameOf(rule.type, option)}</Tag>
                ))}
              </span>
            ),
          },
          ...(modelId === null
            ? []
            : [
                {
                  title: '操作',
                  key: 'action',
                  width: 90,
                  align: 'center' as const,
                  render: (_: unknown, rule: BpmAssignRule) =>
                    mayEdit(rule) && (
                      <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing(rule)}>
                        修改
                      </Button>
                    ),
                },
              ]),
        ]}
      />
      {modelId !== null && <RuleFormDialog modelId={modelId} rule={editing} lookups={lookups} onClose={() => setEditing(null)} />}
    </>
  );
}
