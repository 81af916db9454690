/**
 * 导入表: a data source's tables (at first the master's), filtered by name and comment; the
 * checked ones are imported (`create-list`) and the list reloads.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select, Table } from 'antd';
import { MASTER_DATA_SOURCE_ID, MASTER_DATA_SOURCE_NAME, codegenApi, type DataSourceConfig } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import SearchForm from '../../../crud/SearchForm';
import { useInvalidateEntity } from '../../../crud/usePagedList';

interface Filters {
  dataSourceConfigId: number;
  name?: string;
  comment?: string;
}

export interface ImportTableDialogProps {
  open: boolean;
  dataSources: DataSourceConfig[];
  onClose: () => void;
}

const INITIAL: Filters = { dataSourceConfigId: MASTER_DATA_SOURCE_ID };

/** Empty filters are left out of the query. */
const queryOf = ({ dataSourceConfigId, name, comment }: Filters) => ({
  dataSourceConfigId,
  ...(name ? { name } : {}),
  ...(comment ? { comment } : {}),
});

function ImportTableBody({ dataSources, onClose }: Omit<ImportTableDialogProps, 'open'>) {
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>(INITIAL);
  const [chosen, setChosen] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const query = queryOf(filters);
  const tables = useQuery({ queryKey: ['codegen-db-tables', query], queryFn: ({ signal }) => callApi(codegenApi.dbTableList, { query, signal }) });
  // Until the list answers, the master (always there) is named rather than shown as its id.
  const sourceOptions = dataSources.length > 0 ? dataSources.map((source) => ({ label: source.name, value: source.id })) : [{ label: MASTER_DATA_SOURCE_NAME, value: MASTER_DATA_SOURCE_ID }];
  const toggle = (name: string) => setChosen((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));

  const importChosen = async () => {
    if (chosen.length === 0) {
      message.error('请选择要导入的表');
      return;
    }
    setImporting(true);
    try {
      await callApi(codegenApi.createList, { body: { dataSourceConfigId: filters.dataSourceConfigId, tableNames: chosen } });
    } catch {
      return;
    } finally {
      setImporting(false);
    }
    message.success('导入成功');
    await invalidate(codegenApi.tablePage);
    onClose();
  };

  return (
    <Modal title="导入表" open width={800} style={{ top: '5vh' }} okText="确 定" cancelText="取 消" confirmLoading={importing} onOk={() => void importChosen()} onCancel={onClose}>
      <SearchForm<Filters>
        form={form}
        initialValues={INITIAL}
        onSearch={(values) => {
          // Another data source's tables are other names: what was checked no longer applies.
          if (values.dataSourceConfigId !== filters.dataSourceConfigId) setChosen([]);
          setFilters({ ...INITIAL, ...values });
        }}
      >
        <Form.Item label="数据源" name="dataSourceConfigId">
          <Select placeholder="请选择数据源" style={{ width: 160 }} options={sourceOptions} />
        </Form.Item>
        <Form.Item label="表名称" name="name">
          <Input placeholder="请输入表名称" allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="表描述" name="comment">
          <Input placeholder="请输入表描述" allowClear style={{ width: 160 }} />
        </Form.Item>
      </SearchForm>
      <Table
        rowKey="name"
        size="small"
        loading={tables.isFetching}
        dataSource={tables.data ?? []}
        pagination={false}
        scroll={{ y: 260 }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(String)) }}
        onRow={(row) => ({
          // A click anywhere on the row checks it, as the reference's; the checkbox's own click is the selection's.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) toggle(row.name);
          },
        })}
        columns={[
          { title: '表名称', dataIndex: 'name', ellipsis: true },
          { title: '表描述', dataIndex: 'comment', ellipsis: true },
        ]}
      />
    </Modal>
  );
}

/** Mounted while open: each opening starts from the master's tables with nothing checked. */
export default function ImportTableDialog({ open, ...props }: ImportTableDialogProps) {
  return open ? <ImportTableBody {...props} /> : null;
}
