/**
 * 修改流程: name, description, category and the form the process starts with: a process form
 * (流程表单, designed in 流程表单) or a business form (the app's own create and view pages).
 * The fields of the form type not chosen are sent as null, so the model keeps no stale form.
 */
import { useEffect } from 'react';
import { Form, Input, Radio, Select, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { BpmModelFormType, formApi, modelApi, type BpmModel } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { dictOptions } from '../../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../../crud/usePagedList';
import { useDictDatas } from '../../../../stores/dictStore';
import { ModelDescriptionItem, ModelKeyItem, ModelNameItem } from './modelFields';

type EditForm = Pick<BpmModel, 'key' | 'name' | 'description' | 'category' | 'formType' | 'formId' | 'formCustomCreatePath' | 'formCustomViewPath'>;

/** When the dictionary is missing, the two form types still have their names. */
const FALLBACK_FORM_TYPES = [
  { label: '流程表单', value: BpmModelFormType.NORMAL },
  { label: '业务表单', value: BpmModelFormType.CUSTOM },
];

const hint = (title: string) => (
  <Tooltip title={title}>
    <QuestionCircleOutlined aria-hidden style={{ marginLeft: 4, color: '#909399' }} />
  </Tooltip>
);

export interface ModelEditModalProps {
  /** The model edited; null: closed. */
  modelId: number | null;
  onClose: () => void;
  onSaved: () => void;
}

export default function ModelEditModal({ modelId, onClose, onSaved }: ModelEditModalProps) {
  const [form] = Form.useForm<EditForm>();
  const invalidate = useInvalidateEntity();
  const open = modelId !== null;
  const record = useEntityQuery(modelApi.get, { query: { id: modelId ?? 0 } }, open);
  const forms = useEntityQuery(formApi.listAllSimple, undefined, open);
  const categoryOptions = dictOptions(useDictDatas('bpm_model_category'));
  const formTypeEntries = useDictDatas('bpm_model_form_type');
  const formTypeOptions = formTypeEntries.length > 0 ? dictOptions(formTypeEntries, Number) : FALLBACK_FORM_TYPES;
  const formType = Form.useWatch('formType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record.data) form.setFieldsValue(record.data);
  }, [open, record.data, form]);

  const submit = async (values: EditForm) => {
    if (modelId === null) return false;
    const normal = values.formType === BpmModelFormType.NORMAL;
    const custom = values.formType === BpmModelFormType.CUSTOM;
    try {
      await callApi(modelApi.update, {
        body: {
          id: modelId,
          name: values.name,
          description: values.description ?? null,
          category: values.category ?? null,
          formType: (values.formType ?? null) as 10 | 20 | null,
          formId: normal ? (values.formId ?? null) : null,
          formCustomCreatePath: custom ? (values.formCustomCreatePath ?? null) : null,
          formCustomViewPath: custom ? (values.formCustomViewPath ?? null) : null,
        },
      });
    } catch {
      return false;
    }
    onSaved();
    await invalidate(modelApi.page);
    return true;
  };

  return (
    <FormModal<EditForm>
      open={open}
      title="修改流程"
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={record.isFetching}
      width={600}
      labelWidth={125}
    >
      <ModelKeyItem readOnly />
      <ModelNameItem />
      <ModelDescriptionItem />
      <Form.Item label="流程分类" name="category" rules={[{ required: true, message: '流程分类不能为空' }]}>
        <Select placeholder="请选择流程分类" allowClear options={categoryOptions} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="表单类型" name="formType" rules={[{ required: true, message: '表单类型不能为空' }]}>
        <Radio.Group options={formTypeOptions} />
      </Form.Item>
      {formType === BpmModelFormType.NORMAL && (
        <Form.Item label={<span>流程表单{hint('流程表单在【流程表单】菜单中设计，只能选择开启状态的表单')}</span>} name="formId" rules={[{ required: true, message: '流程表单不能为空' }]}>
          <Select
            placeholder="请选择流程表单"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={forms.isFetching}
            options={(forms.data ?? []).map((item) => ({ label: item.name, value: item.id }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      {formType === BpmModelFormType.CUSTOM && (
        <>
          <Form.Item
            label={<span>表单提交路由{hint('业务表单的提交页面，填写本系统的路由地址，例如：/bpm/oa/leave/create')}</span>}
            name="formCustomCreatePath"
            rules={[
              { required: true, whitespace: true, message: '表单提交路由不能为空' },
              { pattern: /^\/\S*$/, message: '表单提交路由需以 / 开头，且不能包含空格' },
            ]}
          >
            <Input placeholder="请输入表单提交路由，例如 /bpm/oa/leave/create" maxLength={255} />
          </Form.Item>
          <Form.Item
            label={<span>表单查看路由{hint('业务表单的查看页面，填写本系统的路由地址，例如：/bpm/oa/leave/detail')}</span>}
            name="formCustomViewPath"
            rules={[
              { required: true, whitespace: true, message: '表单查看路由不能为空' },
              { pattern: /^\/\S*$/, message: '表单查看路由需以 / 开头，且不能包含空格' },
            ]}
          >
            <Input placeholder="请输入表单查看路由，例如 /bpm/oa/leave/detail" maxLength={255} />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
