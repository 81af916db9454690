/**
 * 修改流程: name, description, category and the form the process starts with: a process form
 * (流程表单, designed in 流程表单) or a business form (the app's own create and view pages).
 * The fields of the form type not chosen are sent as null, so the model keeps no stale form.
 * Below them, 发布检查 says what 发布流程 still needs, as chosen so far (DeployChecklist).
 */
import { Radio, Select } from 'antd';
import { BpmModelFormType, formApi, modelApi, type BodyOf, type BpmModel, Dicts } from '@tenon/contracts';
import { dictOptions } from '../../../crud/dictOptions';
import ResourceFormDialog from '../../../crud/ResourceFormDialog';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import DeployChecklist, { DEPLOY_CHECKLIST_LABEL } from './DeployChecklist';
import { descriptionField, KEY_HINT } from './modelFields';

/** The update's fields, and the key and the deploy checklist, shown but never sent. */
type EditForm = Omit<BodyOf<typeof modelApi.update>, 'id'> & { key?: string; deployChecklist?: undefined };

/** When the dictionary is missing, the two form types still have their names. */
const FALLBACK_FORM_TYPES = [
  { label: '流程表单', value: BpmModelFormType.NORMAL },
  { label: '业务表单', value: BpmModelFormType.CUSTOM },
];

const ROUTE_PATTERN = /^\/\S*$/;
const routeField = (name: 'formCustomCreatePath' | 'formCustomViewPath', label: string, example: string) => ({
  label,
  name,
  tooltip: `业务表单的${label === '表单提交路由' ? '提交' : '查看'}页面，填写本系统的路由地址，例如：${example}`,
  placeholder: `请输入${label}，例如 ${example}`,
  maxLength: 255,
  required: `${label}不能为空`,
  rules: [{ pattern: ROUTE_PATTERN, message: `${label}需以 / 开头，且不能包含空格` }],
  shownWhen: (values: Partial<EditForm>) => values.formType === BpmModelFormType.CUSTOM,
});

export interface ModelEditModalProps {
  /** The model edited; null: closed. */
  modelId: number | null;
  onClose: () => void;
}

export default function ModelEditModal({ modelId, onClose }: ModelEditModalProps) {
  const forms = useEntityQuery(formApi.listAllSimple, undefined, modelId !== null);
  const formTypeEntries = useDictDatas(Dicts.bpmModelFormType);
  const formTypeOptions = formTypeEntries.length > 0 ? dictOptions(formTypeEntries, Number) : FALLBACK_FORM_TYPES;
  return (
    <ResourceFormDialog<EditForm, BpmModel>
      api={modelApi}
      noun="流程"
      editing={modelId === null ? null : { id: modelId }}
      onClose={onClose}
      form={{
        width: 600,
        labelWidth: 125,
        toBody: ({ key: _key, deployChecklist: _checklist, ...values }) => {
          const normal = values.formType === BpmModelFormType.NORMAL;
          const custom = values.formType === BpmModelFormType.CUSTOM;
          return {
            name: values.name,
            description: values.description ?? null,
            category: values.category ?? null,
            formType: values.formType ?? null,
            formId: normal ? (values.formId ?? null) : null,
            formCustomCreatePath: custom ? (values.formCustomCreatePath ?? null) : null,
            formCustomViewPath: custom ? (values.formCustomViewPath ?? null) : null,
          };
        },
        fields: [
          // An existing model's key became the process id and never changes.
          { label: '流程标识', name: 'key', tooltip: KEY_HINT, whenEditing: 'disabled', required: false },
          { label: '流程名称', name: 'name', required: true },
          descriptionField,
          { label: '流程分类', name: 'category', kind: 'select', dict: Dicts.bpmModelCategory, required: true },
          { label: '表单类型', name: 'formType', required: true, input: <Radio.Group options={formTypeOptions} /> },
          {
            label: '流程表单',
            name: 'formId',
            tooltip: '流程表单在【流程表单】菜单中设计，只能选择开启状态的表单',
            required: true,
            shownWhen: (values) => values.formType === BpmModelFormType.NORMAL,
            input: (
              <Select
                placeholder="请选择流程表单"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={forms.isFetching}
                options={(forms.data ?? []).map((item) => ({ label: item.name, value: item.id }))}
              />
            ),
          },
          routeField('formCustomCreatePath', '表单提交路由', '/bpm/oa/leave/create'),
          routeField('formCustomViewPath', '表单查看路由', '/bpm/oa/leave/detail'),
          { label: DEPLOY_CHECKLIST_LABEL, name: 'deployChecklist', required: false, input: <DeployChecklist modelId={modelId ?? undefined} /> },
        ],
      }}
    />
  );
}
