/**
 * A list screen from its contract resource alone: `<ResourcePage resource={postResource} />`.
 * The columns, search form, add/edit form, 详细, export name, noun and button permissions are
 * the resource's; the screen adds only what the contract cannot know: cells it draws itself
 * (`render`), its own buttons and dialogs (any `ListPage` prop), a form field's own control
 * (`inputs`). Anything the resource derives can still be replaced whole (`columns`, `form`).
 */
import type { ReactNode } from 'react';
import type { Resource } from '@tenon/contracts';
import ListPage, { type ListPageProps } from './ListPage';
import { resourceColumns, resourceDetail, resourceFormFields } from './fromResource';
import type { FormField, FormValuesOf, RecordOf, ResourceApi, ResourceForm, RowOf } from './listResource';

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
  /** The 详细 dialog's title: a row's every field, read-only. */
  detailTitle?: string;
  /** The 详细 dialog's width (default 700). */
  detailWidth?: number;
}

export default function ResourcePage<A extends ResourceApi>({ resource: r, render, inputs = {}, columns, form, detailTitle, detailWidth, ...rest }: ResourcePageProps<A>) {
  type Values = FormValuesOf<A>;
  const hasForm = form !== false && (r.api.create !== undefined || r.api.update !== undefined);
  const extras: Partial<Record<string, Partial<FormField<Values>>>> = (form && form.fieldExtras) || {};
  const fields =
    form && form.fields
      ? form.fields
      : resourceFormFields<Values>(r).map((field) => ({ ...field, ...(inputs[field.name] ? { input: inputs[field.name] } : {}), ...extras[field.name] }));
  return (
    <ListPage<A>
      {...rest}
      api={r.api}
      permissions={r.permissions}
      noun={r.noun}
      exportFile={r.exportFile}
      columns={columns ?? resourceColumns(r, render)}
      form={hasForm ? { defaults: r.defaults as Partial<Values>, ...(form || {}), fields } : undefined}
      detail={detailTitle ? { ...resourceDetail(r, detailTitle, render), width: detailWidth } : undefined}
    />
  );
}
