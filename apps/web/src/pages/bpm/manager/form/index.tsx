/**
 * 流程表单 (`/bpm/manager/form`): the process forms, filtered by name. 新增 and 修改 open the
 * form designer (`/bpm/manager/form/edit`, `?formId=` to edit); 详情 shows what was saved; 删除
 * asks first, and the server refuses to delete a form a process model still uses.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Form, Input, Table } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { formApi, Permissions, type BpmForm } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import Pagination from '../../../../crud/Pagination';
import ListToolbar from '../../../../crud/ListToolbar';
import SearchForm from '../../../../crud/SearchForm';
import { useColumnToggle } from '../../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { usePagedList } from '../../../../crud/usePagedList';
import { Can } from '../../../../permission/Can';
import FormDetailModal from './FormDetailModal';
import { formColumns } from './formColumns';

const P = Permissions.bpm.form;
const FORM_EDIT_PATH = '/bpm/manager/form/edit';

export interface FormFilters {
  name?: string;
}

export default function BpmFormPage() {
  const navigate = useNavigate();
  const [search] = Form.useForm<FormFilters>();
  const list = usePagedList(formApi.page, (filters: FormFilters, pageNo, pageSize) => ({ pageNo, pageSize, ...filters }));
  const columns = useColumnToggle(formColumns);
  const act = useConfirmedAction();
  const [detailId, setDetailId] = useState<number | null>(null);

  const remove = (form: BpmForm) =>
    act({
      confirm: `是否确认删除工作表单的编号为"${form.id}"的数据项?`,
      run: () => callApi(formApi.delete, { query: { id: form.id } }),
      success: '删除成功',
      reloads: formApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={search} onSearch={list.search}>
          <Form.Item label="表单名" name="name">
            <Input placeholder="请输入表单名" allowClear style={{ width: 200 }} />
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
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => void navigate(FORM_EDIT_PATH)}>
            新增
          </Button>
        </Can>
      </ListToolbar>
      <Table<BpmForm>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 900 }}
        columns={columns.withActions([P.query, P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 220,
          align: 'center',
          fixed: 'right',
          render: (_, form) => (
            <span className="crud-actions">
              <Can permissions={[P.query]}>
                <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} onClick={() => setDetailId(form.id)}>
                  详情
                </Button>
              </Can>
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => void navigate(`${FORM_EDIT_PATH}?formId=${form.id}`)}>
                  修改
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(form)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <FormDetailModal formId={detailId} onClose={() => setDetailId(null)} />
    </Card>
  );
}
