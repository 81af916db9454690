/**
 * The editor's toolbar: text marks, headings, lists, quote, code, link, rule, clear, undo and
 * redo. Buttons show whether their format is on where the cursor is, and never take focus
 * from the text (mouse down is prevented), so the selection they act on stays put.
 */
import { useState, type ReactNode } from 'react';
import { Button, Input, Popover, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';

interface Tool {
  label: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

function ToolButton({ label, icon, active, disabled, run }: Tool) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        className={`rich-text-tool${active ? ' is-active' : ''}`}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
}

function LinkTool({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    setOpen(false);
  };
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      content={
        <Input.Search
          aria-label="链接地址"
          placeholder="https://"
          enterButton="确定"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onSearch={apply}
          style={{ width: 280 }}
          autoFocus
        />
      }
    >
      <span>
        <ToolButton label="链接" icon={<LinkOutlined />} active={active} run={() => undefined} />
      </span>
    </Popover>
  );
}

export default function Toolbar({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && {
        bold: e.isActive('bold'),
        italic: e.isActive('italic'),
        underline: e.isActive('underline'),
        strike: e.isActive('strike'),
        h1: e.isActive('heading', { level: 1 }),
        h2: e.isActive('heading', { level: 2 }),
        h3: e.isActive('heading', { level: 3 }),
        bulletList: e.isActive('bulletList'),
        orderedList: e.isActive('orderedList'),
        blockquote: e.isActive('blockquote'),
        codeBlock: e.isActive('codeBlock'),
        link: e.isActive('link'),
        canUndo: e.can().undo(),
        canRedo: e.can().redo(),
      },
  });
  if (!editor || !state) return <div className="rich-text-toolbar" />;
  const chain = () => editor.chain().focus();
  const heading = (level: 1 | 2 | 3) => <span className="rich-text-heading-icon">H{level}</span>;

  const groups: Tool[][] = [
    [
      { label: '加粗', icon: <BoldOutlined />, active: state.bold, run: () => chain().toggleBold().run() },
      { label: '斜体', icon: <ItalicOutlined />, active: state.italic, run: () => chain().toggleItalic().run() },
      { label: '下划线', icon: <UnderlineOutlined />, active: state.underline, run: () => chain().toggleUnderline().run() },
      { label: '删除线', icon: <StrikethroughOutlined />, active: state.strike, run: () => chain().toggleStrike().run() },
    ],
    [
      { label: '一级标题', icon: heading(1), active: state.h1, run: () => chain().toggleHeading({ level: 1 }).run() },
      { label: '二级标题', icon: heading(2), active: state.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { label: '三级标题', icon: heading(3), active: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { label: '无序列表', icon: <UnorderedListOutlined />, active: state.bulletList, run: () => chain().toggleBulletList().run() },
      { label: '有序列表', icon: <OrderedListOutlined />, active: state.orderedList, run: () => chain().toggleOrderedList().run() },
      { label: '引用', icon: <span className="rich-text-heading-icon">“</span>, active: state.blockquote, run: () => chain().toggleBlockquote().run() },
      { label: '代码块', icon: <CodeOutlined />, active: state.codeBlock, run: () => chain().toggleCodeBlock().run() },
      { label: '分割线', icon: <LineOutlined />, run: () => chain().setHorizontalRule().run() },
    ],
  ];

  return (
    <div className="rich-text-toolbar" role="toolbar" aria-label="格式">
      {groups.map((group, index) => (
        <span className="rich-text-group" key={index}>
          {group.map((tool) => (
            <ToolButton key={tool.label} {...tool} />
          ))}
        </span>
      ))}
      <span className="rich-text-group">
        <LinkTool editor={editor} active={state.link} />
        <ToolButton label="取消链接" icon={<DisconnectOutlined />} disabled={!state.link} run={() => chain().extendMarkRange('link').unsetLink().run()} />
        <ToolButton label="清除格式" icon={<ClearOutlined />} run={() => chain().unsetAllMarks().clearNodes().run()} />
      </span>
      <span className="rich-text-group">
        <ToolButton label="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} run={() => chain().undo().run()} />
        <ToolButton label="重做" icon={<RedoOutlined />} disabled={!state.canRedo} run={() => chain().redo().run()} />
      </span>
    </div>
  );
}
