/**
 * 服务监控 (the reference's Java 监控, a Spring Boot Admin iframe there): this server instance's
 * Node process and host, polled every few seconds, with the last minutes of CPU, heap and
 * event-loop delay drawn from the server's own samples (so the charts have history on open).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import RefreshControls from '../shared/RefreshControls';
import { useQuery } from '@tanstack/react-query';
import { serverMonitorApi, type ServerMonitor } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { clock, formatBytes, formatDuration } from './format';

const EChart = lazy(() => import('../../../components/chart/EChart'));

export const SERVER_POLL_MS = 3000;

const line = (history: ServerMonitor['history'], name: string, unit: string, value: (s: ServerMonitor['history'][number]) => number) => ({
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v} ${unit}` },
  grid: { left: 48, right: 16, top: 24, bottom: 28 },
  xAxis: { type: 'category', boundaryGap: false, data: history.map((s) => clock(s.time)) },
  yAxis: { type: 'value', name: unit, min: 0 },
  series: [{ name, type: 'line', smooth: true, showSymbol: false, areaStyle: { opacity: 0.15 }, data: history.map(value) }],
});
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

function Charts({ data }: { data: ServerMonitor }) {
  const options = useMemo(
    () => [
      { title: 'CPU（本进程）', label: 'CPU 使用率曲线', option: line(data.history, 'CPU', '%', (s) => s.cpuPercent) },
      { title: '堆内存', label: '堆内存曲线', option: line(data.history, '堆内存', 'MB', (s) => mb(s.heapUsedBytes)) },
      { title: '事件循环延迟 P99', label: '事件循环延迟曲线', option: line(data.history, 'P99', 'ms', (s) => s.loopDelayP99Ms) },
    ],
    [data.history],
  );
  return (
    <Row gutter={[16, 16]}>
      {options.map((c) => (
        <Col key={c.title} xs={24} lg={8}>
          <Card size="small" title={c.title}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
              <EChart option={c.option} label={c.label} height={220} />
            </Suspense>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export default function ServerMonitorPage() {
  const [auto, setAuto] = useState(true);
  const { data, isFetching, refetch, isError } = useQuery({
    queryKey: ['infra', 'server-monitor'],
    queryFn: ({ signal }) => callApi(serverMonitorApi.get, { signal }),
    refetchInterval: auto ? SERVER_POLL_MS : false,
  });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="服务监控"
        extra={<RefreshControls auto={auto} onAutoChange={setAuto} refreshing={isFetching} onRefresh={() => void refetch()} />}
      >
        <Typography.Paragraph type="secondary">
          本页显示当前响应请求的这一台服务实例（Node.js 进程及其主机）。多实例部署时，每次刷新可能落在不同的实例上，以“实例”一栏区分。参考实现此处嵌入的是 Spring Boot Admin。
        </Typography.Paragraph>
        {isError && !data && <Alert type="warning" showIcon title="服务监控信息加载失败" />}
        {!data ? (
          <Skeleton active />
        ) : (
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Statistic title="CPU（本进程）" value={data.cpu.processPercent} precision={1} suffix="%" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="堆内存" value={formatBytes(data.memory.heapUsedBytes)} />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="事件循环延迟 P99" value={data.eventLoopDelay.p99Ms} precision={2} suffix="ms" />
            </Col>
            <Col xs={12} md={6}>
              <Statistic title="运行时长" value={formatDuration(data.uptimeSeconds)} />
            </Col>
          </Row>
        )}
      </Card>
      {data && (
        <>
          <Charts data={data} />
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title="进程与版本">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'instance', label: '实例', children: data.instanceId },
                    { key: 'pid', label: '进程号', children: data.pid },
                    { key: 'product', label: 'Tenon 版本', children: data.versions.product || '—' },
                    { key: 'node', label: 'Node.js', children: data.versions.node },
                    { key: 'v8', label: 'V8', children: data.versions.v8 },
                    { key: 'fastify', label: 'Fastify', children: data.versions.fastify || '—' },
                    { key: 'os', label: '操作系统', children: data.versions.os },
                    { key: 'uptime', label: '进程运行时长', children: formatDuration(data.uptimeSeconds) },
                    { key: 'host-uptime', label: '主机运行时长', children: formatDuration(data.hostUptimeSeconds) },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title="CPU 与内存">
                <Descriptions
                  column={1}
                  size="small"
                  items={[
                    { key: 'cores', label: 'CPU 核数', children: data.cpu.cores },
                    { key: 'model', label: 'CPU 型号', children: data.cpu.model || '—' },
                    { key: 'load', label: '主机负载（1/5/15 分钟）', children: data.cpu.loadAverage.join(' / ') },
                    { key: 'rss', label: '常驻内存（RSS）', children: formatBytes(data.memory.rssBytes) },
                    { key: 'heap', label: '堆内存（已用/总量）', children: `${formatBytes(data.memory.heapUsedBytes)} / ${formatBytes(data.memory.heapTotalBytes)}` },
                    { key: 'external', label: '堆外内存', children: formatBytes(data.memory.externalBytes) },
                    { key: 'host', label: '主机内存（空闲/总量）', children: `${formatBytes(data.memory.hostFreeBytes)} / ${formatBytes(data.memory.hostTotalBytes)}` },
                    {
                      key: 'loop',
                      label: '事件循环延迟（P50/P99/最大）',
                      children: `${data.eventLoopDelay.p50Ms} / ${data.eventLoopDelay.p99Ms} / ${data.eventLoopDelay.maxMs} ms`,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title="垃圾回收（启动以来）">
            <Table
              size="small"
              rowKey="kind"
              pagination={false}
              dataSource={data.gc}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚无垃圾回收" /> }}
              columns={[
                { title: '类型', dataIndex: 'kind' },
                { title: '次数', dataIndex: 'count' },
                { title: '累计暂停（ms）', dataIndex: 'totalPauseMs' },
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
