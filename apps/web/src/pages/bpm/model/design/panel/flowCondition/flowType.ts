/**
 * A sequence flow's 流转类型, read from the XML: default when its source names it as the
 * default flow, condition when it has a conditionExpression, else normal. Switching follows
 * docs/process-designer.md ("Element rules") and is one undo step; a flow is never both default and conditional.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from '../shared/types';
import { createModdle, inOneStep, updateElement } from '../shared/moddle';

export type FlowType = 'normal' | 'default' | 'condition';

export const FLOW_TYPES: { value: FlowType; label: string }[] = [
  { value: 'normal', label: '普通流转路径' },
  { value: 'default', label: '默认流转路径' },
  { value: 'condition', label: '条件流转路径' },
];

/** Only activities and exclusive, inclusive or complex gateways have a default flow in BPMN. */
const DEFAULT_CAPABLE = ['bpmn:Activity', 'bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:ComplexGateway'];

function sourceOf(modeler: Modeler, flow: BpmnElement): BpmnElement | undefined {
  const sourceRef = flow.businessObject.sourceRef as ModdleElement | undefined;
  const registry = modeler.get('elementRegistry') as { get(id: string): BpmnElement | undefined };
  return sourceRef ? registry.get(sourceRef.id as string) : undefined;
}

export function canBeDefault(flow: BpmnElement): boolean {
  const source = flow.businessObject.sourceRef as { $instanceOf?(type: string): boolean } | undefined;
  return DEFAULT_CAPABLE.some((type) => source?.$instanceOf?.(type));
}

function isDefault(flow: BpmnElement): boolean {
  const source = flow.businessObject.sourceRef as ModdleElement | undefined;
  return Boolean(source) && source?.default === flow.businessObject;
}

export function flowTypeOf(flow: BpmnElement): FlowType {
  if (isDefault(flow)) return 'default';
  return flow.businessObject.conditionExpression ? 'condition' : 'normal';
}

export function changeFlowType(modeler: Modeler, flow: BpmnElement, next: FlowType): void {
  if (next === flowTypeOf(flow)) return;
  const source = sourceOf(modeler, flow);
  const hasCondition = Boolean(flow.businessObject.conditionExpression);
  inOneStep(modeler, () => {
    if (next !== 'default' && isDefault(flow) && source) updateElement(modeler, source, { default: undefined });
    if (next !== 'condition' && hasCondition) updateElement(modeler, flow, { conditionExpression: undefined });
    if (next === 'default' && source) updateElement(modeler, source, { default: flow.businessObject });
    if (next === 'condition') {
      const condition = createModdle(modeler, 'bpmn:FormalExpression');
      condition.$parent = flow.businessObject as unknown as ModdleElement;
      updateElement(modeler, flow, { conditionExpression: condition });
    }
  });
}
