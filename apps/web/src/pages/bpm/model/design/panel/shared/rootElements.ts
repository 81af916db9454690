/**
 * Messages and signals are declared once for the whole diagram, as root elements of the
 * definitions; tasks and events only point at them. Adding, renaming and removing them goes
 * through modelling commands on the definitions object, so each is one undo step.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';
import type { ModdleElement } from './types';
import { createModdle, updateModdle } from './moddle';

export type RootKind = 'message' | 'signal';

export const ROOT_KINDS: Record<RootKind, { type: string; noun: string; duplicate: string }> = {
  message: { type: 'bpmn:Message', noun: '消息', duplicate: '该消息已存在，请修改id后重新保存' },
  signal: { type: 'bpmn:Signal', noun: '信号', duplicate: '该信号已存在，请修改id后重新保存' },
};

export interface RootValues {
  id: string;
  name?: string;
}

interface Registry {
  get(id: string): BpmnElement | undefined;
  getAll(): BpmnElement[];
}

export function definitionsOf(modeler: Modeler): ModdleElement {
  return (modeler as unknown as { getDefinitions(): ModdleElement }).getDefinitions();
}

function rootElements(modeler: Modeler): ModdleElement[] {
  return (definitionsOf(modeler).rootElements as ModdleElement[] | undefined) ?? [];
}

export function rootElementsOf(modeler: Modeler, kind: RootKind): ModdleElement[] {
  return rootElements(modeler).filter((e) => e.$type === ROOT_KINDS[kind].type);
}

/** Why `id` cannot name a new root element of `kind`, or null when it is free. */
export function idConflict(modeler: Modeler, kind: RootKind, id: string): string | null {
  if (rootElementsOf(modeler, kind).some((e) => e.id === id)) return ROOT_KINDS[kind].duplicate;
  const registry = modeler.get('elementRegistry') as Registry;
  // The moddle remembers every id read from the file, including diagram-interchange ids
  // (`approve_di`); one still held by a removed message or signal is free again.
  const claimed = (modeler.get('moddle') as { ids?: { assigned(id: string): ModdleElement | false } }).ids?.assigned(id);
  const stillUsed = claimed && !(isRootKind(claimed) && !rootElements(modeler).includes(claimed));
  if (rootElements(modeler).some((e) => e.id === id) || registry.get(id) || stillUsed) {
    return `ID「${id}」已被流程中的其他元素使用，请修改id后重新保存`;
  }
  return null;
}

function isRootKind(e: ModdleElement): boolean {
  return Object.values(ROOT_KINDS).some((k) => k.type === e.$type);
}

/**
 * Adds a message or signal after the last one of its kind (the file stays grouped and
 * readable), as one command on `element`, the element the panel shows.
 */
export function addRootElement(modeler: Modeler, element: BpmnElement, kind: RootKind, values: RootValues): ModdleElement {
  const definitions = definitionsOf(modeler);
  const created = createModdle(modeler, ROOT_KINDS[kind].type, { id: values.id, ...(values.name ? { name: values.name } : {}) });
  created.$parent = definitions;
  const all = rootElements(modeler);
  const at = insertionIndex(all, ROOT_KINDS[kind].type);
  updateModdle(modeler, element, definitions, { rootElements: [...all.slice(0, at), created, ...all.slice(at)] });
  return created;
}

/** After the last of the same type, else before the first process or collaboration. */
function insertionIndex(all: ModdleElement[], type: string): number {
  const lastOfType = all.map((e) => e.$type).lastIndexOf(type);
  if (lastOfType >= 0) return lastOfType + 1;
  const firstOther = all.findIndex((e) => !isRootKind(e));
  return firstOther < 0 ? all.length : firstOther;
}

export function renameRootElement(modeler: Modeler, element: BpmnElement, target: ModdleElement, name: string): void {
  updateModdle(modeler, element, target, { name: name || undefined });
}

export function removeRootElement(modeler: Modeler, element: BpmnElement, target: ModdleElement): void {
  const definitions = definitionsOf(modeler);
  updateModdle(modeler, element, definitions, { rootElements: rootElements(modeler).filter((e) => e !== target) });
}

/** Whether any task or event of the diagram points at `target` (removing it would break them). */
export function isReferenced(modeler: Modeler, target: ModdleElement): boolean {
  const registry = modeler.get('elementRegistry') as Registry;
  return registry.getAll().some(({ businessObject: bo }) => {
    const definitions = (bo.eventDefinitions as ModdleElement[] | undefined) ?? [];
    return bo.messageRef === target || definitions.some((d) => d.messageRef === target || d.signalRef === target);
  });
}
