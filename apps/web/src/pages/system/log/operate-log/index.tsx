/**
 * 操作日志 (`/system/log/operate-log`): every write call made in the tenant, newest first,
 * filtered by module, operator, type, outcome and day; 导出 (with the same filters) and 详细
 * for those holding the permission. The server records calls in batches shortly after they
 * answer, so a call made a moment ago may need a 刷新 to show.
 */
import { useState } from 'react';
import { Button, Card, DatePicker, Form, Input, Select, Table } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Permissions, operateLogApi } from '@tenon/contracts';
import { useExportAction } from '../../../../crud/useExportAction';
import Pagination from '../../../../crud/Pagination';
import ListToolbar from '../../../../crud/ListToolbar';
import SearchForm from '../../../../crud/SearchForm';
import { dictOptions } from '../../../../crud/dictOptions';
import { useColumnToggle } from '../../../../crud/useColumnToggle';
import { usePagedList } from '../../../../crud/usePagedList';
import { Can } from '../../../../permission/Can';
import { useDictDatas } from '../../../../stores/dictStore';
import { outcomeOptions } from '../outcomeOptions';
import OperateLogDetailModal from './OperateLogDetailModal';
import { operateLogColumns } from './operateLogColumns';
import { operateLogQuery, type OperateLog, type OperateLogFilters } from './operateLogQuery';

const P = Permissions.system.operateLog;

export default function OperateLogPage() {
  const [form] = Form.useForm<OperateLogFilters>();
  const list = usePagedList(operateLogApi.page, (filters: OperateLogFilters, pageNo, pageSize) => ({
    ...operateLogQuery(filters),
    pageNo,
    pageSize,
  }));
  const columns = useColumnToggle(operateLogColumns);
  const typeOptions = dictOptions(useDictDatas('system_operate_type'), Number);
  const [opened, setOpened] = useState<OperateLog | null>(null);
  const { exporting, exportAll } = useExportAction(operateLogApi.export, '操作日志', '操作日志.xlsx');

  return (
    <Card variant="borderless">
      {list.showSearch && (
        <SearchForm form={form} onSearch={list.search}>
          <Form.Item label="系统模块" name="module">
            <Input placeholder="请输入系统模块" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="操作人员" name="userNickname">
            <Input placeholder="请输入操作人员" allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="类型" name="type">
            <Select placeholder="操作类型" allowClear options={typeOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="状态" name="success">
            <Select placeholder="操作状态" allowClear options={outcomeOptions} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label="操作时间" name="startTime">
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
          <Button color="orange" variant="outlined" icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void exportAll(operateLogQuery(list.filters))}>
            导出
          </Button>
        </Can>
      </ListToolbar>
      <Table<OperateLog>
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
      <OperateLogDetailModal log={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
