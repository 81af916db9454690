/**
 * 事件: what a start, end, intermediate or boundary event is about (a timer's time, a message,
 * a signal, an error), and whether a boundary event interrupts the activity it is attached to.
 * Terminate and plain events have nothing to set. Every change is one undo step.
 */
import { useId } from 'react';
import { Form, Switch } from 'antd';
import type { SectionProps } from '../shared/types';
import { businessObject, updateElement } from '../shared/moddle';
import { editedDefinition } from './eventModel';
import TimerFields from './TimerFields';
import RootRefField from './RootRefField';
import ErrorFields from './ErrorFields';

export default function EventConfig({ modeler, element }: SectionProps) {
  const switchId = useId();
  const edited = editedDefinition(element);
  const boundary = element.type === 'bpmn:BoundaryEvent';
  // BPMN's default: a boundary event interrupts unless it says cancelActivity="false".
  const interrupting = businessObject(element).cancelActivity !== false;
  const errorBoundary = boundary && edited?.kind === 'error';
  const catching = boundary || ['bpmn:StartEvent', 'bpmn:IntermediateCatchEvent'].includes(element.type);

  return (
    <Form size="small" labelCol={{ flex: '90px' }} aria-label="事件">
      {edited?.kind === 'timer' && <TimerFields modeler={modeler} element={element} timer={edited.definition} />}
      {(edited?.kind === 'message' || edited?.kind === 'signal') && (
        <RootRefField
          modeler={modeler}
          element={element}
          definition={edited.definition}
          kind={edited.kind}
          hint={catching ? `收到该${edited.kind === 'message' ? '消息' : '信号'}时触发` : undefined}
        />
      )}
      {edited?.kind === 'error' && <ErrorFields modeler={modeler} element={element} definition={edited.definition} />}
      {boundary && (
        <Form.Item
          label="中断"
          htmlFor={switchId}
          extra={errorBoundary ? '错误边界事件总是中断所附着的活动' : '开启时，事件触发后结束所附着的活动；关闭时活动继续进行'}
        >
          <Switch
            id={switchId}
            checked={interrupting}
            // An interrupting error boundary stays so; one imported as non-interrupting may still be fixed.
            disabled={errorBoundary && interrupting}
            onChange={(on) => updateElement(modeler, element, { cancelActivity: on ? undefined : false })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
