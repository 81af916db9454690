/** 发起流程, step 1: the process definitions that can be started, each with 选择. */
import { Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { BpmProcessDefinition } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { Dicts } from '@tenon/contracts';

export interface DefinitionTableProps {
  definitions: BpmProcessDefinition[];
  loading: boolean;
  onSelect: (definition: BpmProcessDefinition) => void;
}

export default function DefinitionTable({ definitions, loading, onSelect }: DefinitionTableProps) {
  return (
    <Table<BpmProcessDefinition>
      rowKey="id"
      dataSource={definitions}
      loading={loading}
      pagination={false}
      scroll={{ x: 800 }}
      aria-label="可发起的流程"
      columns={[
        { title: '流程名称', dataIndex: 'name', width: 200, align: 'center' },
        { title: '流程分类', dataIndex: 'category', width: 100, align: 'center', render: (_, row) => <DictTag type={Dicts.bpmModelCategory} value={row.category} /> },
        { title: '流程版本', dataIndex: 'version', width: 90, align: 'center', render: (_, row) => <Tag color="blue">v{row.version}</Tag> },
        { title: '流程描述', dataIndex: 'description', width: 300, align: 'center', ellipsis: { showTitle: true } },
        {
          title: '操作',
          key: 'action',
          align: 'center',
          render: (_, row) => (
            <Button type="link" size="small" icon={<PlusOutlined aria-hidden />} onClick={() => onSelect(row)}>
              选择
            </Button>
          ),
        },
      ]}
    />
  );
}
