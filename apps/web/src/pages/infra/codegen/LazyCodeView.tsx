/** `CodeView` in its own chunk: highlight.js loads when a preview first shows a file. */
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { CodeViewProps } from './CodeView';

const CodeView = lazy(() => import('./CodeView'));

export default function LazyCodeView(props: CodeViewProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <CodeView {...props} />
    </Suspense>
  );
}
