/**
 * What the designer's toolbar does to the canvas, without React: import and export, zoom in
 * steps, alignment, undo/redo and simulation, plus a snapshot of the state the buttons show
 * (zoom, undo/redo availability, simulation) that changes whenever the canvas does.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { MODEL_KEY_PATTERN } from '@tenon/contracts';
import { defaultDiagramXml, defaultProcessIdentity } from './defaultDiagram';
import { steppedZoom } from './zoom';

export type AlignType = 'left' | 'right' | 'top' | 'bottom' | 'center' | 'middle';

export interface DesignerSnapshot {
  zoom: number;
  canUndo: boolean;
  canRedo: boolean;
  simulating: boolean;
}

/** The model a diagram belongs to: its key and name are the process's id and name (docs/process-designer.md, "The model and its process"). */
export interface ModelIdentity {
  key?: string | null;
  name?: string | null;
}

/** An XML name (NCName): only such a key can be a process id, anything else makes the diagram unreadable. */
const XML_NAME = new RegExp(MODEL_KEY_PATTERN);

export type ImportResult = { ok: true; warnings: string[] } | { ok: false; error: string };

interface Element {
  id: string;
  type: string;
  businessObject: { id?: string; name?: string };
}

// Loose views of the bpmn-js services used here; their own typings are partial.
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto' | null): number;
  viewbox(box?: Box): { inner: Box; outer: { width: number; height: number } };
  getSize(): { width: number; height: number };
  getContainer(): HTMLElement;
  getRootElement(): Element;
}
interface CommandStack {
  clear(): void;
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
  get(id: string): Element | undefined;
}

/** Space left between the diagram and the canvas edges (and the palette) when fitting it. */
const FIT_MARGIN = 24;

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

  /**
   * Opens the model's diagram, or a fresh process when it has none, as the model's own: the
   * model's key and name are copied into the process (the key only when it is an XML name),
   * so the model deploys under its key. The copy is part of opening, not an undo step.
   */
  async open(xml: string | null | undefined, model: ModelIdentity): Promise<ImportResult> {
    if (!xml) return this.newDiagram(model);
    const result = await this.importXml(xml);
    if (result.ok) this.adoptIdentity(model);
    return result;
  }

  /** Opens a diagram; a failure leaves the previous one on the canvas and says why. */
  async importXml(xml: string): Promise<ImportResult> {
    let warnings: unknown[];
    try {
      ({ warnings } = await this.modeler.importXML(xml));
    } catch (e) {
      // A canvas torn down mid-import (React's development double mount) has nothing to report.
      if (this.destroyed) return { ok: true, warnings: [] };
      console.error('[Process Designer Warn]', e);
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    warnings.forEach((w) => console.warn(w));
    if (this.service<ElementRegistry>('elementRegistry').getAll().length > 1) this.fit();
    this.refresh();
    return { ok: true, warnings: warnings.map((w) => String((w as { message?: string }).message ?? w)) };
  }

  /** A fresh empty process (a new model, or 重新绘制): the model's key and name, else ones carrying the time. */
  newDiagram(model: ModelIdentity = {}): Promise<ImportResult> {
    const fallback = defaultProcessIdentity();
    const id = model.key && XML_NAME.test(model.key) ? model.key : fallback.id;
    return this.importXml(defaultDiagramXml(id, model.name || fallback.name));
  }

  private adoptIdentity({ key, name }: ModelIdentity) {
    const root = this.canvas.getRootElement();
    if (root.type !== 'bpmn:Process') return; // a collaboration: its pools name their own processes
    const bo = root.businessObject;
    const props: { id?: string; name?: string } = {};
    if (key && key !== bo.id && XML_NAME.test(key) && !this.service<ElementRegistry>('elementRegistry').get(key)) props.id = key;
    if (name && name !== bo.name) props.name = name;
    if (!props.id && !props.name) return;
    this.service<{ updateProperties(el: Element, props: object): void }>('modeling').updateProperties(root, props);
    this.commandStack.clear();
  }

  /**
   * The whole diagram in view and centred, clear of the palette on the left. Skipped while the
   * canvas has no size (hidden or squeezed to nothing): zooming it gives a non-finite matrix.
   */
  private fit() {
    const { width, height } = this.canvas.getSize();
    if (!(width > 0 && height > 0)) return;
    this.canvas.zoom('fit-viewport', 'auto');
    const left = this.paletteRight();
    const { inner } = this.canvas.viewbox();
    if (!left || !(inner.width > 0 && inner.height > 0)) return;
    const areaWidth = width - left - 2 * FIT_MARGIN;
    const areaHeight = height - 2 * FIT_MARGIN;
    const scale = Math.min(1, areaWidth / inner.width, areaHeight / inner.height);
    if (!(scale > 0) || !Number.isFinite(scale)) return;
    const centreX = left + (width - left) / 2;
    this.canvas.viewbox({
      x: inner.x + inner.width / 2 - centreX / scale,
      y: inner.y + inner.height / 2 - height / 2 / scale,
      width: width / scale,
      height: height / scale,
    });
  }

  /** How far the palette reaches into the canvas from its left edge, in pixels (0 when not laid out). */
  private paletteRight(): number {
    const container = this.canvas.getContainer();
    const palette = container.querySelector('.djs-palette');
    if (!palette) return 0;
    const right = palette.getBoundingClientRect().right - container.getBoundingClientRect().left;
    return Number.isFinite(right) && right > 0 ? right : 0;
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
    this.fit();
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
