/**
 * How the designer's drags find their target. With a pointer, a field under the pointer wins;
 * between fields (or below the last) the nearest field, so a drop in a gap still lands next
 * to something; on an empty canvas, the canvas. Keyboard drags have no pointer and move to
 * the nearest field, as dnd-kit's sortable keyboard moves expect.
 */
import { closestCenter, pointerWithin, type Active, type CollisionDetection, type Over } from '@dnd-kit/core';
import type { Announcements, DraggableSyntheticListeners, ScreenReaderInstructions } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';

export const CANVAS_ID = 'form-canvas';

export const designerCollision: CollisionDetection = (args) => {
  const fields = args.droppableContainers.filter((c) => c.id !== CANVAS_ID);
  if (!args.pointerCoordinates) return closestCenter({ ...args, droppableContainers: fields });
  const hits = pointerWithin(args);
  const onField = hits.filter((h) => h.id !== CANVAS_ID);
  if (onField.length > 0) return onField;
  if (hits.length === 0) return [];
  return fields.length > 0 ? closestCenter({ ...args, droppableContainers: fields }) : hits;
};

/** Where a palette component dropped on `over` goes: before the field, or after it when the drag is past the field's middle. */
export function insertionIndex(active: Active, over: Over | null, ids: string[]): number | null {
  if (!over) return null;
  if (over.id === CANVAS_ID) return ids.length;
  const index = ids.indexOf(String(over.id));
  if (index === -1) return null;
  const dragged = active.rect.current.translated;
  if (!dragged) return index;
  const draggedMiddle = dragged.top + dragged.height / 2;
  const overMiddle = over.rect.top + over.rect.height / 2;
  return draggedMiddle > overMiddle ? index + 1 : index;
}

const labelOf = (item: Active | Over | null) => String(item?.data.current?.label ?? '组件');

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable: '按空格键或回车键拿起该字段，用方向键移动位置，再按空格键或回车键放下；按 Esc 键取消。',
};

/** A field over its own place has not moved: saying so would drown the announcement before. */
const moved = (active: Active, over: Over | null): over is Over => over !== null && over.id !== active.id;

export const announcements: Announcements = {
  onDragStart: ({ active }) => `已拿起 ${labelOf(active)}`,
  onDragOver: ({ active, over }) => (moved(active, over) ? `${labelOf(active)} 移到了 ${labelOf(over)} 的位置` : over ? undefined : `${labelOf(active)} 不在画布上`),
  onDragEnd: ({ active, over }) => (moved(active, over) ? `${labelOf(active)} 已放到 ${labelOf(over)} 的位置` : `${labelOf(active)} 已放下，位置未变`),
  onDragCancel: ({ active }) => `已取消拖动，${labelOf(active)} 回到原位`,
};

/**
 * The pointer half of a draggable's listeners. Elements whose Enter and Space mean something
 * else (add a component, select a field) drag with the mouse only; a field's handle keeps
 * the keyboard drag.
 */
export const pointerDragStart = (listeners: DraggableSyntheticListeners) => listeners?.onPointerDown as PointerEventHandler<HTMLElement> | undefined;
