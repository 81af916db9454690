/**
 * 代码生成 (`/infra/codegen`): the tables imported for generation, filtered by name, comment and
 * creation time. 导入 picks tables of a data source; per row 预览 (the generated files), 编辑
 * (the editor page `/codegen/edit/:tableId`), 删除, 同步 (shows what the database changed in the
 * table's columns, then takes it over) and 生成代码 (the files as `codegen-<table>.zip`).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { MASTER_DATA_SOURCE_ID, MASTER_DATA_SOURCE_NAME, Permissions, codegenApi, dataSourceConfigApi, type CodegenPreview, type CodegenTable } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { downloadFile } from '../../../api/fileTransfer';
import ListPage from '../../../crud/ListPage';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { useCan } from '../../../permission/useCan';
import ImportTableDialog from './ImportTableDialog';
import PreviewDialog from './PreviewDialog';
import SyncDiffDialog, { unchanged, type SyncQuestion } from './SyncDiffDialog';
import './codegen.css';

const P = Permissions.infra.codegen;
const api = { page: codegenApi.tablePage };

/** The editor's address (the hidden menu row's path, `/codegen/edit/:tableId`). */
const editPath = (table: Pick<CodegenTable, 'id'>) => `/codegen/edit/${table.id}`;

export default function CodegenPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirmed = useConfirmedAction();
  const invalidate = useInvalidateEntity();
  const [importing, setImporting] = useState(false);
  const [preview, setPreview] = useState<CodegenPreview[] | null>(null);
  const [question, setQuestion] = useState<SyncQuestion | null>(null);
  const [syncing, setSyncing] = useState(false);
  // The data sources are 数据源配置's to list: without its permission the master alone is known (by its fixed name).
  const maySeeSources = useCan().hasPermission(Permissions.infra.dataSourceConfig.query);
  const dataSources = useEntityQuery(dataSourceConfigApi.list, undefined, maySeeSources).data ?? [];
  const sourceName = ({ dataSourceConfigId: id }: CodegenTable) =>
    dataSources.find((source) => source.id === id)?.name ?? (id === MASTER_DATA_SOURCE_ID ? MASTER_DATA_SOURCE_NAME : `未知【${id}】`);

  const openPreview = async (table: CodegenTable) => {
    try {
      setPreview(await callApi(codegenApi.preview, { query: { tableId: table.id } }));
    } catch {
      // The request client has shown the refusal.
    }
  };
  const askSync = async (table: CodegenTable) => {
    let diff;
    try {
      diff = await callApi(codegenApi.syncDiff, { query: { tableId: table.id } });
    } catch {
      return;
    }
    if (unchanged(diff)) message.info(`"${table.tableName}"表结构与数据库一致，无需同步`);
    else setQuestion({ table, diff });
  };
  const sync = async (table: CodegenTable) => {
    setSyncing(true);
    try {
      await callApi(codegenApi.syncFromDb, { query: { tableId: table.id } });
    } catch {
      return;
    } finally {
      setSyncing(false);
    }
    setQuestion(null);
    message.success('同步成功');
    await invalidate(codegenApi.tablePage);
  };
  const remove = (table: CodegenTable) =>
    confirmed({
      confirm: `是否确认删除表名称为"${table.tableName}"的数据项?`,
      run: () => callApi(codegenApi.delete, { query: { tableId: table.id } }),
      success: '删除成功',
      reloads: codegenApi.tablePage,
    });
  const download = (table: CodegenTable) => downloadFile(codegenApi.download, `codegen-${table.tableName}.zip`, { tableId: table.id }).catch(() => undefined);

  return (
    <ListPage
      api={api}
      // The reference's 导入 is held by infra:codegen:create: the kit's 导入 button, under that permission.
      permissions={{ query: P.query, import: P.create }}
      noun="表定义"
      onImport={() => setImporting(true)}
      columns={[
        { title: '数据源', dataIndex: 'dataSourceConfigId', render: sourceName },
        { title: '表名称', dataIndex: 'tableName', search: true },
        { title: '表描述', dataIndex: 'tableComment', search: true },
        { title: '实体', dataIndex: 'className' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
        { title: '更新时间', dataIndex: 'updateTime', valueType: 'dateTime' },
      ]}
      rowActions={[
        { label: '预览', icon: <EyeOutlined aria-hidden />, permission: P.preview, onClick: (table) => void openPreview(table) },
        { label: '编辑', icon: <EditOutlined aria-hidden />, permission: P.update, onClick: (table) => void navigate(editPath(table)) },
        { label: '删除', icon: <DeleteOutlined aria-hidden />, permission: P.delete, onClick: (table) => void remove(table) },
        { label: '同步', icon: <SyncOutlined aria-hidden />, permission: P.update, onClick: (table) => void askSync(table) },
        { label: '生成代码', icon: <DownloadOutlined aria-hidden />, permission: P.download, onClick: (table) => void download(table) },
      ]}
    >
      <ImportTableDialog open={importing} dataSources={dataSources} onClose={() => setImporting(false)} />
      <PreviewDialog files={preview} onClose={() => setPreview(null)} />
      <SyncDiffDialog question={question} syncing={syncing} onSync={(table) => void sync(table)} onClose={() => setQuestion(null)} />
    </ListPage>
  );
}
