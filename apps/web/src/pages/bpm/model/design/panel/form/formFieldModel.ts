/**
 * A form field as the 表单 section edits it (docs/process-designer.md, "Element rules") and its camunda moddle:
 * `camunda:FormField` with enum `camunda:Value`s, `camunda:Validation` constraints and
 * `camunda:Properties`. A type outside the six known ones is a 自定义类型 with a free name.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { createModdle } from '../shared/moddle';
import type { ModdleElement } from '../shared/types';

export type KnownFieldType = 'long' | 'string' | 'boolean' | 'date' | 'enum' | 'custom';

export const FORM_FIELD_TYPES: { value: KnownFieldType; label: string }[] = [
  { value: 'long', label: '长整型' },
  { value: 'string', label: '字符串' },
  { value: 'boolean', label: '布尔类' },
  { value: 'date', label: '日期类' },
  { value: 'enum', label: '枚举类' },
  { value: 'custom', label: '自定义类型' },
];

export type OptionKind = 'enum' | 'constraint' | 'property';
export type FieldOption = Record<string, string | undefined>;

/** The three lists of a field: where each lives in the moddle and what its columns are called. */
export const OPTION_LISTS: Record<
  OptionKind,
  { title: string; noun: string; addLabel: string; keys: [string, string]; labels: [string, string] }
> = {
  enum: { title: '枚举值列表', noun: '枚举值', addLabel: '添加枚举值', keys: ['id', 'name'], labels: ['枚举值编号', '枚举值名称'] },
  constraint: { title: '约束条件列表', noun: '约束', addLabel: '添加约束', keys: ['name', 'config'], labels: ['约束名称', '约束配置'] },
  property: { title: '字段属性列表', noun: '属性', addLabel: '添加属性', keys: ['id', 'value'], labels: ['属性编号', '属性值'] },
};

export interface FormFieldValues {
  id?: string;
  typeType?: KnownFieldType;
  customType?: string;
  label?: string;
  datePattern?: string;
  defaultValue?: string;
}

export type FieldOptions = Record<OptionKind, FieldOption[]>;

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function typeLabel(type: unknown): string {
  const known = FORM_FIELD_TYPES.find((t) => t.value === type && t.value !== 'custom');
  return known?.label ?? str(type) ?? '';
}

export function readFormField(field: ModdleElement): { values: FormFieldValues; options: FieldOptions } {
  const type = str(field.type);
  const known = FORM_FIELD_TYPES.some((t) => t.value === type && t.value !== 'custom');
  const pick = (objects: ModdleElement[] | undefined, [a, b]: [string, string]) =>
    (objects ?? []).map((o) => ({ [a]: str(o[a]), [b]: str(o[b]) }));
  return {
    values: {
      id: str(field.id),
      typeType: type === undefined ? undefined : known ? (type as KnownFieldType) : 'custom',
      customType: known ? undefined : type,
      label: str(field.label),
      datePattern: str(field.datePattern),
      defaultValue: str(field.defaultValue),
    },
    options: {
      enum: pick(field.values as ModdleElement[] | undefined, OPTION_LISTS.enum.keys),
      constraint: pick((field.validation as ModdleElement | undefined)?.constraints as ModdleElement[] | undefined, OPTION_LISTS.constraint.keys),
      property: pick((field.properties as ModdleElement | undefined)?.values as ModdleElement[] | undefined, OPTION_LISTS.property.keys),
    },
  };
}

export function buildFormField(modeler: Modeler, values: FormFieldValues, options: FieldOptions): ModdleElement {
  const type = values.typeType === 'custom' ? str(values.customType) : values.typeType;
  const attrs: Record<string, unknown> = {
    id: str(values.id),
    label: str(values.label),
    type,
    defaultValue: str(values.defaultValue),
  };
  if (type === 'date') attrs.datePattern = str(values.datePattern);
  const make = (moddleType: string, option: FieldOption) =>
    createModdle(modeler, moddleType, Object.fromEntries(Object.entries(option).map(([k, v]) => [k, str(v)])));
  if (type === 'enum' && options.enum.length) attrs.values = options.enum.map((o) => make('camunda:Value', o));
  if (options.constraint.length) {
    attrs.validation = createModdle(modeler, 'camunda:Validation', {
      constraints: options.constraint.map((o) => make('camunda:Constraint', o)),
    });
  }
  if (options.property.length) {
    attrs.properties = createModdle(modeler, 'camunda:Properties', {
      values: options.property.map((o) => make('camunda:Property', o)),
    });
  }
  return createModdle(modeler, 'camunda:FormField', attrs);
}
