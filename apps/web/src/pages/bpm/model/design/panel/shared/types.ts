import type Modeler from 'bpmn-js/lib/Modeler';
import type { BpmnElement } from '../useSelectedElement';

/** What every panel section receives: the modeler, the element it edits, and a counter
 * that moves whenever that element changes (edit, undo, redo) so the section re-reads it. */
export interface SectionProps {
  modeler: Modeler;
  element: BpmnElement;
  version: number;
}

/** A moddle object as bpmn-js holds it: typed by `$type`, with its own properties. */
export interface ModdleElement {
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, string>;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}
