/**
 * The read-only process diagram (docs/process-designer.md, "The viewer"): bpmn-js NavigatedViewer (pan, zoom),
 * fitted to its box, coloured by the instance's progress, with a tooltip on hover. Loaded as
 * its own chunk through LazyProcessViewer.
 */
import { useEffect, useRef, useState } from 'react';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import type Canvas from 'diagram-js/lib/core/Canvas';
import type { Point } from 'diagram-js/lib/util/Types';
import type Overlays from 'diagram-js/lib/features/overlays/Overlays';
import type EventBus from 'diagram-js/lib/core/EventBus';
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
}

export const VIEWER_LOAD_FAILED = '流程图加载失败';

interface Progress {
  activities: BpmActivity[];
  tasks: BpmInstanceTask[];
  processInstance?: TooltipInstance;
}

type HoverEvent = { element: { id: string; type: string } };

export default function ProcessViewer({ xml, activities, tasks, processInstance, height = 480 }: ProcessViewerProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<NavigatedViewer | null>(null);
  // The hover handler is registered once and reads the latest data.
  const progressRef = useRef<Progress | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: hostRef.current!, moddleExtensions });
    viewerRef.current = viewer;
    const overlays = viewer.get<Overlays>('overlays');
    const eventBus = viewer.get<EventBus>('eventBus');
    let shown: string | null = null;
    eventBus.on<HoverEvent>('element.hover', ({ element }) => {
      const progress = progressRef.current;
      if (!progress) return;
      const activity = latestActivityByKey(progress.activities).get(element.id);
      const blocks = tooltipBlocks(element, activity, progress.tasks, progress.processInstance);
      if (shown) overlays.remove(shown);
      shown = blocks.length ? overlays.add(element.id, { position: { left: 0, bottom: 0 }, html: tooltipNode(blocks) }) : null;
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
