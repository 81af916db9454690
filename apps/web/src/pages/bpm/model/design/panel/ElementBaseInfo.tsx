/**
 * 常规: for the process its key (流程标识, fixed once it has an id) and name (流程名称), both
 * required; for any other element its ID and 名称. Each change is one modelling command,
 * so one undo takes it back.
 */
import { useEffect, useId } from 'react';
import { Form, Input } from 'antd';
import { MODEL_KEY_PATTERN } from '@tenon/contracts';
import type { SectionProps } from './shared/types';
import { updateElement } from './shared/moddle';

const xmlName = new RegExp(MODEL_KEY_PATTERN);

interface Values {
  id: string;
  name: string;
}

export default function ElementBaseInfo({ modeler, element, version }: SectionProps) {
  const [form] = Form.useForm<Values>();
  // Field ids are prefixed by the form's name: `id` alone could clash with another form's field.
  const formName = `element-base-${useId()}`;
  const isProcess = element.type === 'bpmn:Process';
  const bo = element.businessObject;

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ id: bo.id ?? '', name: bo.name ?? '' });
  }, [form, bo, version]);

  const registry = () => modeler.get('elementRegistry') as { get(id: string): unknown };

  const commitId = (value: string) => {
    // Only an XML name becomes the id: anything else would make the diagram unreadable.
    if (!value || value === bo.id || !xmlName.test(value) || registry().get(value)) return;
    updateElement(modeler, element, { id: value, di: { id: `${value}_di` } });
  };

  const commitName = (value: string) => {
    if (isProcess && !value) return;
    if (value === (bo.name ?? '')) return;
    updateElement(modeler, element, { name: value || undefined });
  };

  const onBlurOrEnter = (field: keyof Values) => () => {
    const value = (form.getFieldValue(field) as string | undefined)?.trim() ?? '';
    if (field === 'id') commitId(value);
    else commitName(value);
  };

  const idRules = isProcess
    ? [{ required: true, message: '流程标识不能为空' }]
    : [{ pattern: xmlName, message: 'ID 须以字母或下划线开头，只含字母、数字、-、_、.、$' }];
  return (
    <Form form={form} name={formName} labelCol={{ flex: '90px' }} size="small" aria-label="常规信息">
      <Form.Item label={isProcess ? '流程标识' : 'ID'} name="id" rules={idRules} validateTrigger="onBlur">
        <Input
          placeholder={isProcess ? '请输入流程标识' : undefined}
          disabled={isProcess && Boolean(bo.id)}
          onBlur={onBlurOrEnter('id')}
          onPressEnter={onBlurOrEnter('id')}
        />
      </Form.Item>
      <Form.Item
        label={isProcess ? '流程名称' : '名称'}
        name="name"
        rules={isProcess ? [{ required: true, message: '流程名称不能为空' }] : undefined}
        validateTrigger="onBlur"
      >
        <Input
          placeholder={isProcess ? '请输入流程名称' : undefined}
          allowClear
          onBlur={onBlurOrEnter('name')}
          onPressEnter={onBlurOrEnter('name')}
        />
      </Form.Item>
    </Form>
  );
}
