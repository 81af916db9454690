/**
 * The read-only process diagram for any page (definition list, start page, instance detail):
 * bpmn-js is loaded in its own chunk when the diagram is first shown, never with the page.
 */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { ProcessViewerProps } from './ProcessViewer';

const ProcessViewer = lazy(() => import('./ProcessViewer'));

export type { ProcessViewerProps };

export default function LazyProcessViewer(props: ProcessViewerProps) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 480, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      }
    >
      <ProcessViewer {...props} />
    </Suspense>
  );
}
