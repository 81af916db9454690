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
 * tree) with `fixedFilters` for what it selects, `renderTable` for another table (a tree
 * table), `children` for their own dialogs. The pieces (`usePagedList`, `ListToolbar`,
 * `SearchForm`, `ResourceFormDialog`, `useConfirmedAction`…) also work on their own.
 */
import { useState, type ReactNode } from 'react';
import { Button, Card, Form, Table, type TableProps } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { FiltersOf, QueryOf } from '@tenon/contracts';
import Pagination from './Pagination';
import { Can } from '../permission/Can';
import { useCan } from '../permission/useCan';
import { actionColumn } from './actionColumn';
import DetailDialog from './DetailDialog';
import type { DetailSpec, FormValuesOf, ListColumn, ResourceApi, ResourceForm, ResourcePermissions, RowAction, RowOf } from './listResource';
import ListToolbar from './ListToolbar';
import ResourceFormDialog from './ResourceFormDialog';
import SearchForm from './SearchForm';
import { filtersOf, SearchFieldItem, searchFieldsOf } from './searchFields';
import { tableColumns } from './tableColumns';
import { useColumnToggle } from './useColumnToggle';
import { useConfirmedAction } from './useConfirmedAction';
import { useExportAction } from './useExportAction';
import { callWithUncheckedInput, usePagedList, type PagedList } from './usePagedList';
import './crud.css';

export interface ListPageProps<A extends ResourceApi> {
  api: A;
  permissions: ResourcePermissions;
  /** 岗位: in 添加岗位, 是否确认删除岗位编号为"1"的数据项?, 是否确认导出所有岗位数据项? */
  noun: string;
  columns: ListColumn<RowOf<A['page']>, FiltersOf<A['page']>>[];
  /** The add/edit dialog; needs `api.create`/`api.update` (and `api.get` to load the record). */
  form?: ResourceForm<FormValuesOf<A>>;
  /** The download's name; needs `api.export`. */
  exportFile?: string;
  /** Default: 是否确认删除{noun}编号为"{id}"的数据项? */
  deleteConfirm?: (row: RowOf<A['page']>) => string;
  detail?: DetailSpec<RowOf<A['page']>>;
  rowActions?: RowAction<RowOf<A['page']>>[];
  onCreate?: () => void;
  onEdit?: (row: RowOf<A['page']>) => void;
  /** Buttons after 新增/导出. */
  toolbar?: ReactNode;
  side?: ReactNode;
  /** Filters every query and export carries besides the search form's. */
  fixedFilters?: Partial<FiltersOf<A['page']>>;
  renderTable?: (table: TableProps<RowOf<A['page']>>, list: PagedList<Record<string, unknown>, RowOf<A['page']>>) => ReactNode;
  scrollX?: number;
  actionsWidth?: number;
  children?: ReactNode;
}

// Every resource row has a numeric id; the page endpoint's row type cannot say so generically.
const idOf = (row: unknown) => (row as { id: number }).id;

export default function ListPage<A extends ResourceApi>(props: ListPageProps<A>) {
  type Row = RowOf<A['page']>;
  const { api, permissions: P, noun, detail, rowActions = [], onCreate, onEdit } = props;
  const [searchForm] = Form.useForm<Record<string, unknown>>();
  const searchFields = searchFieldsOf(props.columns);
  const queryOf = (values: Record<string, unknown>) => ({ ...filtersOf(searchFields, values), ...props.fixedFilters });
  const list = usePagedList(
    api.page,
    (values: Record<string, unknown>, pageNo, pageSize) => ({ ...queryOf(values), pageNo, pageSize }) as QueryOf<A['page']>,
  ) as PagedList<Record<string, unknown>, Row>;
  const columns = useColumnToggle(tableColumns(props.columns));
  const can = useCan();
  const confirmed = useConfirmedAction();
  const { exporting, exportAll } = useExportAction(api.export ?? api.page, noun, props.exportFile ?? '');
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [opened, setOpened] = useState<Row | null>(null);

  const remove = (row: Row) =>
    confirmed({
      confirm: props.deleteConfirm?.(row) ?? `是否确认删除${noun}编号为"${idOf(row)}"的数据项?`,
      run: () => callWithUncheckedInput(api.delete!, { query: { id: idOf(row) } }),
      success: '删除成功',
      reloads: api.page,
    });
  const builtIn: RowAction<Row>[] = [
    ...(detail && P.query ? [{ label: '详细', icon: <EyeOutlined aria-hidden />, permission: P.query, onClick: setOpened }] : []),
    ...((api.update || onEdit) && P.update
      ? [{ label: '修改', icon: <EditOutlined aria-hidden />, permission: P.update, onClick: (row: Row) => (onEdit ? onEdit(row) : setEditing({ id: idOf(row) })) }]
      : []),
    ...(api.delete && P.delete ? [{ label: '删除', icon: <DeleteOutlined aria-hidden />, permission: P.delete, onClick: (row: Row) => void remove(row) }] : []),
  ];
  const actions = [...rowActions.filter((action) => action.first), ...builtIn, ...rowActions.filter((action) => !action.first)];

  const table: TableProps<Row> = {
    rowKey: idOf,
    dataSource: list.rows,
    loading: list.loading,
    pagination: false,
    scroll: { x: props.scrollX ?? 900 },
    columns: columns.withActionColumn(actionColumn(actions, can, props.actionsWidth)),
  };
  const content = (
    <>
      {list.showSearch && searchFields.length > 0 && (
        <SearchForm form={searchForm} onSearch={list.search}>
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
              新增
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
        {props.toolbar}
      </ListToolbar>
      {props.renderTable ? props.renderTable(table, list) : <Table<Row> {...table} />}
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
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
      {props.form && <ResourceFormDialog api={api} noun={noun} form={props.form} editing={editing} onClose={() => setEditing(null)} />}
      {detail && <DetailDialog detail={detail} row={opened} onClose={() => setOpened(null)} />}
      {props.children}
    </Card>
  );
}
