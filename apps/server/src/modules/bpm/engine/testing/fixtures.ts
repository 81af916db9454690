/**
 * Flow pieces for engine and runtime tests and the bench; documents are wrapped by
 * `bpmnXml` from definition/testing/fixtures.ts (the `bpmn` and `camunda` prefixes the designer writes).
 */
import { approvalBody, bpmnXml } from '../../definition/testing/fixtures.ts';

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

/** A JavaScript script task (its source kept in CDATA, as the designer writes it). */
export const scriptTask = (id: string, source: string, name = id) =>
  `<bpmn:scriptTask id="${id}" name="${name}" scriptFormat="javascript"><bpmn:script><![CDATA[${source}]]></bpmn:script></bpmn:scriptTask>`;

/** start → one script task → end (a process body). */
export const oneScript = (id: string, source: string, name = id) =>
  ['<bpmn:startEvent id="start" />', scriptTask(id, source, name), '<bpmn:endEvent id="end" />', flow('f0', 'start', id), flow('f1', id, 'end')].join('');

/** start → a script → an exclusive gateway back to the script; the way out (`exit`) is never true (a process body). */
export const scriptLoop = (source: string, exit: string, name = 'work') =>
  [
    '<bpmn:startEvent id="start" />',
    scriptTask('work', source, name),
    '<bpmn:exclusiveGateway id="again" default="back" />',
    '<bpmn:endEvent id="end" />',
    flow('f0', 'start', 'work'),
    flow('f1', 'work', 'again'),
    flow('out', 'again', 'end', exit),
    flow('back', 'again', 'work'),
  ].join('');

/** A loop without any script: a service task and two gateways, round and round; `exit` is never true (a process body). */
export const gatewayLoop = (exit: string) =>
  [
    '<bpmn:startEvent id="start" />',
    '<bpmn:serviceTask id="svc" name="服务" camunda:expression="${bpmNoop}" />',
    '<bpmn:exclusiveGateway id="again" default="back" />',
    '<bpmn:inclusiveGateway id="more" />',
    '<bpmn:endEvent id="end" />',
    flow('f0', 'start', 'svc'),
    flow('f1', 'svc', 'again'),
    flow('out', 'again', 'end', exit),
    flow('back', 'again', 'more'),
    flow('f2', 'more', 'svc'),
  ].join('');
