/**
 * 租户列表 (`/system/tenant/list`): the tenants with their package, quota and expiry, filtered
 * by name, contact, mobile, status and creation date; add (with the tenant's administrator),
 * edit, delete and export for holders of the permissions. The system tenant is on no package
 * and cannot be changed or deleted, so its row has no such buttons.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { Permissions, tenantApi, type Tenant } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useExportAction } from '../../../crud/useExportAction';
import Pagination from '../../../crud/Pagination';
import ListToolbar from '../../../crud/ListToolbar';
import SearchForm from '../../../crud/SearchForm';
import { dictOptions } from '../../../crud/dictOptions';
import { useColumnToggle } from '../../../crud/useColumnToggle';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { usePagedList } from '../../../crud/usePagedList';
import { Can } from '../../../permission/Can';
import { useDictDatas } from '../../../stores/dictStore';
import { addDateRange } from '../../../utils/date';
import TenantFormModal from './TenantFormModal';
import { isSystemTenant, tenantColumns } from './tenantColumns';
import { usePackageOptions } from './usePackageOptions';

const P = Permissions.system.tenant;

export interface TenantFilters {
  name?: string;
  contactName?: string;
  contactMobile?: string;
  status?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

const toFilterQuery = ({ createTime, ...filters }: TenantFilters) => addDateRange(filters, createTime);

export default function TenantPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<TenantFilters>();
  const list = usePagedList(tenantApi.page, (filters: TenantFilters, pageNo, pageSize) => ({ ...toFilterQuery(filters), pageNo, pageSize }));
  const packages = usePackageOptions();
  const columns = useColumnToggle(useMemo(() => tenantColumns(packages.names), [packages.names]));
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const { exporting, exportAll } = useExportAction(tenantApi.exportExcel, '租户', '租户列表.xlsx');

  const remove = (tenant: Tenant) =>
    act({
      confirm: `是否确认删除租户编号为"${tenant.id}"的数据项?`,
      run: () => callApi(tenantApi.delete, { query: { id: tenant.id } }),
      success: '删除成功',
      reloads: tenantApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="租户名" name="name">
            <Input placeholder="请输入租户名" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="联系人" name="contactName">
            <Input placeholder="请输入联系人" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="联系手机" name="contactMobile">
            <Input placeholder="请输入联系手机" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="租户状态" name="status">
            <Select placeholder="请选择租户状态" allowClear options={statusOptions} style={{ width: 200 }} />
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
        <Can permissions={[P.export]}>
          <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(toFilterQuery(list.filters))}>
            导出
          </Button>
        </Can>
      </ListToolbar>
      <Table<Tenant>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 1500 }}
        columns={columns.withActions([P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 160,
          align: 'center',
          fixed: 'right',
          render: (_, tenant) =>
            isSystemTenant(tenant) ? null : (
              <span className="crud-actions">
                <Can permissions={[P.update]}>
                  <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: tenant.id })}>
                    修改
                  </Button>
                </Can>
                <Can permissions={[P.delete]}>
                  <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(tenant)}>
                    删除
                  </Button>
                </Can>
              </span>
            ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <TenantFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
