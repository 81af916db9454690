/**
 * 调用活动: the called process's key (calledElement; the engine starts that key's latest active
 * definition) and the variables copied in when it starts and back out when it ends.
 */
import { useId } from 'react';
import { Form } from 'antd';
import type { SectionProps } from '../shared/types';
import { businessObject, updateElement } from '../shared/moddle';
import CalledElementInput from './CalledElementInput';
import MappingList from './MappingList';

export default function CallActivityConfig(props: SectionProps) {
  const { modeler, element } = props;
  const id = useId();
  const calledElement = businessObject(element).calledElement;

  return (
    <>
      <Form size="small" labelCol={{ flex: '110px' }} aria-label="调用活动">
        <Form.Item label="被调用流程标识" htmlFor={id} extra="调用时取该标识最新的已激活版本" required>
          <CalledElementInput
            id={id}
            value={typeof calledElement === 'string' ? calledElement : ''}
            onCommit={(key) => updateElement(modeler, element, { calledElement: key || undefined })}
          />
        </Form.Item>
      </Form>
      <MappingList {...props} direction="in" />
      <MappingList {...props} direction="out" />
    </>
  );
}
