/**
 * The form designer's workbench: the palette, the canvas with its toolbar (预览, 查看 JSON,
 * the caller's own buttons, 清空) and the settings panel, over the designer's state. The
 * caller keeps the state, so it decides what the design becomes: 流程表单 saves it, 表单构建
 * exports it as JSON or as code.
 */
import { useCallback, useMemo, useState, type Dispatch, type ReactNode } from 'react';
import { Button, Empty, Tabs } from 'antd';
import { ClearOutlined, CodeOutlined, EyeOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { FormConf, FormRule } from '../form-render';
import { confirmAction } from '../../utils/modal';
import FieldPalette, { type PaletteDragData } from './FieldPalette';
import FieldSettings from './FieldSettings';
import FormCanvas from './FormCanvas';
import FormJsonModal from './FormJsonModal';
import FormPreviewModal from './FormPreviewModal';
import FormSettings from './FormSettings';
import { announcements, designerCollision, insertionIndex, screenReaderInstructions } from './dragAndDrop';
import { newItemId, type DesignerAction, type DesignerState } from './designerState';
import { fieldNamesOf } from './fieldNames';
import type { PaletteKind } from './palette';
import './form-designer.css';

export type SettingsTab = 'field' | 'form';

export interface DesignerWorkbenchProps {
  state: DesignerState;
  dispatch: Dispatch<DesignerAction>;
  /** The settings panel's tab: the caller turns it to 组件配置 when it points at a field. */
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** The caller's own toolbar buttons, before 清空. */
  toolbar?: ReactNode;
}

export default function DesignerWorkbench({ state, dispatch, tab, onTabChange, toolbar }: DesignerWorkbenchProps) {
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [dragging, setDragging] = useState<PaletteDragData | null>(null);
  const [preview, setPreview] = useState<'preview' | 'json' | null>(null);

  const rules = useMemo(() => state.items.map((i) => i.rule), [state.items]);
  const ids = useMemo(() => state.items.map((i) => i.id), [state.items]);
  const selected = state.items.find((i) => i.id === state.selectedId) ?? null;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click still selects or adds.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const add = useCallback(
    (kind: PaletteKind, index?: number) => {
      dispatch({ type: 'add', kind, id: newItemId(), index });
      onTabChange('field');
    },
    [dispatch, onTabChange],
  );
  const select = useCallback(
    (id: string) => {
      dispatch({ type: 'select', id });
      onTabChange('field');
    },
    [dispatch, onTabChange],
  );
  const copy = useCallback((id: string) => dispatch({ type: 'copy', id, newId: newItemId() }), [dispatch]);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), [dispatch]);

  const track = (event: DragMoveEvent) => {
    if (event.active.data.current?.from === 'palette') setDropIndex(insertionIndex(event.active, event.over, ids));
  };
  const drop = (event: DragEndEvent) => {
    const data = event.active.data.current as PaletteDragData | { from: 'canvas' } | undefined;
    setDragging(null);
    setDropIndex(null);
    if (data?.from === 'palette') {
      const index = insertionIndex(event.active, event.over, ids);
      if (index !== null) add(data.kind, index);
    } else if (event.over && event.over.id !== event.active.id) {
      dispatch({ type: 'move', id: String(event.active.id), overId: String(event.over.id) });
    }
  };
  const clear = async () => {
    if (state.items.length === 0) return;
    if (await confirmAction('确定清空画布上的所有字段吗？')) dispatch({ type: 'clear' });
  };

  const otherNames = selected ? fieldNamesOf(state.items.filter((i) => i.id !== selected.id).map((i) => i.rule)) : [];
  const current = preview ? { conf: state.conf, rules } : null;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={designerCollision}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={(e) => setDragging(e.active.data.current?.from === 'palette' ? (e.active.data.current as PaletteDragData) : null)}
        onDragMove={track}
        onDragOver={track}
        onDragEnd={drop}
        onDragCancel={() => {
          setDragging(null);
          setDropIndex(null);
        }}
      >
        <div className="form-designer__body">
          <FieldPalette onAdd={add} />
          <section className="form-designer__main" aria-label="表单画布区">
            <div className="form-designer__toolbar">
              <Button type="link" icon={<EyeOutlined aria-hidden />} onClick={() => setPreview('preview')}>
                预览
              </Button>
              <Button type="link" icon={<CodeOutlined aria-hidden />} onClick={() => setPreview('json')}>
                查看 JSON
              </Button>
              {toolbar}
              <Button type="link" danger icon={<ClearOutlined aria-hidden />} disabled={state.items.length === 0} onClick={() => void clear()}>
                清空
              </Button>
            </div>
            <FormCanvas
              items={state.items}
              conf={state.conf}
              selectedId={state.selectedId}
              dropIndex={dropIndex}
              onSelect={select}
              onCopy={copy}
              onRemove={remove}
            />
          </section>
          <aside className="form-designer__settings" aria-label="配置">
            <Tabs
              activeKey={tab}
              onChange={(key) => onTabChange(key as SettingsTab)}
              items={[
                {
                  key: 'field',
                  label: '组件配置',
                  children: selected ? (
                    <FieldSettings key={selected.id} rule={selected.rule} otherNames={otherNames} onChange={(rule: FormRule) => dispatch({ type: 'update', id: selected.id, rule })} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请在画布中选择一个组件" />
                  ),
                },
                { key: 'form', label: '表单配置', children: <FormSettings conf={state.conf} onChange={(conf: FormConf) => dispatch({ type: 'conf', conf })} /> },
              ]}
            />
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragging && <div className="form-designer__drag-chip">{dragging.label}</div>}</DragOverlay>
      </DndContext>
      <FormPreviewModal form={preview === 'preview' ? current : null} onClose={() => setPreview(null)} />
      <FormJsonModal form={preview === 'json' ? current : null} onClose={() => setPreview(null)} />
    </>
  );
}
