/**
 * One rule on the canvas, drawn as the form will show it. The drawing is inert; over it lies
 * a transparent button that selects the field (click, or Tab and Enter). The handle drags
 * with the mouse or, focused, with the keyboard (Space, arrows, Space); the whole field also
 * drags with the mouse. 复制 and 删除 sit beside the handle.
 */
import { memo, type CSSProperties } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Col, Form } from 'antd';
import { CopyOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { FIELD_KIND_LABELS, FieldControl, isLayoutKind, kindOf, LayoutBlock, requiredMessageOf, spanOf, type FormRule } from '../form-render';
import { pointerDragStart } from './dragAndDrop';

export interface CanvasDragData {
  from: 'canvas';
  label: string;
}

/** What a field is called to the user: its title, else its name, else its kind. */
export function itemLabel(rule: FormRule): string {
  const kind = kindOf(rule);
  if (kind === 'title' && typeof rule.props?.title === 'string' && rule.props.title) return `${rule.props.title}（标题）`;
  if (isLayoutKind(kind)) return FIELD_KIND_LABELS[kind];
  return `${rule.title || rule.field || FIELD_KIND_LABELS[kind]}（${FIELD_KIND_LABELS[kind]}）`;
}

/** Memoised apart from the item: dragging re-renders every sortable item, but their drawings stay as they are. */
const RulePreview = memo(function RulePreview({ id, rule }: { id: string; rule: FormRule }) {
  const kind = kindOf(rule);
  if (isLayoutKind(kind) || kind === 'unknown') return <LayoutBlock rule={rule} />;
  return (
    <Form.Item label={rule.title || rule.field} tooltip={rule.info || undefined} required={requiredMessageOf(rule) !== null}>
      <FieldControl rule={rule} id={`canvas-${id}`} value={rule.value} />
    </Form.Item>
  );
});

export interface CanvasItemProps {
  id: string;
  rule: FormRule;
  selected: boolean;
  /** The palette's drop line: above this item. */
  dropBefore: boolean;
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}

/** Memoised: typing in the settings panel changes one rule, and only that field redraws. */
export default memo(function CanvasItem({ id, rule, selected, dropBefore, onSelect, onCopy, onRemove }: CanvasItemProps) {
  const label = itemLabel(rule);
  const data: CanvasDragData = { from: 'canvas', label };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const classes = ['form-designer__item', selected && 'is-selected', isDragging && 'is-dragging', dropBefore && 'is-drop-before'].filter(Boolean).join(' ');
  return (
    <Col span={spanOf(rule)} role="listitem">
      <div ref={setNodeRef} style={style} className={classes}>
        <button
          type="button"
          className="form-designer__item-select"
          aria-label={label}
          aria-pressed={selected}
          onClick={() => onSelect(id)}
          onPointerDown={pointerDragStart(listeners)}
        />
        <div className="form-designer__item-preview" inert>
          <RulePreview id={id} rule={rule} />
        </div>
        <div className="form-designer__item-tools">
          <Button
            ref={setActivatorNodeRef}
            size="small"
            type="text"
            icon={<HolderOutlined aria-hidden />}
            {...attributes}
            {...listeners}
            aria-label={`拖动 ${label}`}
            title="拖动排序"
            className="form-designer__item-handle"
          />
          <Button size="small" type="text" icon={<CopyOutlined aria-hidden />} aria-label={`复制 ${label}`} title="复制" onClick={() => onCopy(id)} />
          <Button size="small" type="text" danger icon={<DeleteOutlined aria-hidden />} aria-label={`删除 ${label}`} title="删除" onClick={() => onRemove(id)} />
        </div>
      </div>
    </Col>
  );
});
