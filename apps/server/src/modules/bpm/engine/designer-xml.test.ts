/**
 * What the designer's 事件 and 调用活动 sections export is what the engine reads: the XML below
 * is the web panel's output after setting a boundary timer (PT2H, non-interrupting), a catch
 * event's message, a throw event's signal, an error boundary's error and a call activity's key
 * and variables (apps/web/src/pages/bpm/model/design/panel/event and callActivity).
 */
import { describe, expect, it } from 'vitest';
import { loadProcessGraph } from './graph.ts';

const DESIGNER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_events" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:message id="msg_paid" name="已付款" />
  <bpmn:signal id="sig_notify" name="通知" />
  <bpmn:error id="err_stock" name="库存不足" errorCode="STOCK_OUT" />
  <bpmn:process id="order" name="订单流程" isExecutable="true">
    <bpmn:startEvent id="start">
      <bpmn:outgoing>f1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="review" name="审核">
      <bpmn:incoming>f1</bpmn:incoming>
      <bpmn:outgoing>f2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:boundaryEvent id="timeout" cancelActivity="false" attachedToRef="review">
      <bpmn:outgoing>f7</bpmn:outgoing>
      <bpmn:timerEventDefinition id="timer_def">
        <bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration>
      </bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:intermediateCatchEvent id="waitPay">
      <bpmn:incoming>f2</bpmn:incoming>
      <bpmn:outgoing>f3</bpmn:outgoing>
      <bpmn:messageEventDefinition id="msg_def" messageRef="msg_paid" />
    </bpmn:intermediateCatchEvent>
    <bpmn:intermediateThrowEvent id="notify">
      <bpmn:incoming>f3</bpmn:incoming>
      <bpmn:outgoing>f4</bpmn:outgoing>
      <bpmn:signalEventDefinition id="sig_def" signalRef="sig_notify" />
    </bpmn:intermediateThrowEvent>
    <bpmn:callActivity id="sub" name="发货" calledElement="ship">
      <bpmn:extensionElements>
        <camunda:in source="orderId" target="orderId" />
        <camunda:out source="result" target="shipResult" />
      </bpmn:extensionElements>
      <bpmn:incoming>f4</bpmn:incoming>
      <bpmn:outgoing>f5</bpmn:outgoing>
    </bpmn:callActivity>
    <bpmn:boundaryEvent id="subFailed" attachedToRef="sub">
      <bpmn:outgoing>f6</bpmn:outgoing>
      <bpmn:errorEventDefinition id="err_def" errorRef="err_stock" />
    </bpmn:boundaryEvent>
    <bpmn:endEvent id="end">
      <bpmn:incoming>f5</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:endEvent id="fail">
      <bpmn:incoming>f6</bpmn:incoming>
      <bpmn:errorEventDefinition id="fail_def" errorRef="err_stock" />
    </bpmn:endEvent>
    <bpmn:endEvent id="expired">
      <bpmn:incoming>f7</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="review" />
    <bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="waitPay" />
    <bpmn:sequenceFlow id="f3" sourceRef="waitPay" targetRef="notify" />
    <bpmn:sequenceFlow id="f4" sourceRef="notify" targetRef="sub" />
    <bpmn:sequenceFlow id="f5" sourceRef="sub" targetRef="end" />
    <bpmn:sequenceFlow id="f6" sourceRef="subFailed" targetRef="fail" />
    <bpmn:sequenceFlow id="f7" sourceRef="timeout" targetRef="expired" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="order">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start">
        <dc:Bounds x="100" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="review_di" bpmnElement="review">
        <dc:Bounds x="180" y="200" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="waitPay_di" bpmnElement="waitPay">
        <dc:Bounds x="332" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="notify_di" bpmnElement="notify">
        <dc:Bounds x="420" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="sub_di" bpmnElement="sub">
        <dc:Bounds x="500" y="200" width="100" height="80" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end">
        <dc:Bounds x="660" y="222" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="fail_di" bpmnElement="fail">
        <dc:Bounds x="562" y="360" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="expired_di" bpmnElement="expired">
        <dc:Bounds x="242" y="360" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="subFailed_di" bpmnElement="subFailed">
        <dc:Bounds x="562" y="262" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="timeout_di" bpmnElement="timeout">
        <dc:Bounds x="242" y="262" width="36" height="36" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1">
        <di:waypoint x="136" y="240" />
        <di:waypoint x="180" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2">
        <di:waypoint x="280" y="240" />
        <di:waypoint x="332" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3">
        <di:waypoint x="368" y="240" />
        <di:waypoint x="420" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f4_di" bpmnElement="f4">
        <di:waypoint x="456" y="240" />
        <di:waypoint x="500" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f5_di" bpmnElement="f5">
        <di:waypoint x="600" y="240" />
        <di:waypoint x="660" y="240" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f6_di" bpmnElement="f6">
        <di:waypoint x="580" y="298" />
        <di:waypoint x="580" y="360" />
      </bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f7_di" bpmnElement="f7">
        <di:waypoint x="260" y="298" />
        <di:waypoint x="260" y="360" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

describe('the designer’s events and call activities', () => {
  it('parse with nothing unsupported, as the panel set them', async () => {
    const graph = await loadProcessGraph(DESIGNER_XML);
    expect(graph.unsupported).toEqual([]);
    const node = (id: string) => graph.nodes.get(id)!;
    expect(node('timeout')).toMatchObject({
      attachedTo: 'review',
      cancelActivity: false,
      event: { kind: 'timer', timer: { type: 'duration', value: 'PT2H' } },
    });
    expect(node('waitPay').event).toMatchObject({ kind: 'message', name: '已付款' });
    expect(node('notify').event).toMatchObject({ kind: 'signal', name: '通知' });
    expect(node('subFailed')).toMatchObject({ attachedTo: 'sub', cancelActivity: true, event: { kind: 'error', name: 'STOCK_OUT' } });
    expect(node('fail').event).toMatchObject({ kind: 'error', name: 'STOCK_OUT' });
    expect(node('sub').call).toEqual({
      key: 'ship',
      ins: [{ source: 'orderId', sourceExpression: null, target: 'orderId', all: false }],
      outs: [{ source: 'result', sourceExpression: null, target: 'shipResult', all: false }],
    });
  });
});
