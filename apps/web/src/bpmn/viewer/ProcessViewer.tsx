/**
 * The read-only process diagram (docs/process-designer.md, "The viewer"): bpmn-js NavigatedViewer (pan, zoom),
 * fitted to its box, coloured by the instance's progress, with a tooltip on hover; a call activity
 * that started an instance opens it on click (`onOpenInstance`). Loaded as its own chunk through
 * LazyProcessViewer.
 */
import { useEffect, useRef, useState } from 'react';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type { Point } from 'diagram-js/lib/util/Types';
import type Overlays from 'diagram-js/lib/features/overlays/Overlays';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type { BpmActivity, BpmInstanceTask } from '@tenon/contracts';
import { CANVAS_CLASS, moddleExtensions } from '../canvasBase';
import { flowElementsOf, highlightPlan, latestActivityByKey, type PlanElement } from './highlight';
import { tooltipBlocks, tooltipNode, type TooltipInstance } from './tooltip';
import './viewer.css';

export interface ProcessViewerProps {
  xml: string;
  /** From activityApi.list; without it the diagram is shown plain. */
  activities?: BpmActivity[];
  /** From taskApi.listByProcessInstanceId. */
  tasks?: BpmInstanceTask[];
  processInstance?: TooltipInstance;
  /** Height of the box in px. */
  height?: number;
  /** Opens another instance's detail: a call activity's called instance, on click. */
  onOpenInstance?: (processInstanceId: string) => void;
}

export const VIEWER_LOAD_FAILED = '流程图加载失败';
/** The marker of an element that opens another instance on click (viewer.css gives it the hand). */
export const LINK_CLASS = 'highlight-link';

interface Progress {
  activities: BpmActivity[];
  tasks: BpmInstanceTask[];
  processInstance?: TooltipInstance;
}

type HoverEvent = { element: { id: string; type: string } };

/** The instance a call activity started, when it did. */
const calledInstance = (progress: Progress | null, elementId: string) =>
  (progress && latestActivityByKey(progress.activities).get(elementId)?.calledProcessInstanceId) ?? null;

export default function ProcessViewer({ xml, activities, tasks, processInstance, height = 480, onOpenInstance }: ProcessViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<NavigatedViewer | null>(null);
  // The hover and click handlers are registered once and read the latest data.
  const progressRef = useRef<Progress | null>(null);
  const openRef = useRef(onOpenInstance);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    openRef.current = onOpenInstance;
  }, [onOpenInstance]);

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: hostRef.current!, moddleExtensions });
    viewerRef.current = viewer;
    const overlays = viewer.get<Overlays>('overlays');
    const eventBus = viewer.get<EventBus>('eventBus');
    let shown: string | null = null;
    eventBus.on<HoverEvent>('element.hover', ({ element }) => {
      const progress = progressRef.current;
      if (!progress) return;
      const latest = latestActivityByKey(progress.activities).get(element.id);
      // "Click to open" only where a click opens something.
      const activity = latest && { ...latest, calledProcessInstanceId: openRef.current ? latest.calledProcessInstanceId : null };
      const blocks = tooltipBlocks(element, activity, progress.tasks, progress.processInstance);
      if (shown) overlays.remove(shown);
      shown = blocks.length ? overlays.add(element.id, { position: { left: 0, bottom: 0 }, html: tooltipNode(blocks) }) : null;
    });
    eventBus.on<HoverEvent>('element.click', ({ element }) => {
      const called = calledInstance(progressRef.current, element.id);
      if (called) openRef.current?.(called);
    });
    eventBus.on<HoverEvent>('element.out', () => {
      if (shown) overlays.remove(shown);
      shown = null;
    });
    return () => {
      viewerRef.current = null;
      viewer.destroy();
    };
  }, []);

  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer) return;
    let current = true;
    progressRef.current = null;
    void (async () => {
      try {
        const { warnings } = await viewer.importXML(xml);
        if (!current) return;
        if (warnings.length) console.warn('流程图导入警告', warnings);
        setFailed(false);
        const canvas = viewer.get<Canvas>('canvas');
        // The reference's `zoom('fit-viewport', 'auto')`: any truthy centre centres the diagram
        // in the box; diagram-js types it as a point only.
        canvas.zoom('fit-viewport', 'auto' as unknown as Point);
        if (!activities) return;
        const progress = { activities, tasks: tasks ?? [], processInstance };
        progressRef.current = progress;
        const elements = flowElementsOf(viewer.getDefinitions() as unknown as { rootElements: PlanElement[] });
        for (const [id, cls] of highlightPlan(elements, progress.activities, progress.tasks, processInstance)) {
          canvas.addMarker(id, cls);
        }
        if (openRef.current) {
          const registry = viewer.get<ElementRegistry>('elementRegistry');
          for (const a of progress.activities) if (a.calledProcessInstanceId && registry.get(a.key)) canvas.addMarker(a.key, LINK_CLASS);
        }
      } catch (e) {
        if (!current) return;
        console.warn(VIEWER_LOAD_FAILED, e);
        setFailed(true);
      }
    })();
    return () => {
      current = false;
    };
  }, [xml, activities, tasks, processInstance]);

  return (
    <div className="tenon-bpmn-viewer" style={{ height }}>
      <div ref={hostRef} className={CANVAS_CLASS} data-testid="bpmn-viewer" />
      {failed && <div className="tenon-bpmn-viewer__failed">{VIEWER_LOAD_FAILED}</div>}
    </div>
  );
}
