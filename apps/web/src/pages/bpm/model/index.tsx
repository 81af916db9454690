/**
 * 流程模型 (`/bpm/manager/model`): the process models, filtered by key, name and category.
 * 新建流程 and 导入流程 (from a `.bpmn` file) add one; 修改流程 edits its name, category and
 * form (新建流程 says what 发布流程 will need, 修改流程 checks it live: DeployChecklist);
 * 设计流程 (or its key) opens the BPMN designer; 分配规则 says who each user task goes to;
 * 发布流程 deploys a new version of the definition, whose version, 激活状态 (a switch) and time
 * show under 最新部署的流程定义; 流程定义 lists every deployed version; 删除 asks first.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Table, Tag } from 'antd';
import { EditOutlined, ProfileOutlined, SendOutlined, SettingOutlined, TeamOutlined, UploadOutlined } from '@ant-design/icons';
import { BpmModelFormType, modelApi, Permissions, type BpmModelPageItem, Dicts } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { DATE_TIME_WIDTH } from '../../../crud/columnWidths';
import ListPage from '../../../crud/ListPage';
import ResourceFormDialog from '../../../crud/ResourceFormDialog';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { Can } from '../../../permission/Can';
import { useCan } from '../../../permission/useCan';
import { parseTime } from '../../../utils/date';
import AssignRuleDialog from '../assign-rule/AssignRuleDialog';
import FormDetailModal from '../form/FormDetailModal';
import DefinitionStateSwitch from './DefinitionStateSwitch';
import DeployChecklist, { DEPLOY_CHECKLIST_LABEL } from './DeployChecklist';
import ModelEditModal from './ModelEditModal';
import { modelCreateFields, type ModelCreateForm } from './modelFields';
import ModelImportModal from './ModelImportModal';
import { modelDesignPath } from './modelPaths';
import './model.css';

const DEPLOYED = '最新部署的流程定义';

/** 新建流程's fields, then what a deploy will need (said, not checked: nothing is configured yet); the note is never sent. */
type CreateForm = ModelCreateForm & { deployChecklist?: undefined };
const createForm = {
  width: 600,
  labelWidth: 125,
  titles: { create: '新建流程' },
  fields: [...modelCreateFields, { label: DEPLOY_CHECKLIST_LABEL, name: 'deployChecklist' as const, required: false, input: <DeployChecklist /> }],
  toBody: ({ deployChecklist: _checklist, ...values }: CreateForm) => values,
};

function formInfo(model: BpmModelPageItem, onShowForm: (formId: number) => void) {
  if (model.formType === BpmModelFormType.NORMAL && model.formId !== null)
    return (
      <Button type="link" size="small" onClick={() => onShowForm(model.formId!)}>
        {model.formName ?? `表单 ${model.formId}`}
      </Button>
    );
  if (model.formType === BpmModelFormType.CUSTOM) return <span>{model.formCustomCreatePath}</span>;
  return <span className="bpm-model-muted">暂无表单</span>;
}

