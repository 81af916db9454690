/**
 * bpmn-js-bpmnlint lints asynchronously and draws its markers when the lint resolves, even if
 * the canvas was destroyed in between (leaving the designer mid-import, React's development
 * double mount), which then throws inside diagram-js. Switching linting off as the canvas
 * goes makes a late result skip the drawing.
 */
interface Linting {
  toggle(active?: boolean): boolean;
}
interface EventBus {
  on(event: string, priority: number, callback: () => void): void;
}

// Before the canvas tears itself down (it listens at 500), while overlays can still be removed.
const BEFORE_CANVAS = 1500;

function LintingTeardown(eventBus: EventBus, linting: Linting) {
  eventBus.on('diagram.destroy', BEFORE_CANVAS, () => linting.toggle(false));
}
LintingTeardown.$inject = ['eventBus', 'linting'];

export const lintingTeardownModule = {
  __init__: ['lintingTeardown'],
  lintingTeardown: ['type', LintingTeardown],
};
