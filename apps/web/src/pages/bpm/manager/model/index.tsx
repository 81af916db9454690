/**
 * 流程模型 (`/bpm/manager/model`): the process models, filtered by key, name and category.
 * 新建流程 and 导入流程 (from a `.bpmn` file) add one; 修改流程 edits its name, category and
 * form; 设计流程 (or its key) opens the BPMN designer; 删除 asks first. Deployment comes later:
 * until then every model shows 未部署.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SettingOutlined, UploadOutlined } from '@ant-design/icons';
import { modelApi, Permissions, type BpmModelPageItem } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import Pagination from '../../../../crud/Pagination';
import ListToolbar from '../../../../crud/ListToolbar';
import SearchForm from '../../../../crud/SearchForm';
import { dictOptions } from '../../../../crud/dictOptions';
import { useColumnToggle } from '../../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { usePagedList } from '../../../../crud/usePagedList';
import { Can } from '../../../../permission/Can';
import { useDictDatas } from '../../../../stores/dictStore';
import FormDetailModal from '../form/FormDetailModal';
import ModelCreateModal from './ModelCreateModal';
import ModelEditModal from './ModelEditModal';
import ModelImportModal from './ModelImportModal';
import { modelColumns } from './modelColumns';
import { modelDesignPath } from './modelPaths';
import './model.css';

const P = Permissions.bpm.model;

export interface ModelFilters {
  key?: string;
  name?: string;
  category?: string;
}

export default function ModelPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = Form.useForm<ModelFilters>();
  const list = usePagedList(modelApi.page, (filters: ModelFilters, pageNo, pageSize) => ({ pageNo, pageSize, ...filters }));
  const [formDetailId, setFormDetailId] = useState<number | null>(null);
  const dataColumns = useMemo(
    () => modelColumns({ onDesign: (model) => void navigate(modelDesignPath(model.id)), onShowForm: setFormDetailId }),
    [navigate],
  );
  const columns = useColumnToggle(dataColumns);
  const act = useConfirmedAction();
  const categoryOptions = dictOptions(useDictDatas('bpm_model_category'));
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const remove = (model: BpmModelPageItem) =>
    act({
      confirm: '是否删除该流程！！',
      run: () => callApi(modelApi.delete, { query: { id: model.id } }),
      success: '删除成功',
      reloads: modelApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={search} onSearch={list.search}>
          <Form.Item label="流程标识" name="key">
            <Input placeholder="请输入流程标识" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="流程名称" name="name">
            <Input placeholder="请输入流程名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="流程分类" name="category">
            <Select placeholder="流程分类" allowClear options={categoryOptions} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListToolbar
        showSearch={list.showSearch}
        onToggleSearch={list.setShowSearch}
        onRefresh={list.reload}
        columns={columns.toolbarColumns}
        onColumnsChange={columns.setToolbarColumns}
      >
        <Can permissions={[P.create]}>
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            新建流程
          </Button>
        </Can>
        <Can permissions={[P.import]}>
          <Button color="cyan" variant="outlined" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            导入流程
          </Button>
        </Can>
      </ListToolbar>
      <Table<BpmModelPageItem>
        rowKey="id"
        bordered
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 1180 }}
        columns={columns.withActions([P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 260,
          align: 'center',
          fixed: 'right',
          render: (_, model) => (
            <span className="crud-actions bpm-model-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditingId(model.id)}>
                  修改流程
                </Button>
                <Button type="link" size="small" icon={<SettingOutlined aria-hidden />} onClick={() => void navigate(modelDesignPath(model.id))}>
                  设计流程
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(model)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <ModelCreateModal open={creating} onClose={() => setCreating(false)} onCreated={() => message.success('新增成功')} />
      <ModelImportModal open={importing} onClose={() => setImporting(false)} onImported={() => message.success('导入流程成功')} />
      <ModelEditModal modelId={editingId} onClose={() => setEditingId(null)} onSaved={() => message.success('修改成功')} />
      <FormDetailModal formId={formDetailId} onClose={() => setFormDetailId(null)} />
    </Card>
  );
}
