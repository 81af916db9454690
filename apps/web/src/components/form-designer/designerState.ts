/**
 * What the designer edits: the form's rules in order, which one is selected, and the form's
 * settings. Items carry an id of their own for dragging and selection, because a rule's
 * `field` changes while it is edited (and layout rules have none); ids are never saved.
 */
import { arrayMove } from '@dnd-kit/sortable';
import type { FormConf, FormRule } from '../form-render';
import { fieldNamesOf, nextFieldName } from './fieldNames';
import { newRule, type PaletteKind } from './palette';

export interface DesignerItem {
  id: string;
  rule: FormRule;
}

export interface DesignerState {
  items: DesignerItem[];
  selectedId: string | null;
  conf: FormConf;
}

export type DesignerAction =
  /** A palette component, at `index` or else after the selected field (else last); it becomes the selection. */
  | { type: 'add'; kind: PaletteKind; id: string; index?: number }
  | { type: 'move'; id: string; overId: string }
  | { type: 'update'; id: string; rule: FormRule }
  | { type: 'copy'; id: string; newId: string }
  | { type: 'remove'; id: string }
  | { type: 'select'; id: string | null }
  | { type: 'clear' }
  | { type: 'conf'; conf: FormConf };

let lastId = 0;
export const newItemId = () => `item-${++lastId}`;
export const toItems = (rules: FormRule[]): DesignerItem[] => rules.map((rule) => ({ id: newItemId(), rule }));

/** A copy is named like the palette names a new field of its kind: `input1` copied is `input2`, or the next free one. */
function copyOf(rule: FormRule, items: DesignerItem[]): FormRule {
  if (typeof rule.field !== 'string') return structuredClone(rule);
  const prefix = rule.field.replace(/\d+$/, '') || 'field';
  return { ...structuredClone(rule), field: nextFieldName(prefix, fieldNamesOf(items.map((i) => i.rule))) };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'add': {
      const selected = state.items.findIndex((i) => i.id === state.selectedId);
      const at = action.index ?? (selected === -1 ? state.items.length : selected + 1);
      const rule = newRule(action.kind, fieldNamesOf(state.items.map((i) => i.rule)));
      const items = [...state.items];
      items.splice(Math.max(0, Math.min(at, items.length)), 0, { id: action.id, rule });
      return { ...state, items, selectedId: action.id };
    }
    case 'move': {
      const from = state.items.findIndex((i) => i.id === action.id);
      const to = state.items.findIndex((i) => i.id === action.overId);
      if (from === -1 || to === -1 || from === to) return state;
      return { ...state, items: arrayMove(state.items, from, to) };
    }
    case 'update':
      return { ...state, items: state.items.map((i) => (i.id === action.id ? { ...i, rule: action.rule } : i)) };
    case 'copy': {
      const index = state.items.findIndex((i) => i.id === action.id);
      if (index === -1) return state;
      const items = [...state.items];
      items.splice(index + 1, 0, { id: action.newId, rule: copyOf(state.items[index]!.rule, state.items) });
      return { ...state, items, selectedId: action.newId };
    }
    case 'remove': {
      const index = state.items.findIndex((i) => i.id === action.id);
      if (index === -1) return state;
      const items = state.items.filter((i) => i.id !== action.id);
      // The neighbour takes the selection: the settings panel goes on showing a field of the form.
      const next = state.selectedId === action.id ? (items[index] ?? items[index - 1] ?? null)?.id ?? null : state.selectedId;
      return { ...state, items, selectedId: next };
    }
    case 'select':
      return { ...state, selectedId: action.id };
    case 'clear':
      return { ...state, items: [], selectedId: null };
    case 'conf':
      return { ...state, conf: action.conf };
  }
}
