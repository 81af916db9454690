/**
 * A rich-text field for forms (`value`/`onChange` as antd's `Form.Item` passes them): Tiptap's
 * starter kit with a toolbar of the marks and blocks a notice needs. It produces HTML; the
 * server keeps only an allow-list of it, so this editor is a convenience, not a safeguard.
 */
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Button, Divider, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-text.css';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** The editable area's accessible name (the form label). */
  ariaLabel?: string;
  minHeight?: number;
}

/** Tiptap's answer for an empty document: stored as an empty string, as the field's default. */
const EMPTY_DOCUMENT = '<p></p>';

export default function RichTextEditor({ value = '', onChange, ariaLabel, minHeight = 192 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editorProps: { attributes: { 'aria-label': ariaLabel ?? '', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: changed }) => {
      const html = changed.getHTML();
      onChange?.(html === EMPTY_DOCUMENT ? '' : html);
    },
  });

  // A record loaded after the dialog opened (or a form reset) replaces what the editor shows.
  useEffect(() => {
    // A hidden-then-shown tree (kept-alive tabs, strict effects) may hold an editor already destroyed.
    if (!editor || editor.isDestroyed) return;
    const shown = editor.getHTML();
    if (value !== shown && !(value === '' && shown === EMPTY_DOCUMENT)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="rich-text">
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="rich-text-content" style={{ minHeight }} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  // A press on a toolbar button must not take the focus from the text: the caret stays where the
  // writer was, and what they type next goes there (keyboard users still reach the buttons by Tab).
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  const button = (title: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={title}>
      <Button type={active ? 'primary' : 'text'} size="small" icon={icon} aria-label={title} aria-pressed={active} disabled={disabled} onMouseDown={keepFocus} onClick={run} />
    </Tooltip>
  );
  return (
    <Space className="rich-text-toolbar" size={2} wrap>
      {button('加粗', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {button('斜体', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {button('下划线', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {button('删除线', <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      <Divider type="vertical" />
      <Tooltip title="标题">
        <Button type={state.heading ? 'primary' : 'text'} size="small" aria-label="标题" aria-pressed={state.heading} onMouseDown={keepFocus} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          H
        </Button>
      </Tooltip>
      {button('无序列表', <UnorderedListOutlined />, state.bulletList, () => chain().toggleBulletList().run())}
      {button('有序列表', <OrderedListOutlined />, state.orderedList, () => chain().toggleOrderedList().run())}
      <Divider type="vertical" />
      {button('撤销', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {button('重做', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
    </Space>
  );
}
