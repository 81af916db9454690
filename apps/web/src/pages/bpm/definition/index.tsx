/**
 * 流程定义 (`/bpm/manager/definition?key=`, opened from a model's 流程定义): every deployed
 * version of one process, newest first. The name opens the diagram (流程图), the form its
 * deployed copy (a business form opens its create page), and 分配规则 the version's read-only
 * copy of the task assign rules. Only the newest version is 激活 after a deploy.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Table, Tag, Typography } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { BpmModelFormType, BpmSuspensionState, Permissions, processDefinitionApi, type BpmProcessDefinition, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import AssignRuleDialog from '../assign-rule/AssignRuleDialog';
import DefinitionFormDialog from './DefinitionFormDialog';
import DiagramDialog from './DiagramDialog';
import './definition.css';

function formInfo(definition: BpmProcessDefinition, showForm: (definition: BpmProcessDefinition) => void, openPage: (path: string) => void) {
  if (definition.formType === BpmModelFormType.NORMAL && definition.formId !== null)
    return (
      <Button type="link" size="small" onClick={() => showForm(definition)}>
        {definition.formName ?? `表单 ${definition.formId}`}
      </Button>
    );
  if (definition.formType === BpmModelFormType.CUSTOM && definition.formCustomCreatePath)
    return (
      <Button type="link" size="small" onClick={() => openPage(definition.formCustomCreatePath!)}>
        {definition.formCustomCreatePath}
      </Button>
    );
  return <span className="bpm-definition-muted">暂无表单</span>;
}

const stateTag = (state: number) =>
  state === BpmSuspensionState.ACTIVE ? <Tag color="success">激活</Tag> : state === BpmSuspensionState.SUSPENDED ? <Tag color="warning">挂起</Tag> : null;

export default function ProcessDefinitionPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const [diagramOf, setDiagramOf] = useState<string | null>(null);
  const [formOf, setFormOf] = useState<BpmProcessDefinition | null>(null);
  const [rulesOf, setRulesOf] = useState<string | null>(null);
  return (
    <ListPage
      api={{ page: processDefinitionApi.page }}
      permissions={Permissions.bpm.processDefinition}
      noun="流程定义"
      fixedFilters={key ? { key } : {}}
      renderTable={(table) => <Table<BpmProcessDefinition> {...table} rowKey="id" bordered />}
      toolbar={
        <Typography.Title level={5} className="bpm-definition-title">
          {key ? `流程定义：${key}` : '流程定义'}
        </Typography.Title>
      }
      columns={[
        { title: '定义编号', dataIndex: 'id', width: 320 },
        {
          title: '流程名称',
          dataIndex: 'name',
          width: 140,
          render: (definition) => (
            <Button type="link" size="small" onClick={() => setDiagramOf(definition.id)}>
              {definition.name}
            </Button>
          ),
        },
        { title: '定义分类', dataIndex: 'category', width: 100, dict: Dicts.bpmModelCategory },
        {
          title: '表单信息',
          dataIndex: 'formName',
          key: 'form',
          width: 200,
          ellipsis: true,
          render: (definition) => formInfo(definition, setFormOf, (path) => void navigate(path)),
        },
        {
          title: '流程版本',
          dataIndex: 'version',
          width: 90,
          render: (definition) => (
            <Tag color="blue" className="bpm-definition-tag">
              v{definition.version}
            </Tag>
          ),
        },
        { title: '状态', dataIndex: 'suspensionState', width: 80, render: (definition) => stateTag(definition.suspensionState) },
        { title: '部署时间', dataIndex: 'deploymentTime', width: 170, valueType: 'dateTime' },
        { title: '定义描述', dataIndex: 'description', width: 300 },
      ]}
      rowActions={[
        { label: '分配规则', icon: <TeamOutlined aria-hidden />, permission: Permissions.bpm.taskAssignRule.query, onClick: (definition) => setRulesOf(definition.id) },
      ]}
    >
      <DiagramDialog definitionId={diagramOf} onClose={() => setDiagramOf(null)} />
      <DefinitionFormDialog definition={formOf} onClose={() => setFormOf(null)} />
      <AssignRuleDialog target={rulesOf === null ? null : { processDefinitionId: rulesOf }} onClose={() => setRulesOf(null)} />
    </ListPage>
  );
}
