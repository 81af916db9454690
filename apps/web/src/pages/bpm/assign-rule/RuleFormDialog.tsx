/**
 * 修改任务规则: one user task's rule type and what it names (roles, departments, posts, users,
 * user groups or scripts). A task without a rule yet is created, one with a rule updated; the
 * task's name and key are shown, never sent as changes.
 */
import { App, Form, Input, Select, TreeSelect } from 'antd';
import { taskAssignRuleApi, type BodyOf, type BpmAssignRule } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { useInvalidateEntity } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import { OPTION_FIELDS, optionFieldOf, RULE_TYPE_DICT, type OptionField, type RuleLookups } from './ruleLookups';

type RuleType = BodyOf<typeof taskAssignRuleApi.update>['type'];

type RuleFormValues = {
  taskDefinitionName: string;
  taskDefinitionKey: string;
  type?: number;
} & Partial<Record<OptionField, number[]>>;

export interface RuleFormDialogProps {
  modelId: number;
  /** The task whose rule is edited; null: closed. */
  rule: BpmAssignRule | null;
  lookups: RuleLookups;
  onClose: () => void;
}

function valuesOf(rule: BpmAssignRule): RuleFormValues {
  const field = optionFieldOf(rule.type);
  return {
    taskDefinitionName: rule.taskDefinitionName,
    taskDefinitionKey: rule.taskDefinitionKey,
    type: rule.type ?? undefined,
    ...(field ? { [field.name]: rule.options } : {}),
  };
}

export default function RuleFormDialog({ modelId, rule, lookups, onClose }: RuleFormDialogProps) {
  const [form] = Form.useForm<RuleFormValues>();
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const typeEntries = useDictDatas(RULE_TYPE_DICT);
  const type = Form.useWatch('type', form);
  const shown = optionFieldOf(type);

  const save = async (values: RuleFormValues) => {
    if (!rule || values.type === undefined) return false;
    const ruleType = values.type as RuleType;
    const options = values[optionFieldOf(ruleType)!.name] ?? [];
    try {
      if (rule.id === null)
        await callApi(taskAssignRuleApi.create, { body: { modelId, taskDefinitionKey: rule.taskDefinitionKey, type: ruleType, options } });
      else await callApi(taskAssignRuleApi.update, { body: { id: rule.id, type: ruleType, options } });
    } catch {
      return false; // the request client showed the server's reason
    }
    message.success('修改成功');
    await invalidate(taskAssignRuleApi.list);
    return true;
  };

  return (
    <FormModal<RuleFormValues>
      open={rule !== null}
      title="修改任务规则"
      form={form}
      width={500}
      labelWidth={110}
      initialValues={rule ? valuesOf(rule) : undefined}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item label="任务名称" name="taskDefinitionName">
        <Input disabled />
      </Form.Item>
      <Form.Item label="任务标识" name="taskDefinitionKey">
        <Input disabled />
      </Form.Item>
      <Form.Item label="规则类型" name="type" rules={[{ required: true, message: '规则类型不能为空' }]}>
        <Select
          allowClear
          placeholder="请选择规则类型"
          options={typeEntries.map((entry) => ({ label: entry.label, value: Number(entry.value) }))}
        />
      </Form.Item>
      {OPTION_FIELDS.filter((field) => field === shown).map((field) => (
        <Form.Item key={field.name} label={field.label} name={field.name} rules={[{ required: true, message: `${field.label}不能为空` }]}>
          {field.name === 'deptIds' ? (
            <TreeSelect
              multiple
              allowClear
              treeData={lookups.deptTree}
              treeDefaultExpandAll
              placeholder="请选择指定部门"
              showSearch={{ treeNodeFilterProp: 'title' }}
            />
          ) : (
            <Select
              mode="multiple"
              allowClear
              placeholder={`请选择${field.label}`}
              options={lookups.byField[field.name]}
              optionFilterProp="label"
            />
          )}
        </Form.Item>
      ))}
    </FormModal>
  );
}
