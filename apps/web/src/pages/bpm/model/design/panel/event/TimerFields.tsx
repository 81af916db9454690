/**
 * A timer's 定时类型 (时长 / 日期 / 循环) and its value in ISO 8601, or an expression such as
 * ${dueDate} read when the event is armed. Switching type moves the value, so the definition
 * never holds two; each change is one undo step.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { CommitInput } from '../shared/CommitInput';
import { usePickedChoice } from '../shared/usePickedChoice';
import { TIMER_TYPES, moveTimerValue, timerTypeOf, timerValueOf, writeTimerValue, type TimerProperty } from './eventModel';

interface Props {
  modeler: Modeler;
  element: BpmnElement;
  timer: ModdleElement;
}

export default function TimerFields({ modeler, element, timer }: Props) {
  const ids = { type: useId(), value: useId() };
  const decided = timerTypeOf(timer);
  const [timerType, pick] = usePickedChoice<TimerProperty>(decided, 'timeDuration');
  const spec = TIMER_TYPES.find((t) => t.value === timerType)!;

  const change = (next: TimerProperty) => {
    pick(next);
    if (decided) moveTimerValue(modeler, element, timer, decided, next);
  };

  return (
    <>
      <Form.Item label="定时类型" htmlFor={ids.type}>
        <Select id={ids.type} value={timerType} options={TIMER_TYPES} onChange={change} />
      </Form.Item>
      <Form.Item label="定时配置" htmlFor={ids.value} extra="ISO 8601 格式，也可填写表达式，如 ${dueDate}">
        <CommitInput
          id={ids.value}
          value={timerValueOf(timer, timerType)}
          placeholder={spec.placeholder}
          onCommit={(value) => writeTimerValue(modeler, element, timer, timerType, value)}
        />
      </Form.Item>
    </>
  );
}
