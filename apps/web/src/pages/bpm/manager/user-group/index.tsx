/**
 * 用户分组 (`/bpm/manager/user-group`): named sets of users that process tasks can be assigned
 * to; filtered by name, status and creation date; add, edit and delete for holders of the
 * permissions.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { Permissions, userGroupApi, type BpmUserGroup } from '@tenon/contracts';
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
import { useUserOptions } from '../../../system/shared/lookups';
import UserGroupFormModal from './UserGroupFormModal';
import { groupColumns } from './groupColumns';

const P = Permissions.bpm.userGroup;

export interface UserGroupFilters {
  name?: string;
  status?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

export default function UserGroupPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserGroupFilters>();
  const list = usePagedList(userGroupApi.page, ({ createTime, ...filters }: UserGroupFilters, pageNo, pageSize) =>
    addDateRange({ ...filters, pageNo, pageSize }, createTime),
  );
  const userOptions = useUserOptions();
  const dataColumns = useMemo(() => {
    const nicknames = new Map(userOptions.map((option) => [option.value, option.label]));
    return groupColumns((id) => nicknames.get(id) ?? String(id));
  }, [userOptions]);
  const columns = useColumnToggle(dataColumns);
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const remove = (group: BpmUserGroup) =>
    act({
      confirm: `是否确认删除用户组编号为"${group.id}"的数据项?`,
      run: () => callApi(userGroupApi.delete, { query: { id: group.id } }),
      success: '删除成功',
      reloads: userGroupApi.page,
    });

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="组名" name="name">
            <Input placeholder="请输入组名" allowClear style={{ width: 200 }} />
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
      <Table<BpmUserGroup>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={columns.withActions([P.update, P.delete], {
          key: 'action',
          title: '操作',
          width: 160,
          align: 'center',
          fixed: 'right',
          render: (_, group) => (
            <span className="crud-actions">
              <Can permissions={[P.update]}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: group.id })}>
                  修改
                </Button>
              </Can>
              <Can permissions={[P.delete]}>
                <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(group)}>
                  删除
                </Button>
              </Can>
            </span>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <UserGroupFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
    </Card>
  );
}
