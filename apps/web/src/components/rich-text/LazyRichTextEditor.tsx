/**
 * The rich-text editor as a form control whose code (ProseMirror) loads on first use. A form
 * item hands `value`/`onChange` to its direct child, so this wrapper, not `Suspense`, is that child.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export default function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
