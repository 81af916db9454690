/**
 * Ctrl-click (⌘-click on a Mac) adds an element to the selection or takes it out, as the
 * designer's hint 请按住 Ctrl 键选择多个元素对齐 says; bpmn-js itself only does this with Shift,
 * which keeps working.
 */
interface ClickEvent {
  element: { id: string };
  originalEvent?: MouseEvent;
}
interface EventBus {
  on(event: string, priority: number, cb: (e: ClickEvent) => boolean | void): void;
}
interface Selection {
  isSelected(element: unknown): boolean;
  select(element: unknown, add?: boolean): void;
  deselect(element: unknown): void;
}
interface Canvas {
  getRootElement(): unknown;
}

const isMac = () => /mac/i.test(navigator.platform);

function CtrlMultiSelect(eventBus: EventBus, selection: Selection, canvas: Canvas) {
  // Above SelectionBehavior's default priority, so it does not replace the selection first.
  eventBus.on('element.click', 1500, (event) => {
    const original = event.originalEvent;
    if (!original || original.button !== 0 || original.shiftKey || original.altKey) return;
    if (!(isMac() ? original.metaKey : original.ctrlKey)) return;
    if (event.element === canvas.getRootElement()) return;
    if (selection.isSelected(event.element)) selection.deselect(event.element);
    else selection.select(event.element, true);
    return false;
  });
}
CtrlMultiSelect.$inject = ['eventBus', 'selection', 'canvas'];

export const ctrlMultiSelectModule = {
  __init__: ['ctrlMultiSelect'],
  ctrlMultiSelect: ['type', CtrlMultiSelect],
};
