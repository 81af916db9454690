/**
 * 登录日志 (`/system/log/login-log`): every sign-in and sign-out of the tenant, newest first,
 * filtered by address, user, outcome and day; 导出 (with the same filters) and 详细 for those
 * holding the permission. Read-only: the server writes the log.
 */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Permissions, loginLogApi } from '@tenon/contracts';
import { useExportAction } from '../../../../crud/useExportAction';
import Pagination from '../../../../crud/Pagination';
import ListToolbar from '../../../../crud/ListToolbar';
import SearchForm from '../../../../crud/SearchForm';
import { useColumnToggle } from '../../../../crud/useColumnToggle';
import { usePagedList } from '../../../../crud/usePagedList';
import { Can } from '../../../../permission/Can';
import { outcomeOptions } from '../outcomeOptions';
import LoginLogDetailModal from './LoginLogDetailModal';
import { loginLogColumns } from './loginLogColumns';
import { loginLogQuery, type LoginLog, type LoginLogFilters } from './loginLogQuery';

const P = Permissions.system.loginLog;

export default function LoginLogPage() {
  const [form] = Form.useForm<LoginLogFilters>();
  const list = usePagedList(loginLogApi.page, (filters: LoginLogFilters, pageNo, pageSize) => ({
    ...loginLogQuery(filters),
    pageNo,
    pageSize,
  }));
  const columns = useColumnToggle(loginLogColumns);
  const [opened, setOpened] = useState<LoginLog | null>(null);
  const { exporting, exportAll } = useExportAction(loginLogApi.export, '登录日志', '登录日志.xlsx');

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="登录地址" name="userIp">
            <Input placeholder="请输入登录地址" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="用户名称" name="username">
            <Input placeholder="请输入用户名称" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="status">
            <Select placeholder="登录状态" allowClear options={outcomeOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="登录日期" name="createTime">
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
        <Can permissions={[P.export]}>
          <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(loginLogQuery(list.filters))}>
            导出
          </Button>
        </Can>
      </ListToolbar>
      <Table<LoginLog>
        rowKey="id"
        dataSource={list.rows}
        loading={list.loading}
        pagination={false}
        scroll={{ x: 1100 }}
        columns={columns.withActions([P.query], {
          key: 'action',
          title: '操作',
          width: 100,
          align: 'center',
          fixed: 'right',
          render: (_, log) => (
            <Can permissions={[P.query]}>
              <Button type="link" size="small" icon={<EyeOutlined aria-hidden />} onClick={() => setOpened(log)}>
                详细
              </Button>
            </Can>
          ),
        })}
      />
      <Pagination total={list.total} pageNo={list.pageNo} pageSize={list.pageSize} onChange={list.setPage} />
      <LoginLogDetailModal log={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
