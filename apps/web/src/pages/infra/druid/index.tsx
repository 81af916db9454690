/**
 * 数据库监控 (the reference's MySQL 监控, which embeds Druid's console in an iframe): Tenon shows
 * the database's own statistics instead. PostgreSQL: version, size, connections by state, cache
 * hit ratio, transactions, deadlocks, the largest tables and the slowest statements
 * (pg_stat_statements, when installed). The embedded PGlite tells less, and the page says so.
 */
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { dbMonitorApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { formatBytes, formatDuration, formatPercent } from '../server/format';

const STATE_LABELS: Record<string, string> = {
  active: '执行中',
  idle: '空闲',
  'idle in transaction': '事务中空闲',
  'idle in transaction (aborted)': '事务中空闲（已中止）',
  background: '后台进程',
};

export default function DbMonitorPage() {
  const { data, isFetching, refetch, isError } = useQuery({
    queryKey: ['infra', 'db-monitor'],
    queryFn: ({ signal }) => callApi(dbMonitorApi.get, { signal }),
    refetchInterval: 10_000,
  });
  const server = data?.server ?? null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="数据库监控"
        extra={
          <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()}>
            刷新
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">参考实现此处嵌入 Druid 的监控页；Tenon 直接展示数据库自身的统计信息（每 10 秒刷新）。</Typography.Paragraph>
        {isError && !data && <Alert type="warning" showIcon title="数据库监控信息加载失败" />}
        {!data ? (
          <Skeleton active />
        ) : (
          <>
            {data.kind === 'pglite' && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title="内嵌数据库（PGlite）"
                description="服务以内嵌的 PGlite 运行（未设置 DATABASE_URL）：数据库与服务在同一进程内，没有连接、事务与缓存命中等服务器统计。生产部署请使用 PostgreSQL。"
              />
            )}
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={12} md={6}>
                <Statistic title="数据库大小" value={formatBytes(data.databaseBytes)} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="表数量" value={data.tableCount} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="缓存命中率" value={server ? formatPercent(server.cacheHitRatio) : '—'} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="连接数" value={server ? `${server.connections.reduce((n, c) => n + c.count, 0)} / ${server.maxConnections}` : '—'} />
              </Col>
            </Row>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'kind', label: '数据库', children: data.kind === 'pglite' ? <Tag color="blue">PGlite（内嵌）</Tag> : <Tag color="green">PostgreSQL</Tag> },
                { key: 'name', label: '库名', children: data.databaseName },
                { key: 'version', label: '版本', children: data.version, span: 2 },
                ...(data.kind === 'pglite' ? [{ key: 'dir', label: '数据目录', children: data.dataDir ?? '（内存中）', span: 2 }] : []),
                ...(server
                  ? [
                      { key: 'uptime', label: '运行时间', children: formatDuration(server.uptimeSeconds) },
                      { key: 'tx', label: '事务（提交/回滚）', children: `${server.commits} / ${server.rollbacks}` },
                      { key: 'deadlocks', label: '死锁', children: server.deadlocks },
                      { key: 'max', label: '最大连接数', children: server.maxConnections },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </Card>
      {data && (
        <Row gutter={[16, 16]}>
          {server && (
            <Col xs={24} lg={8}>
              <Card size="small" title="连接（按状态）">
                <Table
                  size="small"
                  rowKey="state"
                  pagination={false}
                  dataSource={server.connections}
                  columns={[
                    { title: '状态', dataIndex: 'state', render: (s: string) => STATE_LABELS[s] ?? s },
                    { title: '数量', dataIndex: 'count', width: 80 },
                  ]}
                />
              </Card>
            </Col>
          )}
          <Col xs={24} lg={server ? 16 : 24}>
            <Card size="small" title="最大的表">
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={data.largestTables}
                columns={[
                  { title: '表名', dataIndex: 'name' },
                  { title: '大小（含索引）', dataIndex: 'totalBytes', width: 160, render: (b: number) => formatBytes(b) },
                  { title: '行数（估计）', dataIndex: 'rows', width: 120 },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
      {data && data.kind === 'postgres' && (
        <Card size="small" title="最慢的语句（pg_stat_statements）">
          {data.statements.installed ? (
            <Table
              size="small"
              rowKey={(r) => r.query}
              pagination={false}
              dataSource={data.statements.slowest}
              columns={[
                { title: '语句', dataIndex: 'query', ellipsis: true },
                { title: '调用次数', dataIndex: 'calls', width: 100 },
                { title: '平均（ms）', dataIndex: 'meanMs', width: 110 },
                { title: '累计（ms）', dataIndex: 'totalMs', width: 120 },
                { title: '行数', dataIndex: 'rows', width: 90 },
              ]}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              title="pg_stat_statements 未安装"
              description="在 PostgreSQL 的 shared_preload_libraries 中加入 pg_stat_statements，重启后在本库执行 CREATE EXTENSION pg_stat_statements，即可在此看到最慢的语句。"
            />
          )}
        </Card>
      )}
    </Space>
  );
}
