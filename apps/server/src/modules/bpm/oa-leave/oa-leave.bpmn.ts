/**
 * The demo's `oa_leave` diagram: 领导审批 by the starter's department leader, then HR审批 only
 * for leaves longer than 3 days (the gateway's default flow ends the process). Drawn left to
 * right with its BPMNDI, so the designer and the viewer show it as laid out here.
 */
export const OA_LEAVE_MODEL_NAME = 'OA 请假';

export const OA_LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="diagram_oa_leave" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn2:process id="oa_leave" name="${OA_LEAVE_MODEL_NAME}" isExecutable="true">
    <bpmn2:startEvent id="start" name="开始">
      <bpmn2:outgoing>flow_start</bpmn2:outgoing>
    </bpmn2:startEvent>
    <bpmn2:userTask id="deptLeaderVerify" name="领导审批">
      <bpmn2:incoming>flow_start</bpmn2:incoming>
      <bpmn2:outgoing>flow_leader</bpmn2:outgoing>
    </bpmn2:userTask>
    <bpmn2:exclusiveGateway id="dayGateway" name="请假天数" default="flow_short">
      <bpmn2:incoming>flow_leader</bpmn2:incoming>
      <bpmn2:outgoing>flow_long</bpmn2:outgoing>
      <bpmn2:outgoing>flow_short</bpmn2:outgoing>
    </bpmn2:exclusiveGateway>
    <bpmn2:userTask id="hrVerify" name="HR审批">
      <bpmn2:incoming>flow_long</bpmn2:incoming>
      <bpmn2:outgoing>flow_hr</bpmn2:outgoing>
    </bpmn2:userTask>
    <bpmn2:endEvent id="end" name="结束">
      <bpmn2:incoming>flow_hr</bpmn2:incoming>
      <bpmn2:incoming>flow_short</bpmn2:incoming>
    </bpmn2:endEvent>
    <bpmn2:sequenceFlow id="flow_start" sourceRef="start" targetRef="deptLeaderVerify" />
    <bpmn2:sequenceFlow id="flow_leader" sourceRef="deptLeaderVerify" targetRef="dayGateway" />
    <bpmn2:sequenceFlow id="flow_long" name="大于 3 天" sourceRef="dayGateway" targetRef="hrVerify">
      <bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">\${day &gt; 3}</bpmn2:conditionExpression>
    </bpmn2:sequenceFlow>
    <bpmn2:sequenceFlow id="flow_short" name="不超过 3 天" sourceRef="dayGateway" targetRef="end" />
    <bpmn2:sequenceFlow id="flow_hr" sourceRef="hrVerify" targetRef="end" />
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_oa_leave">
    <bpmndi:BPMNPlane id="BPMNPlane_oa_leave" bpmnElement="oa_leave">
      <bpmndi:BPMNEdge id="flow_start_di" bpmnElement="flow_start">
        <di:waypoint x="188" y="200" />
        <di:waypoint x="250" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_leader_di" bpmnElement="flow_leader">
        <di:waypoint x="350" y="200" />
        <di:waypoint x="415" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_long_di" bpmnElement="flow_long">
        <di:waypoint x="465" y="200" />
        <di:waypoint x="550" y="200" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="477" y="178" width="50" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_short_di" bpmnElement="flow_short">
        <di:waypoint x="440" y="225" />
        <di:waypoint x="440" y="300" />
        <di:waypoint x="730" y="300" />
        <di:waypoint x="730" y="218" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="555" y="306" width="60" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="flow_hr_di" bpmnElement="flow_hr">
        <di:waypoint x="650" y="200" />
        <di:waypoint x="712" y="200" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="152" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="159" y="225" width="22" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="deptLeaderVerify_di" bpmnElement="deptLeaderVerify">
        <dc:Bounds x="250" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="dayGateway_di" bpmnElement="dayGateway" isMarkerVisible="true">
        <dc:Bounds x="415" y="175" width="50" height="50" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="418" y="145" width="44" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hrVerify_di" bpmnElement="hrVerify">
        <dc:Bounds x="550" y="160" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="712" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="719" y="158" width="22" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn2:definitions>
`;
