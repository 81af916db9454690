/**
 * A resource described once: its endpoints, its noun, its export file, and per field the facts
 * every view of it shares: the title, the dictionary, the kind of value and how the page filters
 * it. The web's list kit builds the columns, the search form, the add/edit form and the detail
 * from it; the server builds the page's `where` and the export from it; the permissions are the
 * endpoints' own. A filter that the page endpoint does not declare, or a field the rows do not
 * carry, is a type error here, not a field dropped in silence.
 *
 *   export const postResource = resource({
 *     api: postApi, noun: '岗位', exportFile: '岗位数据.xlsx',
 *     fields: {
 *       code: { title: '岗位编码', filter: 'contains' },
 *       status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
 *       createTime: { title: '创建时间', kind: 'dateTime' },
 *     },
 *   });
 */
import type { BodyOf, Endpoint, FiltersOf, ResponseOf } from './endpoint.ts';
import type { DictCode } from './dictionaries.ts';
import type { Permission } from './permissions.ts';

/**
 * How a value reads: `text` as it is; `dateTime` an epoch-millisecond moment shown
 * `yyyy-MM-dd HH:mm:ss`; `money` integer cents shown as yuan with two decimals; `richText` HTML
 * (sanitised where shown); `picture` a file URL shown as a thumbnail; `number` a number; `rows` an array of
 * rows the form edits as a table (`rows` gives their fields).
 */
export type FieldKind = 'text' | 'textarea' | 'number' | 'dateTime' | 'money' | 'richText' | 'picture' | 'rows';

/**
 * One field of a `rows` field's rows (a master's sub-table, edited in its form as a table): its
 * column title, dictionary and kind, as a resource field's.
 */
export type RowFieldFacts = Pick<FieldFacts<string>, 'title' | 'dict'> & { kind?: Exclude<FieldKind, 'rows'> };

/**
 * How the page filters the field: `contains` case-insensitive and literal (`%` is no wildcard),
 * `equals` the exact value, `dateRange` a `[from, to]` pair of `yyyy-MM-dd HH:mm:ss` texts,
 * `range` a lowest and a highest value, each optional, sent as the filters `<field>Min` and
 * `<field>Max` (a `money` field's typed in yuan and sent in cents).
 */
export type FilterKind = 'contains' | 'equals' | 'dateRange' | 'range';

export interface ResourceEndpoints {
  page: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  export?: Endpoint;
  import?: Endpoint;
}

/** One row of a page endpoint's answer (or of a list endpoint's, for a tree table). */
export type RowOf<E> = ResponseOf<E> extends { list: Array<infer Row> } ? Row : ResponseOf<E> extends Array<infer Row> ? Row : never;

type FormValues<A extends ResourceEndpoints> = A['create'] extends Endpoint ? NonNullable<BodyOf<A['create']>> : never;

export interface FieldFacts<Filter extends string> {
  /** The column title, and by default the form label, the detail label and the export header. */
  title: string;
  /** The dictionary its values come from: shown as that dictionary's labels everywhere. */
  dict?: DictCode;
  /** Default `text`. */
  kind?: FieldKind;
  /**
   * A `rows` field's own fields, in their order: the add/edit form edits the array of rows the
   * body carries under this field as a table (a master's sub-table rows; `formOnly`).
   */
  rows?: Readonly<Record<string, RowFieldFacts>>;
  /** How the page filters by it (the page endpoint's filter of the same name, or `filterName`). */
  filter?: FilterKind;
  /** The page filter's name when it is not the field's (a `createTime` range filter named otherwise). */
  filterName?: Filter;
  /** false: not a column of the list (a form-only or export-only field). */
  list?: boolean;
  /** false: left out of the export; `title`: the export's own header, where the reference words it unlike the column. */
  export?: false | { title: string };
  /**
   * A field of the add/edit body that no row carries (a write-only secret): only the form shows
   * it, never a column, 详细 or the export.
   */
  formOnly?: true;
  /** The column's width where the kit cannot see it from the kind (a long key). */
  width?: number;
  /**
   * The form's own wording, where the reference words its form unlike its columns: its label,
   * placeholder and hint (`tooltip`), and `control` where a dictionary's choices are not shown as
   * the kit would (radio buttons for up to four entries, else a select).
   */
  form?: { label?: string; placeholder?: string; tooltip?: string; control?: 'select' | 'radio' };
  /**
   * The search form's own wording, and its place (a higher `order` comes first; default 0);
   * false: the page endpoint filters by it, the search form offers no field for it.
   */
  search?: { label?: string; placeholder?: string; order?: number } | false;
  /** 详细's own wording, where the reference words its detail unlike its columns. */
  detail?: { label?: string };
}

