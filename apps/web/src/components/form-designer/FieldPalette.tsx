/**
 * 组件: the components a form is built from. Each is a button: clicking it (or Enter / Space
 * on it) adds the component after the selected field; dragging it with the mouse drops it
 * where the canvas shows the insertion line. Only the pointer starts a drag here, so the
 * keyboard's Enter and Space keep meaning "add".
 */
import { memo } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { Button } from 'antd';
import { pointerDragStart } from './dragAndDrop';
import { PALETTE, type PaletteEntry, type PaletteKind } from './palette';

export const paletteDragId = (kind: PaletteKind) => `palette:${kind}`;

export interface PaletteDragData {
  from: 'palette';
  kind: PaletteKind;
  label: string;
}

function PaletteItem({ entry, onAdd }: { entry: PaletteEntry; onAdd: (kind: PaletteKind) => void }) {
  const data: PaletteDragData = { from: 'palette', kind: entry.kind, label: entry.label };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: paletteDragId(entry.kind), data });
  return (
    <Button
      ref={setNodeRef}
      className={`form-designer__palette-item${isDragging ? ' is-dragging' : ''}`}
      icon={entry.icon}
      onPointerDown={pointerDragStart(listeners)}
      onClick={() => onAdd(entry.kind)}
      title={`点击或拖入画布添加${entry.label}`}
    >
      {entry.label}
    </Button>
  );
}

/** Memoised: it never changes while the form is edited. */
export default memo(function FieldPalette({ onAdd }: { onAdd: (kind: PaletteKind) => void }) {
  const groups = [
    { key: 'field', title: '表单组件', entries: PALETTE.filter((e) => e.group === 'field') },
    { key: 'layout', title: '布局组件', entries: PALETTE.filter((e) => e.group === 'layout') },
  ];
  return (
    <nav className="form-designer__palette" aria-label="组件">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`palette-${group.key}`}>
          <h3 id={`palette-${group.key}`} className="form-designer__palette-title">
            {group.title}
          </h3>
          <div className="form-designer__palette-grid">
            {group.entries.map((e) => (
              <PaletteItem key={e.kind} entry={e} onAdd={onAdd} />
            ))}
          </div>
        </section>
      ))}
    </nav>
  );
});
