/**
 * 添加 / 编辑 an execution or task listener (a 600 px dialog). The listener type decides which
 * of Java类 / 表达式 / 代理表达式 / 脚本 is asked for, each required with the reference
 * product's wording; a task listener also needs its ID and, on 超时, may carry a timer.
 * Injected fields are edited here too and only reach the diagram with 确定, so the whole
 * listener is saved in one undo step.
 */
import { useState } from 'react';
import { Divider, Form, Input, Select } from 'antd';
import ItemFormModal from '../shared/ItemFormModal';
import ItemTable, { ItemTableHeader } from '../shared/ItemTable';
import { replaceOrAppend, withoutIndex } from '../shared/listEdits';
import { SCRIPT_TYPES } from '../shared/scriptType';
import { useEditorSession } from '../shared/useEditorSession';
import ListenerFieldModal from './ListenerFieldModal';
import {
  FIELD_TYPES,
  LISTENER_KINDS,
  LISTENER_TYPES,
  TIMER_TYPES,
  labelOf,
  type ListenerField,
  type ListenerKind,
  type ListenerValues,
} from './listenerModel';

export interface ListenerEditorProps {
  kind: ListenerKind;
  open: boolean;
  adding: boolean;
  initialValues: ListenerValues;
  initialFields: ListenerField[];
  onSave: (values: ListenerValues, fields: ListenerField[]) => void;
  onClose: () => void;
}

const required = (message: string) => [{ required: true, whitespace: true, message }];

export default function ListenerEditor({ kind, open, adding, initialValues, initialFields, onSave, onClose }: ListenerEditorProps) {
  const spec = LISTENER_KINDS[kind];
  const [form] = Form.useForm<ListenerValues>();
  const event = Form.useWatch('event', form);
  const listenerType = Form.useWatch('listenerType', form);
  const scriptType = Form.useWatch('scriptType', form);
  const timerType = Form.useWatch('timerType', form);
  // The editor is remounted for each opening, so the fields start from the listener's.
  const [fields, setFields] = useState(initialFields);
  const fieldEditor = useEditorSession<ListenerField>({});

  const typeSpec = LISTENER_TYPES.find((t) => t.value === listenerType);
  const saveField = (field: ListenerField) => setFields((list) => replaceOrAppend(list, fieldEditor.session.index, field));

  return (
    <>
      <ItemFormModal<ListenerValues>
        open={open}
        title={`${adding ? '添加' : '编辑'}${spec.label}`}
        width={600}
        form={form}
        initialValues={initialValues}
        onSave={(values) => onSave(values, fields)}
        onClose={onClose}
      >
        <Form.Item label="事件类型" name="event" rules={[{ required: true, message: '请选择事件类型' }]}>
          <Select options={spec.events} placeholder="请选择" />
        </Form.Item>
        {kind === 'task' && (
          <Form.Item label="监听器ID" name="id" rules={required('请填写监听器ID')}>
            <Input allowClear />
          </Form.Item>
        )}
        <Form.Item label="监听器类型" name="listenerType" rules={[{ required: true, message: '请选择监听器类型' }]}>
          <Select options={LISTENER_TYPES} placeholder="请选择" />
        </Form.Item>
        {typeSpec && typeSpec.value !== 'script' && (
          <Form.Item key={typeSpec.value} label={typeSpec.label} name={typeSpec.value} rules={required(typeSpec.message)}>
            <Input allowClear />
          </Form.Item>
        )}
        {listenerType === 'script' && (
          <>
            <Form.Item label="脚本格式" name="scriptFormat" rules={required('请填写脚本格式')}>
              <Input allowClear placeholder="如 groovy、javascript" />
            </Form.Item>
            <Form.Item label="脚本类型" name="scriptType" rules={[{ required: true, message: '请选择脚本类型' }]}>
              <Select options={SCRIPT_TYPES} placeholder="请选择" />
            </Form.Item>
            {scriptType === 'inlineScript' && (
              <Form.Item label="脚本内容" name="value" rules={required('请填写脚本内容')}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
              </Form.Item>
            )}
            {scriptType === 'externalScript' && (
              <Form.Item label="资源地址" name="resource" rules={required('请填写资源地址')}>
                <Input allowClear />
              </Form.Item>
            )}
          </>
        )}
        {kind === 'task' && event === 'timeout' && (
          <>
            <Form.Item label="定时器类型" name="timerType">
              <Select options={TIMER_TYPES} placeholder="请选择" />
            </Form.Item>
            {timerType && timerType !== 'none' && (
              <Form.Item label="定时器" name="timerValue" rules={required('请填写定时器配置')}>
                <Input allowClear placeholder={TIMER_PLACEHOLDER[timerType]} />
              </Form.Item>
            )}
          </>
        )}
        <Divider size="small" />
        <ItemTableHeader title="注入字段" addLabel="添加字段" onAdd={() => fieldEditor.openAt(-1, {})} />
        <ItemTable<ListenerField>
          label="注入字段列表"
          items={fields}
          columns={[
            { title: '字段名称', render: (f) => f.name },
            { title: '字段类型', render: (f) => labelOf(FIELD_TYPES, f.fieldType), width: 80 },
            { title: '字段值/表达式', render: (f) => (f.fieldType === 'expression' ? f.expression : f.string) },
          ]}
          onEdit={(index) => fieldEditor.openAt(index, fields[index] ?? {})}
          onRemove={(index) => setFields((list) => withoutIndex(list, index))}
          removeConfirm="确认移除该字段吗？"
        />
      </ItemFormModal>
      {/* A sibling, not a child, of the listener form: its submit must not reach that form. */}
      <ListenerFieldModal
        key={fieldEditor.session.key}
        open={fieldEditor.session.open}
        adding={fieldEditor.session.index < 0}
        initialValues={fieldEditor.session.initial}
        onSave={saveField}
        onClose={fieldEditor.close}
      />
    </>
  );
}

/** Examples in ISO 8601, the notation the engine reads for each timer type. */
const TIMER_PLACEHOLDER: Record<string, string> = {
  date: '如 2024-12-31T23:59:59',
  duration: '如 PT1H（1 小时）',
  cycle: '如 R3/PT10M（每 10 分钟，共 3 次）',
};
