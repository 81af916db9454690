/** The designer's controller on a host element, alive while the component is, and its state. */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DesignerController, type DesignerSnapshot } from '../../../../bpmn/DesignerController';
import { createDesignerModeler } from '../../../../bpmn/canvasSetup';

const idle: DesignerSnapshot = { zoom: 1, canUndo: false, canRedo: false, simulating: false };
const noop = () => () => undefined;

export function useDesigner(onReady: (controller: DesignerController) => void) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<DesignerController | null>(null);
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    const created = new DesignerController(createDesignerModeler({ container: hostRef.current! }));
    setController(created);
    readyRef.current(created);
    return () => {
      setController(null);
      created.destroy();
    };
  }, []);

  const state = useSyncExternalStore(controller?.subscribe ?? noop, controller?.getSnapshot ?? (() => idle));
  return { hostRef, controller, state };
}
