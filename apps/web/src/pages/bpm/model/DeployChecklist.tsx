/**
 * What 发布流程 will ask of a model, said in 新建流程 and 修改流程 before the user hits it: a
 * diagram (设计流程), a category and a start form (修改流程), and a rule for every user task
 * of the diagram (分配规则). The server refuses a deploy that lacks any of them
 * (definition/deploy.service.ts); the category is what 修改流程 asks with the form.
 *
 * In 修改流程 it is a live checklist: the diagram as saved, the category and form as chosen in
 * the dialog now, and the rules of the saved diagram's user tasks (for holders of
 * `bpm:task-assign-rule:query`; others see the requirement without the rules' state).
 * It stands in the dialog's fields as a control that holds no value (`DEPLOY_CHECKLIST`).
 */
import { Alert, Form, Spin } from 'antd';
import { CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { BpmModelFormType, modelApi, Permissions, taskAssignRuleApi, type BpmAssignRule, Dicts } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useCan } from '../../../permission/useCan';
import { useDictDatas } from '../../../stores/dictStore';

export const DEPLOY_NEEDS = '发布前需要：流程图、流程分类、流程表单、每个用户任务的分配规则';

/** The dialog field the checklist stands in; it holds no value and is never sent. */
export const DEPLOY_CHECKLIST = 'deployChecklist';
export const DEPLOY_CHECKLIST_LABEL = '发布检查';

interface Item {
  name: string;
  done: boolean | null;
  text: string;
}

/** The rules item: which user tasks of the saved diagram still have no rule. */
function rulesItem(hasDiagram: boolean, rules: readonly BpmAssignRule[] | undefined, canQuery: boolean, failed: boolean): Item {
  const name = '分配规则';
  if (!hasDiagram) return { name, done: false, text: '先设计流程图，再为每个用户任务配置分配规则' };
  if (!canQuery) return { name, done: null, text: '每个用户任务都需要分配规则（无权查看分配规则）' };
  if (failed) return { name, done: null, text: '每个用户任务都需要分配规则（分配规则加载失败）' };
  if (rules === undefined) return { name, done: null, text: '加载中...' };
  if (rules.length === 0) return { name, done: true, text: '流程图中没有用户任务' };
  const missing = rules.filter((rule) => rule.id === null).map((rule) => rule.taskDefinitionName || rule.taskDefinitionKey);
  if (missing.length === 0) return { name, done: true, text: `${rules.length} 个用户任务都已配置` };
  return { name, done: false, text: `未配置：${missing.join('、')}（点击【分配规则】配置）` };
}

function Checklist({ items }: { items: Item[] }) {
  return (
    <ul className="bpm-model-checklist" aria-label="发布检查项">
      {items.map((item) => (
        <li key={item.name} data-done={item.done === null ? 'unknown' : String(item.done)}>
          {item.done === true ? (
            <CheckCircleFilled aria-hidden style={{ color: '#52c41a' }} />
          ) : item.done === false ? (
            <ExclamationCircleFilled aria-hidden style={{ color: '#faad14' }} />
          ) : (
            <InfoCircleFilled aria-hidden style={{ color: '#bfbfbf' }} />
          )}
          <span className="bpm-model-checklist-name">{item.name}：</span>
          <span>{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

export interface DeployChecklistProps {
  /** The model edited; undefined in 新建流程 (the requirement is said, nothing is checked). */
  modelId?: number;
  /** Set by the form item the checklist stands in. */
  id?: string;
}

/**
 * The column's width and no more: without it, the Alert's longest line would widen the form
 * item's control column past the dialog, and the row would wrap it under its label.
 */
const FILL = { width: 0, minWidth: '100%' } as const;

export default function DeployChecklist({ modelId, id }: DeployChecklistProps) {
  if (modelId === undefined) {
    return (
      <Alert
        id={id}
        style={FILL}
        type="info"
        showIcon
        title={DEPLOY_NEEDS}
        description="新建后：在【设计流程】中画流程图，在【修改流程】中选择流程分类和流程表单，在【分配规则】中为每个用户任务指定审批人。"
      />
    );
  }
  return <LiveChecklist modelId={modelId} id={id} />;
}

function LiveChecklist({ modelId, id }: { modelId: number; id?: string }) {
  const can = useCan();
  const canQueryRules = can.hasPermission(Permissions.bpm.taskAssignRule.query);
  const model = useEntityQuery(modelApi.get, { query: { id: modelId } });
  const rules = useEntityQuery(taskAssignRuleApi.list, { query: { modelId } }, canQueryRules);
  const categories = useDictDatas(Dicts.bpmModelCategory);
  const category = Form.useWatch<string | null | undefined>('category');
  const formType = Form.useWatch<number | null | undefined>('formType');
  const formId = Form.useWatch<number | null | undefined>('formId');
  const createPath = Form.useWatch<string | null | undefined>('formCustomCreatePath');
  const viewPath = Form.useWatch<string | null | undefined>('formCustomViewPath');

  if (!model.data) return model.isError ? null : <Spin size="small" />;
  const hasDiagram = !!model.data.bpmnXml;
  const categoryLabel = categories.find((entry) => entry.value === category)?.label ?? category;
  const formDone =
    (formType === BpmModelFormType.NORMAL && formId !== null && formId !== undefined) || (formType === BpmModelFormType.CUSTOM && !!createPath?.trim() && !!viewPath?.trim());
  const items: Item[] = [
    { name: '流程图', done: hasDiagram, text: hasDiagram ? '已设计' : '未设计（点击【设计流程】设计）' },
    { name: '流程分类', done: !!category, text: category ? String(categoryLabel) : '未选择' },
    {
      name: '流程表单',
      done: formDone,
      text: formDone ? (formType === BpmModelFormType.NORMAL ? '已选择流程表单' : '已填写业务表单路由') : formType ? '未填写完整' : '未选择表单类型',
    },
    rulesItem(hasDiagram, rules.data, canQueryRules, rules.isError),
  ];
  const ready = items.every((item) => item.done === true);
  return (
    <Alert
      id={id}
      style={FILL}
      type={ready ? 'success' : 'warning'}
      showIcon={false}
      title={ready ? '已满足发布条件，保存后可点击【发布流程】' : DEPLOY_NEEDS}
      description={<Checklist items={items} />}
    />
  );
}
