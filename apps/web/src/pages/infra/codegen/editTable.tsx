/**
 * 修改生成配置 (`/codegen/edit/:tableId`, hidden, opened by 编辑 on 代码生成): one imported
 * table's settings in three tabs, 基本信息, 字段信息 (the columns, edited in place; shown first,
 * as the reference does) and 生成信息. 提交 saves the table and its columns together and returns
 * to the list; 返回 returns without saving.
 */
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Result, Skeleton, Space, Tabs } from 'antd';
import { codegenApi, dictTypeApi, menuApi, type BodyOf, type CodegenColumn, type CodegenDetail, type CodegenTable } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useInvalidateEntity } from '../../../crud/usePagedList';
import { useCloseCurrentTab } from '../../../layout/tags/useCloseCurrentTab';
import ColumnsTable from './ColumnsTable';
import { BasicInfoFields, GenInfoFields } from './TableInfoFields';
import './codegen.css';
import { validatedValues } from '../../../utils/validatedValues';

const NO_DICT_TYPES: never[] = [];
const NO_TABLES: never[] = [];

/** 代码生成's address (its menu's), where the editor returns. */
const LIST_PATH = '/infra/codegen';

type TableValues = Omit<CodegenTable, 'dataSourceConfigId' | 'createTime' | 'updateTime'>;
type UpdateBody = BodyOf<typeof codegenApi.update>;

/** The update's column: what the editor changes, with the column's id. */
const columnBody = (column: CodegenColumn): UpdateBody['columns'][number] => ({
  id: column.id,
  columnComment: column.columnComment,
  javaType: column.javaType as UpdateBody['columns'][number]['javaType'],
  javaField: column.javaField,
  dictType: column.dictType,
  example: column.example,
  createOperation: column.createOperation,
  updateOperation: column.updateOperation,
  listOperation: column.listOperation,
  listOperationCondition: column.listOperationCondition,
  listOperationResult: column.listOperationResult,
  htmlType: column.htmlType as UpdateBody['columns'][number]['htmlType'],
});

function Editor({ detail }: { detail: CodegenDetail }) {
  const { message } = App.useApp();
  const closeTab = useCloseCurrentTab();
  const invalidate = useInvalidateEntity();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TableValues>();
  const [columns, setColumns] = useState(detail.columns);
  const [saving, setSaving] = useState(false);
  const dictTypes = useQuery({ queryKey: ['dict-type-simple'], queryFn: () => callApi(dictTypeApi.listAllSimple) });
  const menus = useQuery({ queryKey: ['menu-simple'], queryFn: () => callApi(menuApi.listAllSimple) });
  // A sub table's master is one of the imported tables (a handful: one page holds them).
  const tables = useQuery({ queryKey: ['codegen-tables'], queryFn: () => callApi(codegenApi.tablePage, { query: { pageNo: 1, pageSize: 100 } }) });

  // Stable, so that the columns table redraws only the row edited.
  const change = useCallback(
    <K extends keyof CodegenColumn>(id: number, field: K, value: CodegenColumn[K]) =>
      setColumns((current) => current.map((column) => (column.id === id ? { ...column, [field]: value } : column))),
    [],
  );

  const submit = async () => {
    const values = await validatedValues(form);
    if (values === undefined) {
      message.error('表单校验未通过，请重新检查提交内容');
      return;
    }
    const { table } = detail;
    const body: UpdateBody = {
      table: {
        id: table.id,
        scene: values.scene,
        tableName: values.tableName,
        tableComment: values.tableComment,
        remark: values.remark ?? '',
        moduleName: values.moduleName,
        businessName: values.businessName,
        className: values.className,
        classComment: values.classComment,
        author: values.author,
        templateType: values.templateType,
        frontType: values.frontType,
        parentMenuId: values.parentMenuId ?? null,
        treeParentColumnId: values.treeParentColumnId ?? null,
        treeNameColumnId: values.treeNameColumnId ?? null,
        masterTableId: values.masterTableId ?? null,
        subJoinColumnId: values.subJoinColumnId ?? null,
        subJoinMany: values.subJoinMany ?? null,
      },
      columns: columns.map(columnBody),
    };
    setSaving(true);
    try {
      await callApi(codegenApi.update, { body });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success('修改成功');
    await invalidate(codegenApi.tablePage);
    queryClient.removeQueries({ queryKey: ['codegen-detail'] });
    closeTab(LIST_PATH);
  };

  return (
    <Card variant="borderless">
      <Form<TableValues> form={form} layout="horizontal" labelCol={{ flex: '120px' }} initialValues={detail.table} aria-label="生成配置">
        <Tabs
          defaultActiveKey="columns"
          items={[
            // Rendered while hidden too, so that 提交 checks every field of every tab.
            { key: 'basic', label: '基本信息', forceRender: true, children: <BasicInfoFields /> },
            { key: 'columns', label: '字段信息', forceRender: true, children: <ColumnsTable columns={columns} dictTypes={dictTypes.data ?? NO_DICT_TYPES} onChange={change} /> },
            { key: 'gen', label: '生成信息', forceRender: true, children: <GenInfoFields menus={menus.data ?? []} columns={columns} tables={tables.data?.list ?? NO_TABLES} tableId={detail.table.id} /> },
          ]}
        />
      </Form>
      <div className="codegen-edit__actions">
        <Space>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            提交
          </Button>
          <Button onClick={() => closeTab(LIST_PATH)}>返回</Button>
        </Space>
      </div>
    </Card>
  );
}

export default function CodegenEditTablePage() {
  const { tableId = '' } = useParams();
  const id = /^\d+$/.test(tableId) ? Number(tableId) : undefined;
  const detail = useQuery({
    queryKey: ['codegen-detail', id],
    queryFn: () => callApi(codegenApi.detail, { query: { tableId: id! } }),
    enabled: id !== undefined,
  });
  if (id === undefined || detail.isError) return <Result status="404" title="表定义不存在" />;
  if (!detail.data) return <Skeleton active />;
  // A table opened anew starts from what is saved.
  return <Editor key={id} detail={detail.data} />;
}
