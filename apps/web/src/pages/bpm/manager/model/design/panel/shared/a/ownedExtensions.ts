/**
 * `extensionElements` of a moddle object inside the element (e.g. the multi-instance loop's
 * `camunda:FailedJobRetryTimeCycle`), where `setExtensionsOfType` in ../moddle.ts covers only
 * the element's own. Same contract: other types are kept, an empty container is dropped,
 * one command.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../../useSelectedElement';
import type { ModdleElement } from '../types';
import { createModdle, updateModdle } from '../moddle';

export function ownedExtensionsOfType(owner: ModdleElement, type: string): ModdleElement[] {
  const values = ((owner.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  return values.filter((v) => v.$type === type);
}

/** The props that replace `owner`'s extension values of `type` by `next`, to merge into one update. */
export function ownedExtensionsPatch(modeler: Modeler, owner: ModdleElement, type: string, next: ModdleElement[]): Record<string, unknown> {
  const ext = owner.extensionElements as ModdleElement | undefined;
  const others = ((ext?.values as ModdleElement[] | undefined) ?? []).filter((v) => v.$type !== type);
  const values = [...others, ...next];
  if (values.length === 0) return { extensionElements: undefined };
  const container = createModdle(modeler, 'bpmn:ExtensionElements', { values });
  container.$parent = owner;
  return { extensionElements: container };
}

export function setOwnedExtensionsOfType(
  modeler: Modeler,
  element: BpmnElement,
  owner: ModdleElement,
  type: string,
  next: ModdleElement[],
): void {
  updateModdle(modeler, element, owner, ownedExtensionsPatch(modeler, owner, type, next));
}
