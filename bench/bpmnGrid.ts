/**
 * A large but ordinary BPMN diagram for the import benchmark: one process, a start event, a
 * chain of user tasks and an end event, laid out as a snake over a grid (rows alternate their
 * direction, so every flow is a short straight line), with full DI.
 *
 * Element count, as bpmn-js's element registry counts it: the process (the canvas root), the
 * flow nodes and the sequence flows between them; the events carry no name, so they add no
 * separate label elements. `flowNodes` = 500 gives 1 + 500 + 499 = 1,000 elements.
 */
const COLUMNS = 20;
const CELL = { w: 150, h: 130 };
const TASK = { w: 100, h: 80 };
const EVENT = 36;

interface Node {
  id: string;
  xml: string;
  x: number;
  y: number;
  w: number;
  h: number;
  row: number;
}

export function gridDiagram(flowNodes: number, processId = 'Process_bench'): { xml: string; elements: number } {
  if (flowNodes < 2) throw new Error('a start and an end event at least');
  const nodes: Node[] = [];
  for (let i = 0; i < flowNodes; i++) {
    const row = Math.floor(i / COLUMNS);
    const col = row % 2 === 0 ? i % COLUMNS : COLUMNS - 1 - (i % COLUMNS);
    const cellX = 100 + col * CELL.w;
    const cellY = 100 + row * CELL.h;
    const isStart = i === 0;
    const isEnd = i === flowNodes - 1;
    const id = isStart ? 'start' : isEnd ? 'end' : `task_${i}`;
    const incoming = isStart ? '' : `<bpmn2:incoming>flow_${i - 1}</bpmn2:incoming>`;
    const outgoing = isEnd ? '' : `<bpmn2:outgoing>flow_${i}</bpmn2:outgoing>`;
    if (isStart || isEnd) {
      const tag = isStart ? 'startEvent' : 'endEvent';
      const x = cellX + (TASK.w - EVENT) / 2;
      const y = cellY + (TASK.h - EVENT) / 2;
      nodes.push({ id, row, x, y, w: EVENT, h: EVENT, xml: `<bpmn2:${tag} id="${id}">${incoming}${outgoing}</bpmn2:${tag}>` });
    } else {
      const xml = `<bpmn2:userTask id="${id}" name="审批 ${i}" camunda:assignee="\${initiator}">${incoming}${outgoing}</bpmn2:userTask>`;
      nodes.push({ id, row, x: cellX, y: cellY, w: TASK.w, h: TASK.h, xml });
    }
  }

  const flows: string[] = [];
  const edges: string[] = [];
  for (let i = 0; i < flowNodes - 1; i++) {
    const [a, b] = [nodes[i], nodes[i + 1]];
    flows.push(`<bpmn2:sequenceFlow id="flow_${i}" sourceRef="${a.id}" targetRef="${b.id}" />`);
    let points: Array<[number, number]>;
    if (a.row !== b.row) points = [[a.x + a.w / 2, a.y + a.h], [b.x + b.w / 2, b.y]];
    else if (b.x > a.x) points = [[a.x + a.w, a.y + a.h / 2], [b.x, b.y + b.h / 2]];
    else points = [[a.x, a.y + a.h / 2], [b.x + b.w, b.y + b.h / 2]];
    const waypoints = points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('');
    edges.push(`<bpmndi:BPMNEdge id="flow_${i}_di" bpmnElement="flow_${i}">${waypoints}</bpmndi:BPMNEdge>`);
  }
  const shapes = nodes.map(
    (n) => `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${n.x}" y="${n.y}" width="${n.w}" height="${n.h}" /></bpmndi:BPMNShape>`,
  );

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="${processId}" name="导入基准" isExecutable="true">
    ${[...nodes.map((n) => n.xml), ...flows].join('\n    ')}
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processId}">
      ${[...shapes, ...edges].join('\n      ')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
  return { xml, elements: 1 + flowNodes + (flowNodes - 1) };
}
