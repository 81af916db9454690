/**
 * Redis 监控: the server's Redis (INFO, key count, command statistics) as cards, a pie of the
 * commands' calls and a gauge of the memory used, refreshed on demand or every few seconds; and
 * its keys, listed by SCAN (at most a few hundred). Without Redis (REDIS_URL unset, the embedded
 * start) the server answers `enabled: false` and the page explains how to configure it.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Descriptions, Empty, Input, Result, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import RefreshControls from '../shared/RefreshControls';
import { useQuery } from '@tanstack/react-query';
import { Permissions, redisMonitorApi, type RedisMonitorInfo } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useCan } from '../../../permission/useCan';
import { formatBytes, formatDuration, formatPercent } from '../server/format';

const EChart = lazy(() => import('../../../components/chart/EChart'));

export const REDIS_POLL_MS = 5000;
const TOP_COMMANDS = 10;

/** keyspace_hits / (hits + misses), null before any lookup. */
export function hitRatio(info: Record<string, string>): number | null {
  const hits = Number(info.keyspace_hits ?? 0);
  const misses = Number(info.keyspace_misses ?? 0);
  return hits + misses > 0 ? hits / (hits + misses) : null;
}

function commandPie(stats: RedisMonitorInfo['commandStats']) {
  const top = stats.slice(0, TOP_COMMANDS).map((c) => ({ name: c.command, value: c.calls }));
  const rest = stats.slice(TOP_COMMANDS).reduce((n, c) => n + c.calls, 0);
  if (rest > 0) top.push({ name: '其他', value: rest });
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} 次 ({d}%)' },
    legend: { type: 'scroll', orient: 'vertical', right: 8, top: 16, bottom: 16 },
    series: [{ name: '命令调用次数', type: 'pie', radius: ['35%', '70%'], center: ['40%', '50%'], data: top }],
  };
}

function memoryGauge(info: Record<string, string>) {
  const used = Number(info.used_memory ?? 0);
  // Against maxmemory when one is set, else against the peak so far.
  const max = Number(info.maxmemory ?? 0) || Math.max(Number(info.used_memory_peak ?? 0), used) || 1;
  const mb = (b: number) => Math.round((b / 1048576) * 100) / 100;
  return {
    tooltip: { formatter: `{a}: ${info.used_memory_human ?? ''}` },
    series: [
      {
        name: '内存使用',
        type: 'gauge',
        min: 0,
        max: mb(max),
        detail: { formatter: `${info.used_memory_human ?? mb(used)}`, fontSize: 16 },
        axisLabel: { formatter: (v: number) => `${Math.round(v)}M` },
        data: [{ value: mb(used), name: Number(info.maxmemory ?? 0) ? '已用 / maxmemory' : '已用 / 峰值' }],
      },
    ],
  };
}

function KeyList() {
  const [pattern, setPattern] = useState('*');
  const [query, setQuery] = useState<string | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: ['infra', 'redis', 'keys', query],
    queryFn: ({ signal }) => callApi(redisMonitorApi.getKeyList, { query: { pattern: query!, size: 200 }, signal }),
    enabled: query !== null,
  });
  return (
    <Card
      size="small"
      title="Key 列表"
      extra={
        <Space.Compact>
          <Input value={pattern} onChange={(e) => setPattern(e.target.value)} placeholder="Key 匹配，如 tenon:*" aria-label="Key 匹配" style={{ width: 220 }} />
          <Button loading={isFetching} onClick={() => setQuery(pattern.trim() || '*')}>
            查询 Key
          </Button>
        </Space.Compact>
      }
    >
      {data?.truncated && <Alert type="info" showIcon style={{ marginBottom: 8 }} title="匹配的 Key 超过 200 个：只列出 SCAN 最先遇到的 200 个，请缩小匹配范围。" />}
      <Table
        size="small"
        rowKey="key"
        loading={isFetching}
        dataSource={data?.keys ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query === null ? '点击“查询 Key”列出 Key（SCAN，不使用 KEYS *）' : '没有匹配的 Key'} /> }}
        columns={[
          { title: 'Key', dataIndex: 'key' },
          { title: '类型', dataIndex: 'type', width: 100, render: (type: string) => <Tag>{type}</Tag> },
          { title: '剩余时间', dataIndex: 'ttl', width: 140, render: (ttl: number) => (ttl < 0 ? '永不过期' : formatDuration(ttl)) },
        ]}
      />
    </Card>
  );
}

