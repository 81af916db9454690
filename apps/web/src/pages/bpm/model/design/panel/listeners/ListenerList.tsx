/**
 * The list of an element's execution or task listeners (序号, 事件类型, 监听器类型, 编辑 / 移除)
 * and the 添加监听器 button. The list is read from the element on every render, so it follows
 * undo and redo; saving or removing a listener is one modelling command, one undo step.
 */
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { extensionsOfType, setExtensionsOfType } from '../shared/moddle';
import ItemTable, { type ItemColumn } from '../shared/ItemTable';
import { replaceOrAppend, withoutIndex } from '../shared/listEdits';
import { useEditorSession } from '../shared/useEditorSession';
import type { ModdleElement, SectionProps } from '../shared/types';
import ListenerEditor from './ListenerEditor';
import {
  LISTENER_KINDS,
  LISTENER_TYPES,
  buildListener,
  labelOf,
  listenerTypeOf,
  readFields,
  readListener,
  type ListenerField,
  type ListenerKind,
  type ListenerValues,
} from './listenerModel';

interface Opened {
  values: ListenerValues;
  fields: ListenerField[];
}

export default function ListenerList({ kind, modeler, element }: SectionProps & { kind: ListenerKind }) {
  const spec = LISTENER_KINDS[kind];
  const listeners = extensionsOfType(element, spec.moddleType);
  const editor = useEditorSession<Opened>({ values: {}, fields: [] });

  const open = (index: number) => {
    const listener = listeners[index];
    editor.openAt(index, listener ? { values: readListener(listener), fields: readFields(listener) } : { values: {}, fields: [] });
  };

  const write = (next: ModdleElement[]) => setExtensionsOfType(modeler, element, spec.moddleType, next);

  const save = (values: ListenerValues, fields: ListenerField[]) => {
    const { index } = editor.session;
    const built = buildListener(modeler, kind, values, fields, listeners[index]);
    write(replaceOrAppend(listeners, index, built));
  };

  const columns: ItemColumn<ModdleElement>[] = [
    { title: '事件类型', render: (l) => labelOf(spec.events, l.event) || String(l.event ?? '') },
    ...(kind === 'task' ? [{ title: '监听器ID', render: (l: ModdleElement) => String(l.id ?? '') }] : []),
    { title: '监听器类型', render: (l) => labelOf(LISTENER_TYPES, listenerTypeOf(l)) },
  ];

  return (
    <>
      <ItemTable<ModdleElement>
        label={`${spec.label}列表`}
        items={listeners}
        columns={columns}
        onEdit={open}
        onRemove={(index) => write(withoutIndex(listeners, index))}
        removeConfirm="确认移除该监听器吗？"
      />
      <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => open(-1)} style={{ marginTop: 8 }}>
        添加监听器
      </Button>
      <ListenerEditor
        key={editor.session.key}
        kind={kind}
        open={editor.session.open}
        adding={editor.session.index < 0}
        initialValues={editor.session.initial.values}
        initialFields={editor.session.initial.fields}
        onSave={save}
        onClose={editor.close}
      />
    </>
  );
}
