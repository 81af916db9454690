/**
 * What the designer's toolbar does to the canvas, without React: import and export, zoom in
 * steps, alignment, undo/redo and simulation, plus a snapshot of the state the buttons show
 * (zoom, undo/redo availability, simulation) that changes whenever the canvas does.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { defaultDiagramXml, defaultProcessIdentity } from './defaultDiagram';
import { steppedZoom } from './zoom';

export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';

export interface DesignerSnapshot {
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
}

export type ImportResult = { ok: true; warnings: string[] } | { ok: false; error: string };

interface Element {
  id: string;
  type: string;
  businessObject: { id?: string; name?: string };
}

// Loose views of the bpmn-js services used here; their own typings are partial.
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto' | null): number;
  getRootElement(): Element;
}
interface CommandStack {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
}
interface EventBus {
  on(event: string, cb: (e: { active?: boolean }) => void): void;
}
interface ElementRegistry {
  getAll(): Element[];
}

export class DesignerController {
  private snapshot: DesignerSnapshot = { zoom: 1, canUndo: false, canRedo: false, simulating: false };
  private listeners = new Set<() => void>();
  private destroyed = false;

  constructor(readonly modeler: Modeler) {
    const bus = this.service<EventBus>('eventBus');
    bus.on('canvas.viewbox.changed', () => this.refresh());
    bus.on('commandStack.changed', () => this.refresh());
    bus.on('import.done', () => this.refresh());
    bus.on('tokenSimulation.toggleMode', (e) => this.update({ simulating: Boolean(e.active) }));
  }

  private service<T>(name: string): T {
    return this.modeler.get(name) as T;
  }

  private get canvas() {
    return this.service<Canvas>('canvas');
  }

  private get commandStack() {
    return this.service<CommandStack>('commandStack');
  }

  private refresh() {
    this.update({ zoom: this.canvas.zoom(), canUndo: this.commandStack.canUndo(), canRedo: this.commandStack.canRedo() });
  }

  private update(patch: Partial<DesignerSnapshot>) {
    const next = { ...this.snapshot, ...patch };
    if ((Object.keys(next) as (keyof DesignerSnapshot)[]).every((k) => next[k] === this.snapshot[k])) return;
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Opens a diagram; a failure leaves the previous one on the canvas and says why. */
  async importXml(xml: string): Promise<ImportResult> {
    try {
      const { warnings } = await this.modeler.importXML(xml);
      warnings.forEach((w) => console.warn(w));
      if (this.service<ElementRegistry>('elementRegistry').getAll().length > 1) this.canvas.zoom('fit-viewport', 'auto');
      this.refresh();
      return { ok: true, warnings: warnings.map((w) => String((w as { message?: string }).message ?? w)) };
    } catch (e) {
      // A canvas torn down mid-import (React's development double mount) has nothing to report.
      if (this.destroyed) return { ok: true, warnings: [] };
      console.error('[Process Designer Warn]', e);
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  /** A fresh empty process (a new model, or 重新绘制); the id and name carry the time unless given. */
  newDiagram(processId?: string, processName?: string): Promise<ImportResult> {
    const fallback = defaultProcessIdentity();
    return this.importXml(defaultDiagramXml(processId || fallback.id, processName || fallback.name));
  }

  async saveXml(format = true): Promise<string> {
    const { xml } = await this.modeler.saveXML({ format });
    if (xml === undefined) throw new Error('saveXML returned no XML');
    return xml;
  }

  async saveSvg(): Promise<string> {
    return (await this.modeler.saveSVG()).svg;
  }

  /** The process shown: its id and name name the downloaded files. */
  process(): { id?: string; name?: string } {
    const bo = this.canvas.getRootElement().businessObject;
    return { id: bo.id, name: bo.name };
  }

  /** One step in (1) or out (-1); false, and nothing changes, when the step leaves 0.2–4. */
  zoomBy(direction: 1 | -1): boolean {
    const next = steppedZoom(this.snapshot.zoom, direction);
    if (next === null) return false;
    this.canvas.zoom(next);
    this.update({ zoom: next });
    return true;
  }

  canZoom(direction: 1 | -1): boolean {
    return steppedZoom(this.snapshot.zoom, direction) !== null;
  }

  /** 重置视图并居中: the whole diagram in view, centred. */
  resetZoom() {
    this.canvas.zoom('fit-viewport', 'auto');
    this.refresh();
  }

  undo() {
    this.commandStack.undo();
  }

  redo() {
    this.commandStack.redo();
  }

  /** The selected elements, when there are enough of them to align (two or more). */
  alignableSelection(): Element[] | null {
    const selected = this.service<{ get(): Element[] }>('selection').get();
    return selected && selected.length > 1 ? selected : null;
  }

  align(elements: Element[], type: AlignType) {
    this.service<{ trigger(elements: Element[], type: AlignType): void }>('alignElements').trigger(elements, type);
  }

  toggleSimulation() {
    this.service<{ toggleMode(active?: boolean): void }>('toggleMode').toggleMode();
  }

  destroy() {
    this.destroyed = true;
    this.listeners.clear();
    this.modeler.destroy();
  }
}
