/**
 * The empty diagram a new model starts from (and 重新绘制 returns to): one executable process
 * with an empty plane, in the namespace of the model prefix's engine.
 */
export const MODEL_PREFIX = 'camunda';

const TARGET_NAMESPACE = {
  activiti: 'http://activiti.org/bpmn',
  camunda: 'http://bpmn.io/schema/bpmn',
  flowable: 'http://flowable.org/bpmn',
} as const;

export type ModelPrefix = keyof typeof TARGET_NAMESPACE;

/** A process id and name that do not clash with an earlier default one: both carry the time. */
export function defaultProcessIdentity(now: number = Date.now()) {
  return { id: `Process_${now}`, name: `业务流程_${now}` };
}

const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function defaultDiagramXml(processId: string, processName: string, prefix: ModelPrefix = MODEL_PREFIX): string {
  const id = escapeAttr(processId);
  const name = escapeAttr(processName);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="diagram_${id}" targetNamespace="${TARGET_NAMESPACE[prefix]}">
  <bpmn2:process id="${id}" name="${name}" isExecutable="true">
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>`;
}
