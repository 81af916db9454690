/**
 * 流程变量 (ours): the instance's current variables, secrets masked by the server. Folded by
 * default and asked for only when unfolded: most visits never need them.
 */
import { Collapse, Empty, Result, Spin, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { processEventApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { entityKey } from '../../../../crud/usePagedList';

/** Text as it is; anything else (numbers, lists, objects, null) as JSON. */
export const variableText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

function VariablesTable({ id }: { id: string }) {
  const variables = useQuery({
    queryKey: [...entityKey(processEventApi.variables), processEventApi.variables.path, { id }],
    queryFn: ({ signal }) => callApi(processEventApi.variables, { query: { id }, signal, showError: false }),
    retry: false,
  });
  if (variables.isPending) return <Spin />;
  if (variables.isError) return <Result status="error" title="流程变量加载失败" subTitle={variables.error.message} />;
  const rows = Object.entries(variables.data).map(([name, value]) => ({ name, value: variableText(value) }));
  if (rows.length === 0) return <Empty description="暂无流程变量" />;
  return (
    <Table
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'name', dataIndex: 'name', title: '变量名', width: 240 },
        { key: 'value', dataIndex: 'value', title: '值', render: (text: string) => <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</pre> },
      ]}
    />
  );
}

export default function VariablesCard({ id }: { id: string }) {
  // A folded panel's body is not rendered, so the variables are fetched on the first unfold.
  return <Collapse style={{ marginBottom: 16 }} items={[{ key: 'variables', label: '流程变量', children: <VariablesTable id={id} /> }]} />;
}