export default function ModelPage() {
  const navigate = useNavigate();
  const design = (model: BpmModelPageItem) => void navigate(modelDesignPath(model.id));
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [formDetailId, setFormDetailId] = useState<number | null>(null);
  const [rulesOf, setRulesOf] = useState<number | null>(null);
  const confirmed = useConfirmedAction();
  const can = useCan();
  const deploy = (model: BpmModelPageItem) =>
    void confirmed({
      confirm: '是否部署该流程！！',
      run: () => callApi(modelApi.deploy, { query: { id: model.id } }),
      success: '部署成功',
      reloads: modelApi.page,
    });
  const definitions = (model: BpmModelPageItem) => void navigate(`/bpm/manager/definition?${new URLSearchParams({ key: model.key })}`);
  return (
    <div className="bpm-model-page">
      <ListPage
        // 修改流程 is the screen's own dialog, so the kit brings only 删除.
        api={{ page: modelApi.page, delete: modelApi.delete }}
        permissions={Permissions.bpm.model}
        noun="流程"
        onCreate={() => setCreating(true)}
        createLabel="新建流程"
        deleteConfirm={() => '是否删除该流程！！'}
        renderTable={(table) => <Table<BpmModelPageItem> {...table} bordered />}
        toolbar={
          <Can permissions={[Permissions.bpm.model.import]}>
            <Button color="cyan" variant="outlined" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
              导入流程
            </Button>
          </Can>
        }
        columns={[
          {
            title: '流程标识',
            dataIndex: 'key',
            width: 130,
            ellipsis: true,
            search: true,
            render: (model) => (
              <Button type="link" size="small" className="bpm-model-key" onClick={() => design(model)} title={model.key}>
                {model.key}
              </Button>
            ),
          },
          { title: '流程名称', dataIndex: 'name', width: 130, search: true },
          { title: '流程分类', dataIndex: 'category', width: 90, dict: Dicts.bpmModelCategory, search: { placeholder: '流程分类' } },
          { title: '表单信息', dataIndex: 'formName', key: 'form', width: 140, ellipsis: true, render: (model) => formInfo(model, setFormDetailId) },
          { title: '创建时间', dataIndex: 'createTime', width: 170, valueType: 'dateTime' },
          {
            title: '流程版本',
            dataIndex: 'processDefinition',
            key: 'version',
            group: DEPLOYED,
            width: 90,
            render: ({ processDefinition }) => (
              <Tag color={processDefinition ? 'blue' : 'warning'} className="bpm-model-version">
                {processDefinition ? `v${processDefinition.version}` : '未部署'}
              </Tag>
            ),
          },
          {
            title: '激活状态',
            dataIndex: 'processDefinition',
            key: 'suspensionState',
            group: DEPLOYED,
            width: 90,
            render: ({ id, name, processDefinition }) =>
              processDefinition && (
                <DefinitionStateSwitch
                  modelId={id}
                  name={name}
                  suspensionState={processDefinition.suspensionState}
                  editable={can.hasPermission(Permissions.bpm.model.update)}
                />
              ),
          },
          { title: '部署时间', dataIndex: 'processDefinition', key: 'deploymentTime', group: DEPLOYED, width: DATE_TIME_WIDTH, render: (model) => parseTime(model.processDefinition?.deploymentTime) },
        ]}
        rowActions={[
          { label: '修改流程', icon: <EditOutlined aria-hidden />, permission: Permissions.bpm.model.update, first: true, onClick: (model) => setEditingId(model.id) },
          { label: '设计流程', icon: <SettingOutlined aria-hidden />, permission: Permissions.bpm.model.update, first: true, onClick: design },
          { label: '分配规则', icon: <TeamOutlined aria-hidden />, permission: Permissions.bpm.taskAssignRule.query, beforeDelete: true, more: true, onClick: (model) => setRulesOf(model.id) },
          { label: '发布流程', icon: <SendOutlined aria-hidden />, permission: Permissions.bpm.model.deploy, beforeDelete: true, onClick: deploy },
          { label: '流程定义', icon: <ProfileOutlined aria-hidden />, permission: Permissions.bpm.processDefinition.query, beforeDelete: true, more: true, onClick: definitions },
        ]}
      >
        <ResourceFormDialog<CreateForm>
          api={modelApi}
          noun="流程"
          editing={creating ? {} : null}
          onClose={() => setCreating(false)}
          form={createForm}
        />
        <ModelImportModal open={importing} onClose={() => setImporting(false)} />
        <ModelEditModal modelId={editingId} onClose={() => setEditingId(null)} />
        <FormDetailModal formId={formDetailId} onClose={() => setFormDetailId(null)} />
        <AssignRuleDialog target={rulesOf === null ? null : { modelId: rulesOf }} onClose={() => setRulesOf(null)} />
      </ListPage>
    </div>
  );
}
