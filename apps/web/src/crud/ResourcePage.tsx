/**
 * A list screen from its contract resource alone: `<ResourcePage resource={postResource} />`.
 * The columns, search form, add/edit form, 详细, export name, noun and button permissions are
 * the resource's; the screen adds only what the contract cannot know: cells it draws itself
 * (`render`), its own buttons and dialogs (any `ListPage` prop), a form field's own control
 * (`inputs`) or facts (`form.fieldExtras`), choices that are no dictionary (`options`), and 详细
 * (`detailTitle`, with `detailRender` for cells it draws unlike the list). Anything the resource derives can still be replaced whole (`columns`, `form`).
 */
import type { ReactNode } from 'react';
import type { Resource } from '@tenon/contracts';
import ListPage, { type ListPageProps } from './ListPage';
import { resourceColumns, resourceDetail, resourceFormFields } from './fromResource';
import type { FormField, FormValuesOf, Option, RecordOf, ResourceApi, ResourceForm, RowOf } from './listResource';

type Derived = 'api' | 'permissions' | 'noun' | 'exportFile' | 'columns' | 'form' | 'detail';

export interface ResourcePageProps<A extends ResourceApi> extends Omit<ListPageProps<A>, Derived> {
  resource: Resource<A>;
  /** Cells drawn the screen's own way, by field name (in the list and in 详细). */
  render?: Partial<Record<string, (row: RowOf<A['page']>) => ReactNode>>;
  /** Form controls the kit cannot choose (a tree, a user picker), by field name. */
  inputs?: Partial<Record<string, ReactNode>>;
  /** The whole column list instead of the resource's. */
  columns?: ListPageProps<A>['columns'];
  /**
   * Columns the resource cannot give, each placed after the field `after` names: a search-only
   * field for a filter no row carries (商品列表's 商品编码, a SKU's bar code).
   */
  moreColumns?: Array<{ after: string; column: ListPageProps<A>['columns'][number] }>;
  /**
   * The form's remaining facts (width, titles, fromRecord/toBody), and `fieldExtras`: what the
   * screen adds to a field the resource gives (a rule with its message, options, shownWhen, a
   * control); false: no add/edit dialog.
   */
  form?:
    | (Omit<ResourceForm<FormValuesOf<A>, RecordOf<A>>, 'fields'> & {
        fields?: ResourceForm<FormValuesOf<A>, RecordOf<A>>['fields'];
        fieldExtras?: Partial<Record<keyof FormValuesOf<A> & string, Partial<FormField<FormValuesOf<A>>>>>;
      })
    | false;
  /**
   * Choices that are no dictionary (another resource's rows), by field name: the field's search
   * field and its form field are selects of them.
   */
  options?: Partial<Record<string, Option[]>>;
  /** The 详细 dialog's title: a row's fields read-only (the resource's `detail` order and wording). */
  detailTitle?: string;
  /** The 详细 dialog's width (default 700). */
  detailWidth?: number;
  /** Cells 详细 draws unlike the list, by field name (default: `render`'s). */
  detailRender?: Partial<Record<string, (row: RowOf<A['page']>) => ReactNode>>;
}

export default function ResourcePage<A extends ResourceApi>({ resource: r, render, inputs = {}, columns, moreColumns = [], form, options = {}, detailTitle, detailWidth, detailRender, ...rest }: ResourcePageProps<A>) {
  type Values = FormValuesOf<A>;
  const hasForm = form !== false && (r.api.create !== undefined || r.api.update !== undefined);
  const extras: Partial<Record<string, Partial<FormField<Values>>>> = (form && form.fieldExtras) || {};
  const fields =
    form && form.fields
      ? form.fields
      : resourceFormFields<Values>(r).map((field) => ({
          ...field,
          ...(options[field.name] ? { kind: 'select' as const, options: options[field.name], dict: undefined } : {}),
          ...(inputs[field.name] ? { input: inputs[field.name] } : {}),
          ...extras[field.name],
        }));
  const derivedColumns = () =>
    resourceColumns(r, render).flatMap((column) => {
      const choices = options[column.dataIndex];
      const derived = choices && typeof column.search === 'object' ? { ...column, search: { ...column.search, kind: 'select' as const, options: choices } } : column;
      return [derived, ...moreColumns.filter((more) => more.after === column.dataIndex).map((more) => more.column)];
    });
  return (
    <ListPage<A>
      {...rest}
      api={r.api}
      permissions={r.permissions}
      noun={r.noun}
      exportFile={r.exportFile}
      columns={columns ?? derivedColumns()}
      form={hasForm ? { defaults: r.defaults as Partial<Values>, ...(form || {}), fields } : undefined}
      detail={detailTitle ? { ...resourceDetail(r, detailTitle, { ...render, ...detailRender }), width: detailWidth } : undefined}
    />
  );
}
