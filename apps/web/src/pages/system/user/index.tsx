/**
 * 用户管理 (`/system/user`): the department tree on the left narrows the list on the right,
 * which is filtered by username, mobile, status and creation time. Users are added, edited,
 * enabled or disabled, deleted, given a new password or roles, exported and imported; each
 * button shows only to holders of its permission.
 */
import { useMemo, useState } from 'react';
import { App, Button, Card, Col, DatePicker, Dropdown, Form, Input, Row, Select, Table, type MenuProps } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DoubleRightOutlined,
  DownloadOutlined,
  EditOutlined,
  KeyOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Permissions, userApi, type QueryOf, type User } from '@tenon/contracts';
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
import { useCan } from '../../../permission/useCan';
import { useDictDatas } from '../../../stores/dictStore';
import { addDateRange } from '../../../utils/date';
import AssignRoleModal from './AssignRoleModal';
import DeptTreePanel from './DeptTreePanel';
import ImportResult from './ImportResult';
import ResetPasswordDialog from './ResetPasswordDialog';
import UserFormModal from './UserFormModal';
import UserImportModal from './UserImportModal';
import { userColumns } from './userColumns';
import './user.css';

const P = Permissions.system.user;
const ASSIGN_ROLE = Permissions.system.permission.assignUserRole;

export interface UserFilters {
  username?: string;
  mobile?: string;
  status?: number;
  /** Set by the department tree, kept in the form so that 重置 clears it too. */
  deptId?: number;
  createTime?: [Dayjs, Dayjs] | null;
}

type UserQuery = QueryOf<typeof userApi.page>;

function toQuery({ createTime, ...filters }: UserFilters): Omit<UserQuery, 'pageNo' | 'pageSize'> {
  return addDateRange(filters, createTime ?? null);
}

export default function UserPage() {
  const { message, modal } = App.useApp();
  const can = useCan();
  const [form] = Form.useForm<UserFilters>();
  const list = usePagedList(userApi.page, (filters: UserFilters, pageNo, pageSize): UserQuery => ({ pageNo, pageSize, ...toQuery(filters) }));
  const canUpdate = can.hasPermission(P.update);
  const dataColumns = useMemo(() => userColumns(canUpdate), [canUpdate]);
  const columns = useColumnToggle(dataColumns);
  const act = useConfirmedAction();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);
  const selectedDept = Form.useWatch('deptId', form);
  const [editing, setEditing] = useState<{ id?: number; deptId?: number } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [assigning, setAssigning] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);
  const { exporting, exportAll } = useExportAction(userApi.export, '用户', '用户数据.xlsx');

  // As the reference: choosing a department searches with whatever else is typed in the form.
  const selectDept = (deptId: number | undefined) => {
    form.setFieldValue('deptId', deptId);
    list.search(form.getFieldsValue(true) as UserFilters);
  };

  const remove = (user: User) =>
    act({
      confirm: `是否确认删除用户编号为"${user.id}"的数据项?`,
      run: () => callApi(userApi.delete, { query: { id: user.id } }),
      success: '删除成功',
      reloads: userApi.page,
    });

  const showImportResult = (result: Parameters<typeof ImportResult>[0]['result']) => {
    modal.info({ title: '导入结果', content: <ImportResult result={result} />, okText: '确定', width: 460 });
    list.reload();
  };

  const moreItems = (user: User): MenuProps['items'] => [
    ...(can.hasPermission(P.updatePassword)
      ? [{ key: 'reset', icon: <KeyOutlined aria-hidden />, label: '重置密码', onClick: () => setResetting(user) }]
      : []),
    ...(can.hasPermission(ASSIGN_ROLE)
      ? [{ key: 'role', icon: <CheckCircleOutlined aria-hidden />, label: '分配角色', onClick: () => setAssigning(user) }]
      : []),
  ];

  return (
    <Row gutter={[12, 12]} className="user-page" style={{ marginInline: 0 }}>
      <Col xs={24} lg={{ flex: '230px' }}>
        <Card variant="borderless" className="user-dept-card">
          <DeptTreePanel selected={selectedDept} onSelect={selectDept} />
        </Card>
      </Col>
      <Col xs={24} lg={{ flex: '1 1 0%' }} className="user-list-col">
        <Card variant="borderless">
          {/* Hidden rather than removed, as the reference's v-show: the tree's department and the
              typed filters stay in the form while it is out of sight. */}
          <div hidden={!list.showSearch}>
            <SearchForm form={form} onSearch={list.search}>
              <Form.Item name="deptId" hidden>
                <Input />
              </Form.Item>
              <Form.Item label="用户名称" name="username">
                <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} />
              </Form.Item>
              <Form.Item label="手机号码" name="mobile">
                <Input placeholder="请输入手机号码" allowClear style={{ width: 200 }} />
              </Form.Item>
              <Form.Item label="状态" name="status">
                <Select placeholder="用户状态" allowClear options={statusOptions} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item label="创建时间" name="createTime">
                <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
              </Form.Item>
            </SearchForm>
          </div>
          <ListToolbar
            showSearch={list.showSearch}
            onToggleSearch={list.setShowSearch}
            onRefresh={list.reload}
            columns={columns.toolbarColumns}
            onColumnsChange={columns.setToolbarColumns}
          >
            <Can permissions={[P.create]}>
              <Button type="primary" ghost icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ deptId: selectedDept })}>
                新增
              </Button>
            </Can>
            <Can permissions={[P.import]}>
              <Button color="cyan" variant="outlined" icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
                导入
              </Button>
            </Can>
            <Can permissions={[P.export]}>
              <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(toQuery(list.filters))}>
                导出
              </Button>
            </Can>
          </ListToolbar>
          <Table<User>
            rowKey="id"
            // Denser than the other lists: the department tree takes part of the width.
            size="middle"
            dataSource={list.rows}
            loading={list.loading}
            pagination={false}
            scroll={{ x: 940 }}
            columns={columns.withActions([P.update, P.delete, P.updatePassword, ASSIGN_ROLE], {
              key: 'action',
              title: '操作',
              width: 215,
              align: 'center',
              fixed: 'right',
              render: (_, user) => {
                const more = moreItems(user);
                return (
                  <span className="crud-actions">
                    <Can permissions={[P.update]}>
                      <Button type="link" size="small" icon={<EditOutlined aria-hidden />} onClick={() => setEditing({ id: user.id })}>
                        修改
                      </Button>
                    </Can>
                    <Can permissions={[P.delete]}>
                      <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => void remove(user)}>
                        删除
                      </Button>
                    </Can>
                    {more && more.length > 0 && (
                      <Dropdown menu={{ items: more }} trigger={['click']}>
                        <Button type="link" size="small" icon={<DoubleRightOutlined aria-hidden />}>
                          更多
                        </Button>
                      </Dropdown>
                    )}
                  </span>
                );
              },
            })}
          />
          <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
        </Card>
      </Col>
      <UserFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(created) => message.success(created ? '新增成功' : '修改成功')}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <AssignRoleModal user={assigning} onClose={() => setAssigning(null)} onSaved={() => message.success('分配角色成功')} />
      <UserImportModal open={importing} onClose={() => setImporting(false)} onImported={showImportResult} />
    </Row>
  );
}
