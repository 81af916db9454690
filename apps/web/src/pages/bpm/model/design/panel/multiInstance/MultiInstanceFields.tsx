/**
 * A multi-instance loop's settings: 回路基数, 元素变量, 完成条件, 异步延续 and, while async,
 * 重试周期 (camunda:FailedJobRetryTimeCycle in the loop's extensionElements). Turning both
 * asyncs off also clears 排他 and the retry cycle (docs/process-designer.md, "Element rules"). The collection is not shown
 * (the model's assignment rules fill it) but is kept as it is in the XML.
 */
import { useId } from 'react';
import { Form } from 'antd';
import type { ModdleElement, SectionProps } from '../shared/types';
import { createModdle, ownedExtensionsOfType, ownedExtensionsPatch, updateModdle } from '../shared/moddle';
import { CommitInput } from '../shared/CommitInput';
import AsyncCheckboxes from '../shared/AsyncCheckboxes';
import { asyncChange, isAsync, readAsync, type AsyncKey } from '../shared/asyncContinuation';

const RETRY = 'camunda:FailedJobRetryTimeCycle';

type ExpressionProp = 'loopCardinality' | 'completionCondition';

export default function MultiInstanceFields({ modeler, element, loop }: SectionProps & { loop: ModdleElement }) {
  const ids = { cardinality: useId(), variable: useId(), condition: useId(), retry: useId() };
  const asyncState = readAsync(loop);
  const write = (props: Record<string, unknown>) => updateModdle(modeler, element, loop, props);

  const bodyOf = (prop: ExpressionProp) => ((loop[prop] as ModdleElement | undefined)?.body as string | undefined) ?? '';
  const writeExpression = (prop: ExpressionProp, body: string) => {
    const expression = body ? createModdle(modeler, 'bpmn:FormalExpression', { body }) : undefined;
    if (expression) expression.$parent = loop;
    write({ [prop]: expression });
  };

  const retryCycle = (ownedExtensionsOfType(loop, RETRY)[0]?.body as string | undefined) ?? '';
  const retryPatch = (body: string) => ownedExtensionsPatch(modeler, loop, RETRY, body ? [createModdle(modeler, RETRY, { body })] : []);

  const changeAsync = (key: AsyncKey, checked: boolean) => {
    const { props, allOff } = asyncChange(asyncState, key, checked);
    write(allOff && retryCycle ? { ...props, ...retryPatch('') } : props);
  };

  return (
    <>
      <Form.Item label="回路基数" htmlFor={ids.cardinality}>
        <CommitInput
          id={ids.cardinality}
          value={bodyOf('loopCardinality')}
          placeholder="实例个数，如 3 或 ${count}"
          onCommit={(v) => writeExpression('loopCardinality', v)}
        />
      </Form.Item>
      <Form.Item label="元素变量" htmlFor={ids.variable}>
        <CommitInput
          id={ids.variable}
          value={(loop.get('camunda:elementVariable') as string | undefined) ?? ''}
          placeholder="每个实例取到的集合元素，如 assignee"
          onCommit={(v) => write({ 'camunda:elementVariable': v || undefined })}
        />
      </Form.Item>
      <Form.Item label="完成条件" htmlFor={ids.condition}>
        <CommitInput
          id={ids.condition}
          value={bodyOf('completionCondition')}
          placeholder="如 ${nrOfCompletedInstances >= nrOfInstances}"
          onCommit={(v) => writeExpression('completionCondition', v)}
        />
      </Form.Item>
      <Form.Item label="异步延续">
        <AsyncCheckboxes value={asyncState} onChange={changeAsync} />
      </Form.Item>
      {isAsync(asyncState) && (
        <Form.Item label="重试周期" htmlFor={ids.retry}>
          <CommitInput id={ids.retry} value={retryCycle} placeholder="如 R3/PT10M" onCommit={(v) => write(retryPatch(v))} />
        </Form.Item>
      )}
    </>
  );
}
