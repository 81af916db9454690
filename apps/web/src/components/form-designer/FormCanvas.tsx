/**
 * The canvas: the form's rules in order, laid out as the form settings say (label position,
 * width, size) on the 24-column grid. It is the drop zone for the palette and the sortable
 * list of the rules; `dropIndex` is where a palette component being dragged would land.
 */
import { useMemo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Form, Row } from 'antd';
import { formLayoutOf, type FormConf } from '../form-render';
import CanvasItem from './CanvasItem';
import type { DesignerItem } from './designerState';
import { CANVAS_ID } from './dragAndDrop';

export interface FormCanvasProps {
  items: DesignerItem[];
  conf: FormConf;
  selectedId: string | null;
  dropIndex: number | null;
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}

export default function FormCanvas({ items, conf, selectedId, dropIndex, onSelect, onCopy, onRemove }: FormCanvasProps) {
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID, data: { label: '表单画布' } });
  const layout = formLayoutOf(conf);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  return (
    <div ref={setNodeRef} className={`form-designer__canvas${isOver ? ' is-over' : ''}`}>
      <Form component="div" {...layout} labelWrap className="form-designer__canvas-form">
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <Row gutter={16} role="list" aria-label="表单画布">
            {items.map((item, index) => (
              <CanvasItem
                key={item.id}
                id={item.id}
                rule={item.rule}
                selected={item.id === selectedId}
                dropBefore={dropIndex === index}
                onSelect={onSelect}
                onCopy={onCopy}
                onRemove={onRemove}
              />
            ))}
          </Row>
        </SortableContext>
        {dropIndex !== null && dropIndex >= items.length && items.length > 0 && <div className="form-designer__drop-end" aria-hidden />}
        {items.length === 0 && <div className="form-designer__empty">从左侧拖入或点击组件添加表单项</div>}
      </Form>
    </div>
  );
}
