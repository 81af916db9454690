/**
 * The facts a list screen states about its resource (see `ListPage`): its endpoints, the
 * permissions of its buttons, its noun, its columns (which also describe the search form) and
 * its form fields. Everything else is the kit's.
 */
import type { ReactNode } from 'react';
import type { DescriptionsProps } from 'antd';
import type { BodyOf, Endpoint, FiltersOf, Permission, ResponseOf } from '@tenon/contracts';

/** The endpoints of a resource; only `page` is required, and each other one brings its button. */
export interface ResourceApi {
  page: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  export?: Endpoint;
}

/** One row of a page endpoint's answer. */
export type RowOf<E> = ResponseOf<E> extends { list: Array<infer Row> } ? Row : never;

/** What the add/edit form holds: the create endpoint's body. */
export type FormValuesOf<A extends ResourceApi> = A['create'] extends Endpoint ? NonNullable<BodyOf<A['create']>> : never;

/** The permission of each built-in button; a button whose permission is not given never shows. */
export interface ResourcePermissions {
  query?: Permission;
  create?: Permission;
  update?: Permission;
  delete?: Permission;
  export?: Permission;
}

export type Option = { label: string; value: string | number | boolean };

/**
 * How a column appears in the search form. The kind follows from the column unless given:
 * a dictionary column is a select of its entries, a `dateTime` column a date range (sent as
 * whole days), anything else a text box.
 */
export interface SearchSpec<Filters> {
  kind?: 'text' | 'select' | 'dateRange' | 'number';
  /** The filter's name, when it differs from the column's `dataIndex`. */
  name?: keyof Filters & string;
  /** Default: the column's title. */
  label?: string;
  /** Default: 请输入{label} / 请选择{label}. */
  placeholder?: string;
  /** Select options from this dictionary (default: the column's `dict`). */
  dict?: string;
  options?: Option[];
  /** Fields with a higher order come first (default 0), as ProTable's `order`. */
  order?: number;
}

export interface ListColumn<Row, Filters> {
  title: string;
  dataIndex: keyof Row & string;
  width?: number;
  /** Default center. */
  align?: 'left' | 'center' | 'right';
  /** Default: cut with … when the column shows its value as plain text. */
  ellipsis?: boolean;
  /** `dateTime`: the value through `parseTime`. */
  valueType?: 'text' | 'dateTime';
  /** The value as a `DictTag` of this dictionary. */
  dict?: string;
  render?: (row: Row) => ReactNode;
  /** `true`: a search field as the column suggests; an object says how. */
  search?: boolean | SearchSpec<Filters>;
}

export interface FormField<Values> {
  name: keyof Values & string;
  label: string;
  /** Default `text`; `input` replaces the control altogether (a tree, a user picker). */
  kind?: 'text' | 'textarea' | 'number' | 'radio' | 'select';
  input?: ReactNode;
  /** Radio or select options from this dictionary, typed as the contract's field. */
  dict?: string;
  options?: Option[];
  /** Default: 请输入{label} (text), 请选择{label} (select). */
  placeholder?: string;
  /** Default: the contract's maxLength. */
  maxLength?: number;
  /** Default: required when the contract requires it, with the message {label}不能为空. */
  required?: boolean | string;
}

export interface ResourceForm<Values> {
  fields: FormField<Values>[];
  /** The values a new record starts with. */
  defaults?: Partial<Values>;
  width?: number;
  labelWidth?: number;
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
}

/** The read-only 详细 dialog of a row (the logs). */
export interface DetailSpec<Row> {
  title: string;
  items: (row: Row) => NonNullable<DescriptionsProps['items']>;
  width?: number;
}

export type FiltersOfApi<A extends ResourceApi> = FiltersOf<A['page']>;
