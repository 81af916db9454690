/**
 * 租户套餐 (`/system/tenant/package`): the packages a tenant can be put on, each a set of
 * menus; filtered by name, status and creation date; add, edit and delete for holders of the
 * permissions. The server refuses to delete a package a tenant still uses, and says so.
 */
import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { Permissions, tenantPackageApi, type TenantPackage } from '@tenon/contracts';
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
import { addDateRange } from '../../../../utils/date';
import PackageFormModal from './PackageFormModal';
import { packageColumns } from './packageColumns';

const P = Permissions.system.tenantPackage;

export interface PackageFilters {
  name?: string;
  status?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

export default function TenantPackagePage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PackageFilters>();
  const list = usePagedList(tenantPackageApi.page, ({ createTime, ...filters }: PackageFilters, pageNo, pageSize) =>
    addDateRange({ ...filters, pageNo, pageSize }, createTime),
  );
  const columns = useColumnToggle(packageColumns);
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const remove = (pkg: TenantPackage) =>
    act({
      confirm: `是否确认删除租户套餐编号为"${pkg.id}"的数据项?`,
      run: () => callApi(tenantPackageApi.delete, { query: { id: pkg.id } }),
      success: '删除成功',
      reloads: tenantPackageApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="套餐名" name="name">
            <Input placeholder="请输入套餐名" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="请选择状态" allowClear options={statusOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="创建时间" name="createTime">
            <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
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
          <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
            新增
          </Button>
        </Can>
      </ListToolbar>
      <Table<TenantPackage>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 900 }}
        columns={columns.withActions([P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 180,
          align: 'center',
          fixed: 'right',
          render: (_, pkg) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: pkg.id })}>
                  修改
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(pkg)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <PackageFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
