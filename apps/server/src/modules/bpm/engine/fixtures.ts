/**
 * BPMN documents for tests and the bench, written the way the designer writes them (bpmn2 and
 * camunda namespaces). `body` is the process's elements; the diagram part is left out (the
 * engine does not need it; pages that draw a fixture use the demo's drawn model).
 */
export function bpmnXml({ key, name, body }: { key: string; name: string; body: string }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="diagram_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${key}" name="${name}" isExecutable="true">
${body}
  </bpmn2:process>
</bpmn2:definitions>`;
}

/** A sequence flow; `condition` is a JUEL expression such as `${day > 3}`. */
export function flow(id: string, source: string, target: string, condition?: string): string {
  const escaped = condition?.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return condition
    ? `<bpmn2:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}"><bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">${escaped}</bpmn2:conditionExpression></bpmn2:sequenceFlow>`
    : `<bpmn2:sequenceFlow id="${id}" sourceRef="${source}" targetRef="${target}" />`;
}

/** start → a user task per id in turn → end: the simplest approval chain. */
export function chainXml(key: string, taskIds: string[], name = key): string {
  const ids = ['start', ...taskIds, 'end'];
  return bpmnXml({
    key,
    name,
    body: [
      '<bpmn2:startEvent id="start" name="开始" />',
      ...taskIds.map((id) => `<bpmn2:userTask id="${id}" name="${id}" />`),
      '<bpmn2:endEvent id="end" name="结束" />',
      ...ids.slice(1).map((id, i) => flow(`f${i}`, ids[i]!, id)),
    ].join('\n'),
  });
}
