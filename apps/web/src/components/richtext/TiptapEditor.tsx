/**
 * The editor behind `RichTextEditor` (loaded lazily): Tiptap's StarterKit (headings, lists,
 * quote, code, link, underline, undo) with a toolbar. The value is synchronised both ways
 * without loops: `synced` is the HTML both sides last agreed on. Edits are sent after the
 * debounce unless they equal it (Tiptap also reports transactions that change nothing), and a
 * `value` from outside that differs from it replaces the document.
 */
import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { debounce } from '../../utils/debounce';
import { CONTENT_SYNC_MS, type RichTextEditorProps } from './richTextProps';
import Toolbar from './Toolbar';

const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) => (editor.isEmpty ? '' : editor.getHTML());

export default function TiptapEditor({ value = '', onChange, height, readOnly = false, 'aria-label': label = '富文本编辑器' }: RichTextEditorProps) {
  const change = useRef(onChange);
  change.current = onChange;
  const synced = useRef(value);
  const emit = useMemo(
    () =>
      debounce((html: string) => {
        if (html === synced.current) return;
        synced.current = html;
        change.current?.(html);
      }, CONTENT_SYNC_MS),
    [],
  );
  useEffect(() => () => emit.flush(), [emit]);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } })],
    content: value,
    editable: !readOnly,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => emit(htmlOf(current)),
    onBlur: () => emit.flush(),
  });

  useEffect(() => {
    if (!editor || value === synced.current) return;
    synced.current = value;
    emit.cancel();
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, emit]);

  useEffect(() => {
    editor?.setEditable(!readOnly);
  }, [editor, readOnly]);

  return (
    <div className={`rich-text${readOnly ? ' is-readonly' : ''}`}>
      {!readOnly && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="rich-text-content" style={{ height }} />
    </div>
  );
}
