/**
 * The element the properties panel edits: the single selected one, else the process (the
 * canvas root); `version` moves whenever that element changes (an edit, an undo, a redo), so
 * the panel re-reads its values.
 */
import { useEffect, useState } from 'react';
import type Modeler from 'bpmn-js/lib/Modeler';

export interface BpmnElement {
  id: string;
  type: string;
  businessObject: { id: string; name?: string; $type: string; [key: string]: unknown };
}

interface EventBus {
  on(event: string, cb: (e: { element?: BpmnElement; newSelection?: BpmnElement[] }) => void): void;
  off(event: string, cb: (...args: never[]) => void): void;
}

export function useSelectedElement(modeler: Modeler | null) {
  const [state, setState] = useState<{ element: BpmnElement | null; version: number }>({ element: null, version: 0 });

  useEffect(() => {
    if (!modeler) return;
    const bus = modeler.get('eventBus') as EventBus;
    const root = () => (modeler.get('canvas') as { getRootElement(): BpmnElement }).getRootElement();
    const pick = (selected: BpmnElement[] = []) =>
      setState((s) => ({ element: selected.length === 1 ? selected[0] : root(), version: s.version + 1 }));
    const onSelection = (e: { newSelection?: BpmnElement[] }) => pick(e.newSelection);
    const onImport = () => pick();
    const onChanged = (e: { element?: BpmnElement }) =>
      setState((s) => (s.element && e.element && e.element === s.element ? { ...s, version: s.version + 1 } : s));
    pick();
    bus.on('selection.changed', onSelection);
    bus.on('import.done', onImport);
    bus.on('element.changed', onChanged);
    return () => {
      bus.off('selection.changed', onSelection);
      bus.off('import.done', onImport);
      bus.off('element.changed', onChanged);
    };
  }, [modeler]);

  return state;
}
