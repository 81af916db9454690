/**
 * BPMN documents for tests: `bpmnXml` wraps a process body in definitions with the bpmn and
 * camunda namespaces, as the designer writes them; `approvalBody` is the usual start → user
 * tasks in a row → end. Shared with the runtime's tests.
 */

export interface BpmnFixture {
  key: string;
  name: string;
  /** The process's elements, with the `bpmn:` prefix. */
  body: string;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function bpmnXml({ key, name, body }: BpmnFixture): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram" targetNamespace="http://bpmn.io/schema/bpmn">',
    `<bpmn:process id="${escapeAttr(key)}" name="${escapeAttr(name)}" isExecutable="true">${body}</bpmn:process>`,
    '</bpmn:definitions>',
  ].join('\n');
}

/** start → each user task in order → end; tasks are `[id, name]`. */
export function approvalBody(tasks: Array<[id: string, name: string]>): string {
  const ids = ['start', ...tasks.map(([id]) => id), 'end'];
  const nodes = [
    '<bpmn:startEvent id="start" name="开始" />',
    ...tasks.map(([id, name]) => `<bpmn:userTask id="${escapeAttr(id)}" name="${escapeAttr(name)}" />`),
    '<bpmn:endEvent id="end" name="结束" />',
  ];
  const flows = ids.slice(1).map((target, i) => `<bpmn:sequenceFlow id="flow${i}" sourceRef="${ids[i]}" targetRef="${target}" />`);
  return [...nodes, ...flows].join('');
}
