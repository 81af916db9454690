/**
 * A rich-text field for forms (`value`/`onChange` as antd's `Form.Item` passes them): Tiptap's
 * starter kit with a toolbar of the marks and blocks a notice needs, images (uploaded through the
 * file service and inserted by their URL), links (add, edit, remove) and tables (insert, add and
 * remove rows and columns). It produces HTML; the server keeps only an allow-list of it, so this
 * editor is a convenience, not a safeguard.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { App, Button, Divider, Dropdown, Form, Input, Modal, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { IMAGE_TYPES, imageProblem, uploadToFiles } from '../upload/uploadFile';
import './rich-text.css';
import { validatedValues } from '../../utils/validatedValues';

/** The largest image the editor sends (the server's limit is 配置管理's). */
const IMAGE_MAX_MB = 5;
/** The addresses a link may have: the web's, mail, or a path of this site. */
const LINK_PATTERN = /^(https?:\/\/|mailto:|\/)\S*$/i;

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
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }),
      Image.configure({ inline: false, allowBase64: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
    ],
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
  const { message } = App.useApp();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState<string | null>(null);
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
      link: current.isActive('link'),
      inTable: current.isActive('table'),
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

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file, IMAGE_MAX_MB);
    if (problem) {
      message.error(problem);
      return;
    }
    setUploading(true);
    try {
      const src = await uploadToFiles(file);
      chain().setImage({ src, alt: file.name }).run();
    } catch {
      // The request client has shown the server's refusal.
    } finally {
      setUploading(false);
    }
  };
  const openLink = () => setLinking((editor.getAttributes('link').href as string | undefined) ?? '');
  const saveLink = (href: string) => {
    const trimmed = href.trim();
    if (trimmed === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: trimmed }).run();
    setLinking(null);
  };
  const tableItems = [
    { key: 'addRowAfter', label: '在下方插入行', run: () => chain().addRowAfter().run() },
    { key: 'addColumnAfter', label: '在右侧插入列', run: () => chain().addColumnAfter().run() },
    { key: 'deleteRow', label: '删除行', run: () => chain().deleteRow().run() },
    { key: 'deleteColumn', label: '删除列', run: () => chain().deleteColumn().run() },
    { key: 'deleteTable', label: '删除表格', danger: true, run: () => chain().deleteTable().run() },
  ];

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
      {button('链接', <LinkOutlined />, state.link, openLink)}
      {button('移除链接', <DisconnectOutlined />, false, () => chain().extendMarkRange('link').unsetLink().run(), !state.link)}
      {button(uploading ? '图片上传中' : '插入图片', <PictureOutlined />, false, () => picker.current?.click(), uploading)}
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        data-testid="rich-text-image-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          void insertImage(file);
        }}
      />
      {button('插入表格', <TableOutlined />, false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), state.inTable)}
      <Dropdown
        disabled={!state.inTable}
        trigger={['click']}
        menu={{ items: tableItems.map(({ key, label, danger }) => ({ key, label, danger })), onClick: ({ key }) => tableItems.find((i) => i.key === key)?.run() }}
      >
        <Tooltip title="表格操作">
          <Button type="text" size="small" icon={<InsertRowBelowOutlined />} aria-label="表格操作" disabled={!state.inTable} onMouseDown={keepFocus} />
        </Tooltip>
      </Dropdown>
      <Divider type="vertical" />
      {button('撤销', <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {button('重做', <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      <LinkDialog href={linking} onSave={saveLink} onCancel={() => setLinking(null)} />
    </Space>
  );
}

/** 链接's address: a new one, or the link under the caret to edit (empty removes it). */
function LinkDialog({ href, onSave, onCancel }: { href: string | null; onSave: (href: string) => void; onCancel: () => void }) {
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (href !== null) form.setFieldsValue({ href });
  }, [href, form]);
  return (
    <Modal
      title={href ? '编辑链接' : '插入链接'}
      open={href !== null}
      onCancel={onCancel}
      // A refused address stays in the dialog with its message.
      onOk={() => void validatedValues(form).then((v) => v && onSave(v.href ?? ''))}
      okText="确定"
      cancelText="取消"
      destroyOnHidden
      width={460}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="href"
          label="链接地址"
          extra="留空并确定即移除链接"
          rules={[{ validator: (_, v?: string) => (!v || LINK_PATTERN.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error('请输入 http(s)://、mailto: 或 / 开头的地址'))) }]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
