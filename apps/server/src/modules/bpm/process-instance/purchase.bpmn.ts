/**
 * The demo's purchase processes (issue 26): 采购申请 escalates 领导审批 to 升级审批 when it waits
 * two days (an interrupting boundary timer), then calls 采购子流程 (a call activity) with the
 * request's amount; the sub-process's 采购审批 goes to 采购审批组. Drawn with their diagrams, so
 * the designer and the viewer show them as a modeller would have drawn them.
 */
export const PURCHASE_PROCESS_KEY = 'purchase_request';
export const PURCHASE_PROCESS_NAME = '采购申请（超时升级）';
export const PURCHASE_SUB_KEY = 'purchase_sub';
export const PURCHASE_SUB_NAME = '采购子流程';

const head = (id: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="diagram_${id}" targetNamespace="http://bpmn.io/schema/bpmn">`;
const shape = (id: string, x: number, y: number, w: number, h: number) =>
  `      <bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: Array<[number, number]>) =>
  `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;

export const PURCHASE_BPMN = `${head(PURCHASE_PROCESS_KEY)}
  <bpmn2:process id="${PURCHASE_PROCESS_KEY}" name="${PURCHASE_PROCESS_NAME}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始" />
    <bpmn2:userTask id="leaderApprove" name="领导审批" />
    <bpmn2:boundaryEvent id="leaderTimeout" name="两天未审批" attachedToRef="leaderApprove">
      <bpmn2:timerEventDefinition><bpmn2:timeDuration xsi:type="bpmn2:tFormalExpression">P2D</bpmn2:timeDuration></bpmn2:timerEventDefinition>
    </bpmn2:boundaryEvent>
    <bpmn2:userTask id="escalatedApprove" name="升级审批" />
    <bpmn2:callActivity id="purchase" name="采购" calledElement="${PURCHASE_SUB_KEY}">
      <bpmn2:extensionElements>
        <camunda:in source="amount" target="amount" />
        <camunda:in source="reason" target="reason" />
        <camunda:out source="supplier" target="supplier" />
      </bpmn2:extensionElements>
    </bpmn2:callActivity>
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow_start" sourceRef="start" targetRef="leaderApprove" />
    <bpmn2:sequenceFlow id="flow_leader" sourceRef="leaderApprove" targetRef="purchase" />
    <bpmn2:sequenceFlow id="flow_timeout" name="超时升级" sourceRef="leaderTimeout" targetRef="escalatedApprove" />
    <bpmn2:sequenceFlow id="flow_escalated" sourceRef="escalatedApprove" targetRef="purchase" />
    <bpmn2:sequenceFlow id="flow_purchase" sourceRef="purchase" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${PURCHASE_PROCESS_KEY}">
    <bpmndi:BPMNPlane id="BPMNPlane_${PURCHASE_PROCESS_KEY}" bpmnElement="${PURCHASE_PROCESS_KEY}">
${edge('flow_start', [[188, 200], [250, 200]])}
${edge('flow_leader', [[350, 200], [450, 200]])}
${edge('flow_timeout', [[300, 258], [300, 340]])}
${edge('flow_escalated', [[350, 380], [500, 380], [500, 240]])}
${edge('flow_purchase', [[550, 200], [632, 200]])}
${shape('start', 152, 182, 36, 36)}
${shape('leaderApprove', 250, 160, 100, 80)}
${shape('escalatedApprove', 250, 340, 100, 80)}
${shape('purchase', 450, 160, 100, 80)}
${shape('end', 632, 182, 36, 36)}
${shape('leaderTimeout', 282, 222, 36, 36)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;

export const PURCHASE_SUB_BPMN = `${head(PURCHASE_SUB_KEY)}
  <bpmn2:process id="${PURCHASE_SUB_KEY}" name="${PURCHASE_SUB_NAME}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始" />
    <bpmn2:userTask id="purchaseApprove" name="采购审批" />
    <bpmn2:endEvent id="end" name="结束" />
    <bpmn2:sequenceFlow id="flow_start" sourceRef="start" targetRef="purchaseApprove" />
    <bpmn2:sequenceFlow id="flow_end" sourceRef="purchaseApprove" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${PURCHASE_SUB_KEY}">
    <bpmndi:BPMNPlane id="BPMNPlane_${PURCHASE_SUB_KEY}" bpmnElement="${PURCHASE_SUB_KEY}">
${edge('flow_start', [[188, 200], [250, 200]])}
${edge('flow_end', [[350, 200], [432, 200]])}
${shape('start', 152, 182, 36, 36)}
${shape('purchaseApprove', 250, 160, 100, 80)}
${shape('end', 432, 182, 36, 36)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
