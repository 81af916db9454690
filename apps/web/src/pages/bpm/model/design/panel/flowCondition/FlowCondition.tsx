/**
 * 流转条件 (sequence flows not leaving a start event): 流转类型, then the condition of a
 * conditional flow. 默认流转路径 is offered only where BPMN allows a default flow.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type { ModdleElement, SectionProps } from '../shared/types';
import ConditionFields from './ConditionFields';
import { FLOW_TYPES, canBeDefault, changeFlowType, flowTypeOf } from './flowType';

export default function FlowCondition(props: SectionProps) {
  const { modeler, element } = props;
  const id = useId();
  const type = flowTypeOf(element);
  const condition = element.businessObject.conditionExpression as ModdleElement | undefined;
  const options = FLOW_TYPES.filter((t) => t.value !== 'default' || type === 'default' || canBeDefault(element));

  return (
    <Form size="small" labelCol={{ flex: '90px' }} aria-label="流转条件">
      <Form.Item label="流转类型" htmlFor={id}>
        <Select id={id} value={type} options={options} onChange={(next) => changeFlowType(modeler, element, next)} />
      </Form.Item>
      {type === 'condition' && condition && <ConditionFields {...props} condition={condition} />}
    </Form>
  );
}
