/**
 * Flow pieces for engine and runtime tests and the bench; documents are wrapped by
 * `bpmnXml` from definition/fixtures.ts (the `bpmn` and `camunda` prefixes the designer writes).
 */
import { approvalBody, bpmnXml } from '../definition/fixtures.ts';

export { bpmnXml };

/** A sequence flow; `condition` is a JUEL expression such as `${day > 3}`. */
export function flow(id: string, source: string, target: string, condition?: string): string {
  const escaped = condition?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${escaped}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;
}

/** start → a user task per id in turn → end: the simplest approval chain. */
export const chainXml = (key: string, taskIds: string[], name = key) =>
  bpmnXml({ key, name, body: approvalBody(taskIds.map((id) => [id, id])) });
