/**
 * One list screen from its resource's facts (`listResource.ts`): the search form the columns
 * describe (搜索/重置), 新增/导出 and the right toolbar, the table with its 操作 column
 * (详细/修改/删除 and the screen's own buttons, each shown to holders of its permission),
 * paging, the 是否确认删除… question, export, the add/edit dialog and the reloads after writes.
 *
 *   export default function PostPage() {
 *     return (
 *       <ListPage api={postApi} permissions={Permissions.system.post} noun="岗位" exportFile="岗位数据.xlsx"
 *         columns={[
 *           { title: '岗位编码', dataIndex: 'code', search: true },
 *           { title: '状态', dataIndex: 'status', dict: 'common_status', search: { placeholder: '岗位状态' } },
 *           { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
 *         ]}
 *         form={{ defaults: { status: CommonStatus.ENABLE }, fields: [
 *           { label: '岗位编码', name: 'code' },
 *           { label: '岗位状态', name: 'status', kind: 'radio', dict: 'common_status' },
 *         ] }}
 *       />
 *     );
 *   }
 *
 * Screens that need more keep the kit and add to it: `rowActions` and `toolbar` for their own
 * buttons, `onCreate`/`onEdit` to open something else than the dialog (a designer page),
 * `detail` for a read-only 详细 dialog, `side` for a panel beside the list (a department
 * tree) with `fixedFilters` for what it selects (and `onReset` to clear it on 重置),
 * `tree` for a tree table (menus, departments), `renderTable` for another table, `children` for their own dialogs;
 * `onImport` for 导入, `readOnlyRow` for rows the server refuses to change (a built-in role),
 * `undeletableRow` for rows it only refuses to delete, `uneditableRow` for rows it only refuses to change.
 * Widths are the kit's (`columnWidths.ts`): each column as wide as what it shows, the table as
 * wide as its columns (a narrow window scrolls sideways); a screen states a column's `width`
 * only for what the kit cannot see (a long key, a rendered moment). The pieces (`usePagedList`, `ListToolbar`,
 * `SearchForm`, `ResourceFormDialog`, `useConfirmedAction`…) also work on their own.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Form, Table, type TableProps } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import type { FiltersOf, QueryOf } from '@tenon/contracts';
import Pagination from './Pagination';
import { Can } from '../permission/Can';
import { useCan } from '../permission/useCan';
import { actionColumn } from './actionColumn';
import { columnsWidth } from './columnWidths';
import DetailDialog from './DetailDialog';
import type { DetailSpec, FormValuesOf, ListColumn, RecordOf, ResourceApi, ResourceForm, ResourcePermissions, RowAction, RowMenu, RowOf } from './listResource';
import ListToolbar from './ListToolbar';
import ResourceFormDialog from './ResourceFormDialog';
import SearchForm from './SearchForm';
import { filtersOf, SearchFieldItem, searchFieldsOf } from './searchFields';
import { tableColumns } from './tableColumns';
import { useColumnToggle } from './useColumnToggle';
import { useConfirmedAction } from './useConfirmedAction';
import { useExportAction } from './useExportAction';
import { callWithUncheckedInput, usePagedList, type PagedList } from './usePagedList';
import { useTreeExpansion } from './useTreeExpansion';
import StatusTabs, { type StatusTabsSpec } from './StatusTabs';
import { BatchButtons, useRowSelection, type BatchAction } from './BatchActions';
import { buildTree } from '../utils/tree';
import { useDictStore } from '../stores/dictStore';
import './crud.css';

export interface ListPageProps<A extends ResourceApi> {
  api: A;
  permissions: ResourcePermissions;
  /** 岗位: in 添加岗位, 是否确认删除岗位编号为"1"的数据项?, 是否确认导出所有岗位数据项? */
  noun: string;
  columns: ListColumn<RowOf<A['page']>, FiltersOf<A['page']>>[];
  /** The add/edit dialog; needs `api.create`/`api.update` (and `api.get` to load the record). */
  form?: ResourceForm<FormValuesOf<A>, RecordOf<A>>;
  /** The download's name; needs `api.export`. */
  exportFile?: string;
  /** Default: 是否确认删除{noun}编号为"{id}"的数据项? */
  deleteConfirm?: (row: RowOf<A['page']>) => string;
  detail?: DetailSpec<RowOf<A['page']>>;
  rowActions?: (RowAction<RowOf<A['page']>> | RowMenu<RowOf<A['page']>>)[];
  /** Rows whose built-in 修改/删除 show disabled, with this reason as their hover text. */
  readOnlyRow?: (row: RowOf<A['page']>) => string | undefined;
  /** Rows whose built-in 删除 alone shows disabled, with this reason (a built-in template may be changed, not deleted). */
  undeletableRow?: (row: RowOf<A['page']>) => string | undefined;
  /** Rows whose built-in 修改 alone shows disabled, with this reason (a closed activity may be deleted, not changed). */
  uneditableRow?: (row: RowOf<A['page']>) => string | undefined;
  /** Rows on which 修改/删除 show at all (default every row): the system tenant has neither. */
  writableRow?: (row: RowOf<A['page']>) => boolean;
  /**
   * A tree table (menus, departments): `api.page` is then a list endpoint answering every row
   * flat, asked without paging; the rows nest by `parentId`, start all open or all closed, and
   * 展开/折叠 joins the toolbar.
   */
  tree?: 'expanded' | 'collapsed';
  /** A short flat list (数据源配置): `api.page` is a list endpoint answering every row, asked without paging. */
  unpaged?: boolean;
  onCreate?: () => void;
  /** Default 新增. */
  createLabel?: string;
  onEdit?: (row: RowOf<A['page']>) => void;
  /** 导入 (between 新增 and 导出), for holders of `permissions.import`. */
  onImport?: () => void;
  /** Buttons after 新增/导出. */
  toolbar?: ReactNode;
  side?: ReactNode;
  /**
   * Filters every query and export carries besides the search form's. When they change, the
   * list searches again from the first page with what the search form holds.
   */
  fixedFilters?: Partial<FiltersOf<A['page']>>;
  /** What the search form starts with, and returns to on 重置 (字典数据: the type it was opened for). */
  initialFilters?: Partial<FiltersOf<A['page']>>;
  /** Called after the kit's own writes succeed (save, delete): what else depends on the rows (the dictionary store) reloads. */
  onWritten?: () => void;
  /** Called on 重置, before the search it makes (to clear what `side` selected). */
  onReset?: () => void;
  renderTable?: (table: TableProps<RowOf<A['page']>>, list: PagedList<Record<string, unknown>, RowOf<A['page']>>) => ReactNode;
  /** Tabs over one filter's values, each with its count (`StatusTabs`). */
  tabs?: StatusTabsSpec<FiltersOf<A['page']>>;
  /** Buttons acting on the rows chosen by a checkbox column (`BatchActions`). */
  batchActions?: BatchAction<RowOf<A['page']>>[];
  children?: ReactNode;
}

