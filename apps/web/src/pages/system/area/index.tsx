/**
 * 地区管理 (`/system/area`): China's areas as a tree table (province → city → district, 3,000+
 * rows); only the rows of opened levels are rendered, so it opens at once. IP 查询 names the
 * area of an address.
 */
import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { areaApi, Permissions, type AreaNode } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { Can } from '../../../permission/Can';
import IpQueryDialog from './IpQueryDialog';

export default function AreaPage() {
  const [querying, setQuerying] = useState(false);
  const tree = useQuery({ queryKey: ['area-tree'], queryFn: ({ signal }) => callApi(areaApi.tree, { signal }), staleTime: Infinity });
  return (
    <Card variant="borderless">
      <div style={{ marginBottom: 16 }}>
        <Can permissions={[Permissions.system.area.query]}>
          <Button type="primary" ghost icon={<SearchOutlined />} onClick={() => setQuerying(true)}>
            IP 查询
          </Button>
        </Can>
      </div>
      <Table<AreaNode>
        rowKey="id"
        size="middle"
        loading={tree.isLoading}
        dataSource={tree.data as AreaNode[] | undefined}
        pagination={false}
        columns={[
          { title: '编号', dataIndex: 'id', width: 240 },
          { title: '名字', dataIndex: 'name' },
        ]}
      />
      <IpQueryDialog open={querying} onClose={() => setQuerying(false)} />
    </Card>
  );
}
