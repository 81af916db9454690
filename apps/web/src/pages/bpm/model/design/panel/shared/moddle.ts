/**
 * Reading and writing the element's moddle objects from the panel. Every write is a
 * bpmn-js modelling command, and a change that touches several objects runs as one
 * compound command, so each user action is exactly one undo step.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from './types';

interface Modeling {
  updateProperties(element: BpmnElement, props: Record<string, unknown>): void;
  updateModdleProperties(element: BpmnElement, target: ModdleElement, props: Record<string, unknown>): void;
}

interface CommandStack {
  registerHandler(command: string, handler: new () => unknown): void;
  execute(command: string, context: Record<string, unknown>): void;
}

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

const BATCH = 'tenon.panel.batch';

/** Runs nested commands in its pre-execution, which diagram-js records as one undo step. */
class BatchHandler {
  preExecute(context: { run: () => void }) {
    context.run();
  }
  execute() {
    return [];
  }
  revert() {
    return [];
  }
}

const withBatch = new WeakSet<object>();

export function modeling(modeler: Modeler): Modeling {
  return modeler.get('modeling') as Modeling;
}

/** Creates a moddle object (e.g. `camunda:ExecutionListener`) that is not yet in the diagram. */
export function createModdle(modeler: Modeler, type: string, attrs: Record<string, unknown> = {}): ModdleElement {
  const created = (modeler.get('moddle') as Moddle).create(type, attrs);
  // Children created with their values need their parent set, as bpmn-js's own factory does.
  for (const value of Object.values(attrs)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && '$type' in child) (child as ModdleElement).$parent = created;
    }
  }
  return created;
}

/** Groups several modelling commands into one undo step. */
export function inOneStep(modeler: Modeler, run: () => void): void {
  const stack = modeler.get('commandStack') as CommandStack;
  if (!withBatch.has(stack)) {
    stack.registerHandler(BATCH, BatchHandler);
    withBatch.add(stack);
  }
  stack.execute(BATCH, { run });
}

/** Sets properties of the element's business object (one command). */
export function updateElement(modeler: Modeler, element: BpmnElement, props: Record<string, unknown>): void {
  modeling(modeler).updateProperties(element, props);
}

/** Sets properties of any moddle object belonging to the element (one command). */
export function updateModdle(
  modeler: Modeler,
  element: BpmnElement,
  target: ModdleElement,
  props: Record<string, unknown>,
): void {
  modeling(modeler).updateModdleProperties(element, target, props);
}

export function businessObject(element: BpmnElement): ModdleElement {
  return element.businessObject as unknown as ModdleElement;
}

/** The `extensionElements` values of one type of `owner`: the element's business object, or a
 * moddle object inside it (e.g. a multi-instance loop's `camunda:FailedJobRetryTimeCycle`). */
export function ownedExtensionsOfType(owner: ModdleElement, type: string): ModdleElement[] {
  const values = ((owner.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  return values.filter((v) => v.$type === type);
}

/**
 * The props that replace `owner`'s extension values of `type` by `next`, keeping the other
 * types in order and dropping an empty container; to merge into one update of `owner`.
 */
export function ownedExtensionsPatch(modeler: Modeler, owner: ModdleElement, type: string, next: ModdleElement[]): Record<string, unknown> {
  const ext = owner.extensionElements as ModdleElement | undefined;
  const others = ((ext?.values as ModdleElement[] | undefined) ?? []).filter((v) => v.$type !== type);
  const values = [...others, ...next];
  if (values.length === 0) return { extensionElements: undefined };
  const container = createModdle(modeler, 'bpmn:ExtensionElements', { values });
  container.$parent = owner;
  return { extensionElements: container };
}

/** The element's own `extensionElements` values of one type, e.g. `camunda:Properties`. */
export function extensionsOfType(element: BpmnElement, type: string): ModdleElement[] {
  return ownedExtensionsOfType(businessObject(element), type);
}

/** Replaces the element's own extension values of one type by `next` (one command, one undo step). */
export function setExtensionsOfType(modeler: Modeler, element: BpmnElement, type: string, next: ModdleElement[]): void {
  const bo = businessObject(element);
  const patch = ownedExtensionsPatch(modeler, bo, type, next);
  if (!bo.extensionElements && !patch.extensionElements) return;
  updateModdle(modeler, element, bo, patch);
}
