/**
 * The rich-text editor (spec 2, 9): Tiptap, in its own chunk that loads the first time an
 * editor is shown, from our own bundle (no script from another host). While it loads the
 * box reads 富文本资源加载中…… at the editor's height (300 by default), so the form does not
 * jump. The value is HTML; changes reach `onChange` 250 ms after typing stops, and at once
 * when the editor loses focus.
 *
 *   <RichTextEditor value={html} onChange={setHtml} />
 */
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './richtext/richTextProps';
import './richtext/richtext.css';

export type { RichTextEditorProps } from './richtext/richTextProps';

export const RICH_TEXT_LOADING = '富文本资源加载中……';
export const DEFAULT_EDITOR_HEIGHT = 300;

const TiptapEditor = lazy(() => import('./richtext/TiptapEditor'));

export default function RichTextEditor(props: RichTextEditorProps) {
  const height = props.height ?? DEFAULT_EDITOR_HEIGHT;
  return (
    <Suspense
      fallback={
        <div className="rich-text rich-text-loading" style={{ height }} role="status">
          {RICH_TEXT_LOADING}
        </div>
      }
    >
      <TiptapEditor {...props} height={height} />
    </Suspense>
  );
}
