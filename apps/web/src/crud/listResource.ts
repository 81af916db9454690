/**
 * The facts a list screen states about its resource (see `ListPage`): its endpoints, the
 * permissions of its buttons, its noun, its columns (which also describe the search form) and
 * its form fields. Everything else is the kit's.
 */
import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { BodyOf, DictCode, Endpoint, FiltersOf, Permission, ResponseOf, RowFieldFacts } from '@tenon/contracts';

/** The endpoints of a resource; only `page` is required, and each other one brings its button. */
export interface ResourceApi {
  page: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  export?: Endpoint;
}

/** One row of a page endpoint's answer (or of a list endpoint's, for a tree table). */
export type RowOf<E> = ResponseOf<E> extends { list: Array<infer Row> } ? Row : ResponseOf<E> extends Array<infer Row> ? Row : never;

/** What the add/edit form holds: the create endpoint's body. */
export type FormValuesOf<A extends ResourceApi> = A['create'] extends Endpoint ? NonNullable<BodyOf<A['create']>> : never;

/** The record `get` answers, which 修改X loads. */
export type RecordOf<A extends ResourceApi> = A['get'] extends Endpoint ? ResponseOf<A['get']> : never;

/** The permission of each built-in button; a button whose permission is not given never shows. */
export interface ResourcePermissions {
  query?: Permission;
  create?: Permission;
  update?: Permission;
  delete?: Permission;
  export?: Permission;
  import?: Permission;
}

export type Option = { label: string; value: string | number | boolean };

/**
 * How a column appears in the search form. The kind follows from the column unless given:
 * a dictionary column is a select of its entries, a `dateTime` column a date range (sent as
 * whole days), anything else a text box.
 */
export interface SearchSpec<Filters> {
  kind?: 'text' | 'select' | 'dateRange' | 'dateTime' | 'number' | 'range' | 'moneyRange';
  /** The filter's name, when it differs from the column's `dataIndex`. */
  name?: keyof Filters & string;
  /** Default: the column's title. */
  label?: string;
  /** Default: 请输入{label} / 请选择{label}. */
  placeholder?: string;
  /** Select options from this dictionary (default: the column's `dict`). */
  dict?: DictCode;
  options?: Option[];
  /** Fields with a higher order come first (default 0), as ProTable's `order`. */
  order?: number;
}

export interface ListColumn<Row, Filters> {
  title: string;
  dataIndex: keyof Row & string;
  /** Default: `dataIndex`; needed when two columns show parts of one property. */
  key?: string;
  /** Consecutive columns of one group stand under this header (and show or hide together). */
  group?: string;
  width?: number;
  /** Default center. */
  align?: 'left' | 'center' | 'right';
  /** Default: cut with … when the column shows its value as plain text. */
  ellipsis?: boolean;
  /** `dateTime`: the value through `parseTime`. */
  valueType?: 'text' | 'dateTime';
  /** The value as a `DictTag` of this dictionary. */
  dict?: DictCode;
  render?: (row: Row) => ReactNode;
  /** `true`: a search field as the column suggests; an object says how. */
  search?: boolean | SearchSpec<Filters>;
  /** Only its search field: no column in the table. */
  searchOnly?: boolean;
}

export interface FormField<Values> {
  name: keyof Values & string;
  label: string;
  /**
   * Default `text`; `dict` a choice among the dictionary's entries (radio buttons for up to four,
   * else a select); `dateTime` picks a moment, held as epoch milliseconds as the contract has it;
   * `richText` edits HTML in the rich-text editor; `image` uploads an image through the file
   * service and holds its URL; `rows` edits an array of rows (a master's sub-table) as a table of
   * the `rows` fields; `input` replaces the control altogether (a tree, a user picker).
   */
  kind?: 'text' | 'textarea' | 'richText' | 'image' | 'number' | 'radio' | 'select' | 'dateTime' | 'dict' | 'rows';
  input?: ReactNode;
  /** A `rows` field's columns: its rows' fields, in their order, as the resource states them. */
  rows?: Record<string, RowFieldFacts>;
  /** Radio or select options from this dictionary, typed as the contract's field. */
  dict?: DictCode;
  options?: Option[];
  /** Default: 请输入{label} (text), 请选择{label} (select). */
  placeholder?: string;
  /** Default: the contract's maxLength. */
  maxLength?: number;
  /** Default: required when the contract requires it, with the message {label}不能为空. */
  required?: boolean | string;
  /** Checks after the required one (a pattern with the reference's message). */
  rules?: Rule[];
  /** Grid columns of 24 the field takes from a small screen up (default the whole row). */
  span?: number;
  /** A hint behind a question mark beside the label. */
  tooltip?: string;
  /** A field set once: left out of 修改X, or shown there disabled. */
  whenEditing?: 'hidden' | 'disabled';
  /** Shown only while the form's values say so (a field of the chosen type). */
  shownWhen?: (values: Partial<Values>) => boolean;
}

export interface ResourceForm<Values, Loaded = never> {
  fields: FormField<Values>[];
  /** The values a new record starts with. */
  defaults?: Partial<Values>;
  width?: number;
  labelWidth?: number;
  /** Default: 添加{noun} / 修改{noun}. */
  titles?: { create?: string; update?: string };
  /** What the form shows of a loaded record (default: the record as it is). */
  fromRecord?: (record: Loaded) => Partial<Values>;
  /** The body the values are sent as (default: as they are); `record` is the one being edited. */
  toBody?: (values: Values, record: Loaded | undefined) => Values;
}

/** A button in the 操作 column. */
export interface RowAction<Row> {
  label: string;
  icon?: ReactNode;
  /** Shown only to holders; without one, to everybody. */
  permission?: Permission;
  onClick: (row: Row) => void;
  /** Rows it applies to (default all). */
  shownFor?: (row: Row) => boolean;
  /** Before the built-in 修改/删除 instead of after them. */
  first?: boolean;
  /** Between the built-in 修改 and 删除. */
  beforeDelete?: boolean;
  /** Why the button is disabled for this row (its hover text); undefined: enabled. */
  disabledFor?: (row: Row) => string | undefined;
  /** Rarely used: under the row's 更多 when the row has more buttons than fit (`actionColumn`). */
  more?: boolean;
}

/** A dropdown in the 操作 column (更多) of the actions the user holds; none held, no dropdown. */
export interface RowMenu<Row> {
  label: string;
  icon?: ReactNode;
  items: RowAction<Row>[];
}

/** The read-only 详细 dialog of a row (the logs). */
export interface DetailSpec<Row> {
  title: string;
  items: (row: Row) => NonNullable<DescriptionsProps['items']>;
  width?: number;
}

export type FiltersOfApi<A extends ResourceApi> = FiltersOf<A['page']>;