/** A field of the rows, or (`formOnly`) a field of the add/edit body that no row carries. */
type Fields<Row, Filters, Values> = { readonly [K in keyof Row & string]?: FieldFacts<keyof Filters & string> } & {
  readonly [K in Exclude<BodyKeys<Values>, keyof Row>]?: FieldFacts<keyof Filters & string> & { formOnly: true };
};
/** The add/edit body's fields; none without a create endpoint. */
type BodyKeys<Values> = [Values] extends [never] ? never : keyof Values & string;

/**
 * Only fields with a `filter` must be filters of the page endpoint (under their own name unless
 * `filterName` says otherwise): a mistyped or undeclared filter fails here.
 */
type CheckedFilters<F, Filters> = {
  [K in keyof F]: F[K] extends { filter: 'range' }
    ? `${K & string}Min` extends keyof Filters
      ? `${K & string}Max` extends keyof Filters
        ? F[K]
        : { filter: `${K & string}Max is not a filter of the page endpoint` }
      : { filter: `${K & string}Min is not a filter of the page endpoint` }
    : F[K] extends { filter: FilterKind; filterName: infer N }
    ? N extends keyof Filters
      ? F[K]
      : { filterName: never }
    : F[K] extends { filter: FilterKind }
      ? K extends keyof Filters
        ? F[K]
        : { filter: `${K & string} is not a filter of the page endpoint` }
      : F[K];
};

export interface ResourceDef<A extends ResourceEndpoints, F> {
  api: A;
  /** 岗位: in 添加岗位, 是否确认删除岗位编号为"1"的数据项?, 岗位查询 (its menu buttons). */
  noun: string;
  /** The download's name; needs `api.export`. */
  exportFile?: string;
  /** In the order the list shows them. */
  fields: F;
  /** The add/edit form's fields in their order (default: the create body's fields in `fields`' order). */
  form?: ReadonlyArray<keyof FormValues<A> & string>;
  /** The values a new record starts with in 添加X. */
  defaults?: Partial<FormValues<A>>;
  /** 详细's fields in their order (default: every field in `fields`' order); `resource()` checks the names. */
  detail?: ReadonlyArray<string>;
  /**
   * The export's columns in their order, where the reference orders them unlike the list (default:
   * the fields the export keeps, in `fields`' order): a field, or `{ field, title }` for a field's
   * plain value once more under a header of its own (the result code beside the 成功/失败 the
   * server writes for the same field). `resource()` checks the names.
   */
  exportColumns?: ReadonlyArray<ExportColumn<string>>;
  /** The export's sheet (default `{noun}列表`). */
  exportSheet?: string;
}

/** One column of a resource's export: a field, or a field's plain value under its own header. */
export type ExportColumn<Field extends string> = Field | { field: Field; title: string };

export interface Resource<A extends ResourceEndpoints = ResourceEndpoints, F = Record<string, FieldFacts<string>>> extends ResourceDef<A, F> {
  /** Each built-in button's permission, read from its endpoint's access. */
  permissions: ResourcePermissions;
}

export interface ResourcePermissions {
  query?: Permission;
  create?: Permission;
  update?: Permission;
  delete?: Permission;
  export?: Permission;
  import?: Permission;
}

const permissionOf = (endpoint: Endpoint | undefined): Permission | undefined =>
  endpoint && 'permission' in endpoint.access ? (endpoint.access.permission as Permission) : undefined;

export function resource<const A extends ResourceEndpoints, const F extends Fields<RowOf<A['page']>, FiltersOf<A['page']>, FormValues<A>>>(
  def: ResourceDef<A, F & CheckedFilters<F, FiltersOf<A['page']>>> & {
    detail?: ReadonlyArray<keyof F & string>;
    exportColumns?: ReadonlyArray<ExportColumn<keyof F & string>>;
  },
): Resource<A, F> {
  const { api } = def;
  return {
    ...def,
    permissions: {
      query: permissionOf(api.page),
      create: permissionOf(api.create),
      update: permissionOf(api.update),
      delete: permissionOf(api.delete),
      export: permissionOf(api.export),
      import: permissionOf(api.import),
    },
  };
}

/** A resource's fields as `[name, facts]` pairs, in their order. */
export const fieldsOf = (r: Resource): Array<[string, FieldFacts<string>]> =>
  Object.entries(r.fields as Record<string, FieldFacts<string> | undefined>).filter((e): e is [string, FieldFacts<string>] => e[1] !== undefined);

/** The fields its rows carry (all but the form's own): the list's, 详细's and the export's. */
export const rowFieldsOf = (r: Resource): Array<[string, FieldFacts<string>]> => fieldsOf(r).filter(([, field]) => !field.formOnly);