export default function RedisMonitorPage() {
  const can = useCan();
  const [auto, setAuto] = useState(true);
  const { data, isFetching, refetch, isError } = useQuery({
    queryKey: ['infra', 'redis', 'monitor'],
    queryFn: ({ signal }) => callApi(redisMonitorApi.getMonitorInfo, { signal }),
    refetchInterval: (q) => (auto && q.state.data?.enabled !== false ? REDIS_POLL_MS : false),
  });
  const info = data?.info ?? {};
  const pie = useMemo(() => (data ? commandPie(data.commandStats) : null), [data]);
  const gauge = useMemo(() => (data ? memoryGauge(data.info) : null), [data]);

  if (data && !data.enabled) {
    return (
      <Card title="Redis 监控">
        <Result
          status="info"
          title="未配置 Redis"
          subTitle="服务端没有设置 REDIS_URL，正以单实例内嵌方式运行（登录限流、验证码、缓存通知都在进程内）。设置 REDIS_URL（如 redis://127.0.0.1:6379）并重启后，这里会显示 Redis 的运行信息。"
        />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="Redis 监控"
        extra={<RefreshControls auto={auto} onAutoChange={setAuto} refreshing={isFetching} onRefresh={() => void refetch()} />}
      >
        {isError && !data && <Alert type="warning" showIcon title="Redis 监控信息加载失败" />}
        {!data ? (
          <Skeleton active />
        ) : (
          <>
            <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
              <Col xs={12} md={6}>
                <Statistic title="Key 数量" value={data.dbSize} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="使用内存" value={info.used_memory_human ?? formatBytes(Number(info.used_memory ?? 0))} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="客户端数" value={info.connected_clients ?? '—'} />
              </Col>
              <Col xs={12} md={6}>
                <Statistic title="命中率" value={formatPercent(hitRatio(info))} />
              </Col>
            </Row>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, md: 2, xl: 4 }}
              items={[
                { key: 'version', label: 'Redis 版本', children: info.redis_version ?? '—' },
                { key: 'mode', label: '运行模式', children: info.redis_mode === 'standalone' ? '单机' : info.redis_mode === 'cluster' ? '集群' : (info.redis_mode ?? '—') },
                { key: 'port', label: '端口', children: info.tcp_port ?? '—' },
                { key: 'uptime', label: '运行时间', children: info.uptime_in_seconds ? formatDuration(Number(info.uptime_in_seconds)) : '—' },
                { key: 'clients', label: '客户端数', children: info.connected_clients ?? '—' },
                { key: 'memory', label: '使用内存', children: info.used_memory_human ?? '—' },
                { key: 'peak', label: '内存峰值', children: info.used_memory_peak_human ?? '—' },
                { key: 'maxmemory', label: '内存上限', children: info.maxmemory_human && info.maxmemory !== '0' ? info.maxmemory_human : '不限' },
                { key: 'cpu', label: '使用 CPU（秒）', children: info.used_cpu_user ?? '—' },
                { key: 'aof', label: 'AOF 是否开启', children: info.aof_enabled === '1' ? '是' : '否' },
                { key: 'rdb', label: 'RDB 是否成功', children: info.rdb_last_bgsave_status ?? '—' },
                { key: 'network', label: '网络入口/出口', children: `${info.instantaneous_input_kbps ?? '—'} kps / ${info.instantaneous_output_kbps ?? '—'} kps` },
              ]}
            />
          </>
        )}
      </Card>
      {data && pie && gauge && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card size="small" title="命令统计（调用次数）">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <EChart option={pie} label="命令调用次数饼图" height={300} />
              </Suspense>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title="内存信息">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
                <EChart option={gauge} label="内存使用仪表盘" height={300} />
              </Suspense>
            </Card>
          </Col>
        </Row>
      )}
      {data && can.hasPermission(Permissions.infra.redis.getKeyList) && <KeyList />}
    </Space>
  );
}
