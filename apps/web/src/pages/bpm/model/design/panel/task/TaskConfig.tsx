/**
 * 任务配置 (user, script and receive tasks): the hint that assignment moved to the model's
 * 分配规则, 异步延续, then what the task type needs. Every change is one undo step.
 */
import type { ComponentType } from 'react';
import { Form } from 'antd';
import type { ModdleElement, SectionProps } from '../shared/types';
import { updateElement } from '../shared/moddle';
import AsyncCheckboxes from '../shared/AsyncCheckboxes';
import { asyncChange, readAsync, type AsyncKey } from '../shared/asyncContinuation';
import AssignmentHint from './AssignmentHint';
import UserTaskFields from './UserTaskFields';
import ScriptTaskFields from './ScriptTaskFields';
import ReceiveTaskFields from './ReceiveTaskFields';

const FIELDS_BY_TYPE: Record<string, ComponentType<SectionProps>> = {
  'bpmn:UserTask': UserTaskFields,
  'bpmn:ScriptTask': ScriptTaskFields,
  'bpmn:ReceiveTask': ReceiveTaskFields,
};

export default function TaskConfig(props: SectionProps) {
  const { modeler, element } = props;
  const bo = element.businessObject as unknown as ModdleElement;
  const Fields = FIELDS_BY_TYPE[element.type];

  const changeAsync = (key: AsyncKey, checked: boolean) => updateElement(modeler, element, asyncChange(readAsync(bo), key, checked).props);

  return (
    <>
      <AssignmentHint />
      <Form size="small" labelCol={{ flex: '90px' }} aria-label="任务配置">
        <Form.Item label="异步延续">
          <AsyncCheckboxes value={readAsync(bo)} onChange={changeAsync} />
        </Form.Item>
        {Fields && <Fields {...props} />}
      </Form>
    </>
  );
}