// Every resource row has a numeric id; the page endpoint's row type cannot say so generically.
const idOf = (row: unknown) => (row as { id: number }).id;
type TreeRow = { id: number; parentId: number };

export default function ListPage<A extends ResourceApi>(props: ListPageProps<A>) {
  type Row = RowOf<A['page']>;
  const { api, permissions: P, noun, detail, rowActions = [], onCreate, onEdit, readOnlyRow, undeletableRow, uneditableRow, writableRow } = props;
  const undeletable = readOnlyRow || undeletableRow ? (row: Row) => readOnlyRow?.(row) ?? undeletableRow?.(row) : undefined;
  const uneditable = readOnlyRow || uneditableRow ? (row: Row) => readOnlyRow?.(row) ?? uneditableRow?.(row) : undefined;
  const [searchForm] = Form.useForm<Record<string, unknown>>();
  const searchFields = searchFieldsOf(props.columns);
  // The fixed filters the list was last searched with, as text to compare them by value.
  const fixedKey = JSON.stringify(props.fixedFilters ?? {});
  const [appliedFixed, setAppliedFixed] = useState(fixedKey);
  const [activeTab, setActiveTab] = useState(props.tabs?.tabs[0]?.key ?? '');
  const tabValue = props.tabs?.tabs.find((tab) => tab.key === activeTab)?.value;
  const tabFilter = props.tabs && tabValue !== undefined ? { [props.tabs.filter]: tabValue } : {};
  const queryOf = (values: Record<string, unknown>) => ({ ...filtersOf(searchFields, values), ...(JSON.parse(appliedFixed) as object), ...tabFilter });
  const unpaged = Boolean(props.tree) || props.unpaged === true;
  const list = usePagedList(
    api.page,
    (values: Record<string, unknown>, pageNo, pageSize) => (unpaged ? queryOf(values) : { ...queryOf(values), pageNo, pageSize }) as QueryOf<A['page']>,
    props.initialFilters as Record<string, unknown> | undefined,
    !unpaged,
  ) as PagedList<Record<string, unknown>, Row>;
  // A tree table's rows carry `parentId`, as the row type of a generic endpoint cannot say.
  const tree = useMemo(() => (props.tree ? buildTree(list.rows as unknown as TreeRow[]) : []), [props.tree, list.rows]);
  const expansion = useTreeExpansion(tree, props.tree === 'expanded');
  if (appliedFixed !== fixedKey) {
    // Adjusted while rendering (React's pattern for state that follows a prop), so that no
    // query goes out with the new fixed filters on the old page.
    setAppliedFixed(fixedKey);
    list.search(searchForm.getFieldsValue(true));
  }
  // Widths follow the dictionaries' labels: the columns are worked out again once they load.
  useDictStore((state) => state.byType);
  const columns = useColumnToggle(tableColumns(props.columns));
  const can = useCan();
  const confirmed = useConfirmedAction();
  const { exporting, exportAll } = useExportAction(api.export ?? api.page, noun, props.exportFile ?? '');
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const selection = useRowSelection<Row>(idOf);
  const [opened, setOpened] = useState<Row | null>(null);

  const remove = async (row: Row) => {
    const done = await confirmed({
      confirm: props.deleteConfirm?.(row) ?? `是否确认删除${noun}编号为"${idOf(row)}"的数据项?`,
      run: () => callWithUncheckedInput(api.delete!, { query: { id: idOf(row) } }),
      success: '删除成功',
      reloads: api.page,
    });
    if (done) props.onWritten?.();
  };
  const edit: RowAction<Row>[] =
    (api.update || onEdit) && P.update
      ? [{ label: '修改', icon: <EditOutlined aria-hidden />, permission: P.update, disabledFor: uneditable, shownFor: writableRow, onClick: (row: Row) => (onEdit ? onEdit(row) : setEditing({ id: idOf(row) })) }]
      : [];
  const builtIn: (RowAction<Row> | RowMenu<Row>)[] = [
    ...(detail && P.query ? [{ label: '详细', icon: <EyeOutlined aria-hidden />, permission: P.query, onClick: setOpened }] : []),
    ...edit,
    ...rowActions.filter((action) => 'beforeDelete' in action && action.beforeDelete),
    ...(api.delete && P.delete
      ? [{ label: '删除', icon: <DeleteOutlined aria-hidden />, permission: P.delete, disabledFor: undeletable, shownFor: writableRow, onClick: (row: Row) => void remove(row) }]
      : []),
  ];
  const placed = (action: RowAction<Row> | RowMenu<Row>) => ('first' in action && action.first) || ('beforeDelete' in action && action.beforeDelete);
  const actions = [...rowActions.filter((action) => 'first' in action && action.first), ...builtIn, ...rowActions.filter((action) => !placed(action))];

  // As wide as its columns need, and wider when the window is: a narrow window scrolls sideways.
  const shownColumns = columns.withActionColumn(actionColumn(actions, can));
  const table: TableProps<Row> = {
    className: 'crud-table',
    rowKey: idOf,
    dataSource: props.tree ? (tree as unknown as Row[]) : list.rows,
    expandable: props.tree ? expansion.expandable : undefined,
    loading: list.loading,
    pagination: false,
    scroll: { x: columnsWidth(shownColumns) },
    columns: shownColumns,
    rowSelection: props.batchActions ? selection.rowSelection : undefined,
  };
  const content = (
    <>
      {props.tabs && (
        <StatusTabs
          spec={props.tabs}
          active={activeTab}
          filters={{ ...filtersOf(searchFields, list.filters), ...(JSON.parse(appliedFixed) as object) }}
          onChange={(key) => {
            setActiveTab(key);
            selection.clear();
            list.search(list.filters);
          }}
        />
      )}
      {list.showSearch && searchFields.length > 0 && (
        <SearchForm form={searchForm} onSearch={list.search} onReset={props.onReset} initialValues={props.initialFilters as Record<string, unknown> | undefined}>
          {searchFields.map((field) => (
            <SearchFieldItem key={field.name} field={field} page={api.page} />
          ))}
        </SearchForm>
      )}
      <ListToolbar
        showSearch={list.showSearch}
        onToggleSearch={list.setShowSearch}
        onRefresh={list.reload}
        columns={columns.toolbarColumns}
        onColumnsChange={columns.setToolbarColumns}
      >
        {(api.create || onCreate) && P.create && (
          <Can permissions={[P.create]}>
            <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={onCreate ?? (() => setEditing({}))}>
              {props.createLabel ?? '新增'}
            </Button>
          </Can>
        )}
        {props.onImport && P.import && (
          <Can permissions={[P.import]}>
            <Button color="cyan" variant="outlined" icon={<UploadOutlined aria-hidden />} onClick={props.onImport}>
              导入
            </Button>
          </Can>
        )}
        {api.export && P.export && (
          <Can permissions={[P.export]}>
            <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(queryOf(list.filters))}>
              导出
            </Button>
          </Can>
        )}
        {props.tree && (
          <Button icon={<SwapOutlined rotate={90} aria-hidden />} onClick={expansion.toggle}>
            展开/折叠
          </Button>
        )}
        {props.batchActions && <BatchButtons actions={props.batchActions} selected={selection.selected} onDone={selection.clear} />}
        {props.toolbar}
      </ListToolbar>
      {props.renderTable ? props.renderTable(table, list) : <Table<Row> {...table} />}
      {!unpaged && <Pagination total={list.total} totalCapped={list.totalCapped} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />}
    </>
  );
  return (
    <Card variant="borderless">
      {props.side ? (
        <div className="crud-with-side">
          <aside>{props.side}</aside>
          <div className="crud-main">{content}</div>
        </div>
      ) : (
        content
      )}
      {props.form && <ResourceFormDialog api={api} noun={noun} form={props.form} editing={editing} onClose={() => setEditing(null)} onSaved={props.onWritten} />}
      {detail && <DetailDialog detail={detail} row={opened} onClose={() => setOpened(null)} />}
      {props.children}
    </Card>
  );
}
