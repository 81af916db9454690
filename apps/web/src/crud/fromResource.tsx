/**
 * The list kit's pieces read off a contract resource (`resource()` in @tenon/contracts): the
 * columns and their search fields, the add/edit form's fields and the 详细 items. A screen states
 * only what the contract cannot know (a cell rendered its own way, a picker).
 */
import type { ReactNode } from 'react';
import { Image } from 'antd';
import { fieldsOf, rowFieldsOf, type FieldFacts, type Resource } from '@tenon/contracts';
import DictTag from '../dict/DictTag';
import type { DictValue } from '../stores/dictStore';
import { parseTime } from '../utils/date';
import { fieldSchema } from './contractSchema';
import type { DetailSpec, FormField, ListColumn, SearchSpec } from './listResource';

/** Integer cents as yuan with two decimals (`12345` → `123.45`). */
export const yuan = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));

type Row = Record<string, unknown>;

/** A field's own way to show a value, where its kind is not plain text. */
function rendererOf(name: string, f: FieldFacts<string>): ((row: Row) => ReactNode) | undefined {
  if (f.kind === 'money') return (row) => yuan(row[name] as number);
  if (f.kind === 'picture') return (row) => (row[name] ? <Image src={String(row[name])} width={40} height={40} alt={f.title} /> : null);
  return undefined;
}

function searchOf(r: Resource, name: string, f: FieldFacts<string>): SearchSpec<Row> | undefined {
  if (!f.filter || f.search === false) return undefined;
  if (f.filter === 'range') {
    return { name, kind: f.kind === 'money' ? 'moneyRange' : 'range', label: f.search?.label, placeholder: f.search?.placeholder, order: f.search?.order };
  }
  const filter = f.filterName ?? name;
  // A number the page filters by equality (an id) is typed as a number.
  const numeric = ['integer', 'number'].includes(fieldSchema(r.api.page, 'query', filter).type ?? '');
  return {
    name: filter,
    kind: f.filter === 'dateRange' ? 'dateRange' : f.dict ? 'select' : numeric ? 'number' : 'text',
    label: f.search?.label,
    placeholder: f.search?.placeholder,
    order: f.search?.order,
  };
}

/**
 * The list's columns, in the fields' order, with `render` replacing a cell where the screen
 * draws its own. A field that is only a filter (`list: false`) still gives its search field.
 */
export function resourceColumns<R>(r: Resource, render: Partial<Record<string, (row: R) => ReactNode>> = {}): ListColumn<R, Row>[] {
  return rowFieldsOf(r).flatMap(([name, f]) => {
    const search = searchOf(r, name, f);
    if (f.list === false && !search) return [];
    const column: ListColumn<Row, Row> = {
      title: f.title,
      dataIndex: name,
      width: f.width,
      dict: f.dict,
      valueType: f.kind === 'dateTime' ? 'dateTime' : undefined,
      render: (render[name] as ((row: Row) => ReactNode) | undefined) ?? rendererOf(name, f),
      search,
      searchOnly: f.list === false,
    };
    return [column as unknown as ListColumn<R, Row>];
  });
}

/**
 * The form control a field's facts ask for, given its type in the body schema: a dictionary's
 * choices, a moment, the editors, a number, else text. A `rows` field's row fields read alike.
 */
export function formKindOf(f: Pick<FieldFacts<string>, 'dict' | 'kind' | 'form'>, type: string | undefined): Exclude<FormField<unknown>['kind'], undefined> {
  if (f.kind === 'rows') return 'rows';
  if (f.dict) return f.form?.control ?? 'dict';
  if (f.kind === 'dateTime' || f.kind === 'richText' || f.kind === 'textarea') return f.kind;
  if (f.kind === 'picture') return 'image';
  return type === 'integer' || type === 'number' || f.kind === 'money' ? 'number' : 'text';
}

/** The add/edit form's fields: the resource's `form` order, else the create body's fields in the fields' order. */
export function resourceFormFields<Values>(r: Resource): FormField<Values>[] {
  const facts = r.fields as Record<string, FieldFacts<string> | undefined>;
  const names = r.form ?? fieldsOf(r).map(([name]) => name).filter((name) => isBodyField(r, name));
  return names.map((name) => {
    const f = facts[name] ?? { title: name };
    const kind = formKindOf(f, fieldSchema(r.api.create, 'body', name).type);
    return {
      name: name as keyof Values & string,
      label: f.form?.label ?? f.title,
      placeholder: f.form?.placeholder,
      tooltip: f.form?.tooltip,
      kind,
      dict: f.dict,
      ...(kind === 'rows' ? { rows: { ...f.rows } } : {}),
    };
  });
}

const isBodyField = (r: Resource, name: string) => Boolean((r.api.create?.body as { properties?: Record<string, unknown> } | undefined)?.properties?.[name]);

/**
 * The read-only 详细 of a row: the resource's `detail` fields (default every field) in their
 * order, each labelled by its detail label or title, shown as the list shows it unless `render`
 * draws it.
 */
export function resourceDetail<R>(r: Resource, title: string, render: Partial<Record<string, (row: R) => ReactNode>> = {}): DetailSpec<R> {
  const facts = r.fields as Record<string, FieldFacts<string> | undefined>;
  const fields: Array<[string, FieldFacts<string>]> = r.detail ? r.detail.map((name) => [name, facts[name] ?? { title: name }]) : rowFieldsOf(r);
  return {
    title,
    items: (row) =>
      fields.map(([name, f]) => {
        const value = (row as Row)[name];
        const own = render[name] ?? (rendererOf(name, f) as ((row: R) => ReactNode) | undefined);
        return {
          key: name,
          label: f.detail?.label ?? f.title,
          children: own ? own(row) : f.dict ? <DictTag type={f.dict} value={value as DictValue} /> : f.kind === 'dateTime' ? parseTime(value as number) : (value as ReactNode),
        };
      }),
  };
}
