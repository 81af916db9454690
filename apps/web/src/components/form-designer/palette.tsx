/**
 * The components a form can be built from, in the palette's order, and the rule each starts
 * as. New rules take the reference designer's shape (an `input` with `props.type: 'textarea'`
 * for 多行文本, a `datePicker` with a range type for 日期范围…), so its forms and ours mix.
 */
import type { ReactNode } from 'react';
import {
  BorderOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClockCircleOutlined,
  CheckCircleOutlined,
  DownSquareOutlined,
  FieldNumberOutlined,
  FileTextOutlined,
  FontSizeOutlined,
  LineOutlined,
  SlidersOutlined,
  StarOutlined,
  SwapOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import { FIELD_KIND_LABELS, type FieldKind, type FormRule } from '../form-render';
import { nextFieldName } from './fieldNames';

export type PaletteKind = Exclude<FieldKind, 'password' | 'unknown'>;

export interface PaletteEntry {
  kind: PaletteKind;
  label: string;
  icon: ReactNode;
  group: 'field' | 'layout';
}

const entry = (kind: PaletteKind, icon: ReactNode, group: PaletteEntry['group'] = 'field'): PaletteEntry => ({ kind, label: FIELD_KIND_LABELS[kind], icon, group });

export const PALETTE: PaletteEntry[] = [
  entry('input', <BorderOutlined aria-hidden />),
  entry('textarea', <FileTextOutlined aria-hidden />),
  entry('inputNumber', <FieldNumberOutlined aria-hidden />),
  entry('radio', <CheckCircleOutlined aria-hidden />),
  entry('checkbox', <CheckSquareOutlined aria-hidden />),
  entry('select', <DownSquareOutlined aria-hidden />),
  entry('switch', <SwapOutlined aria-hidden />),
  entry('datePicker', <CalendarOutlined aria-hidden />),
  entry('dateRange', <ScheduleOutlined aria-hidden />),
  entry('timePicker', <ClockCircleOutlined aria-hidden />),
  entry('rate', <StarOutlined aria-hidden />),
  entry('slider', <SlidersOutlined aria-hidden />),
  entry('divider', <LineOutlined aria-hidden />, 'layout'),
  entry('title', <FontSizeOutlined aria-hidden />, 'layout'),
];

const twoOptions = () => [
  { label: '选项1', value: 1 },
  { label: '选项2', value: 2 },
];

/** The rule a palette entry adds, named so that it does not clash with `takenNames`. */
export function newRule(kind: PaletteKind, takenNames: string[]): FormRule {
  const field = (type: string, extra: Partial<FormRule> = {}): FormRule => ({
    type,
    field: nextFieldName(kind, takenNames),
    title: FIELD_KIND_LABELS[kind],
    info: '',
    $required: false,
    props: {},
    ...extra,
  });
  switch (kind) {
    case 'input':
      return field('input');
    case 'textarea':
      return field('input', { props: { type: 'textarea', rows: 3 } });
    case 'inputNumber':
      return field('inputNumber');
    case 'radio':
    case 'checkbox':
    case 'select':
      return field(kind, { options: twoOptions() });
    case 'switch':
      return field('switch', { value: false });
    case 'datePicker':
      return field('datePicker', { props: { type: 'date' } });
    case 'dateRange':
      return field('datePicker', { props: { type: 'daterange' } });
    case 'timePicker':
      return field('timePicker');
    case 'rate':
      return field('rate', { props: { max: 5 } });
    case 'slider':
      return field('slider', { props: { min: 0, max: 100, step: 1 } });
    case 'divider':
      return { type: 'el-divider', props: { contentPosition: 'center' }, children: [''] };
    case 'title':
      return { type: 'fcTitle', props: { title: '标题', size: 'h3', align: 'left' } };
  }
}
