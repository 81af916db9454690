/** Redis 监控 against a fake server: the figures shown are the server's; without Redis the page says how to configure it. */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, redisMonitorApi, type RedisMonitorInfo } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import type { EChartProps } from '../../../components/chart/EChart';
import RedisMonitorPage from './index';

// echarts needs a laid-out canvas: here, what each chart is given.
vi.mock('../../../components/chart/EChart', () => ({
  default: ({ option, label }: EChartProps) => <pre aria-label={label}>{JSON.stringify(option)}</pre>,
}));

const P = Permissions.infra.redis;
const info: RedisMonitorInfo = {
  enabled: true,
  info: {
    redis_version: '7.2.4',
    redis_mode: 'standalone',
    tcp_port: '6379',
    uptime_in_seconds: '93784',
    connected_clients: '5',
    used_memory: '1048576',
    used_memory_human: '1.00M',
    used_memory_peak: '2097152',
    used_memory_peak_human: '2.00M',
    maxmemory: '0',
    keyspace_hits: '90',
    keyspace_misses: '10',
    aof_enabled: '0',
    rdb_last_bgsave_status: 'ok',
  },
  dbSize: 42,
  commandStats: [
    { command: 'get', calls: 300, usec: 900 },
    { command: 'set', calls: 100, usec: 500 },
  ],
};

describe('Redis 监控', () => {
  it('shows the version, memory, clients, key count, hit ratio and the charts', async () => {
    const server = createFakeServer().on(redisMonitorApi.getMonitorInfo, ok(info));
    renderPage(<RedisMonitorPage />, { server, permissions: [P.getMonitorInfo] });
    expect(await screen.findByText('7.2.4')).toBeInTheDocument();
    expect(screen.getByText('单机')).toBeInTheDocument();
    expect(screen.getByText('1 天 2 小时')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    expect(screen.getByText('90.00%')).toBeInTheDocument();
    expect(screen.getAllByText('1.00M').length).toBeGreaterThan(0);
    expect(screen.getByText('2.00M')).toBeInTheDocument();
    const pie = await screen.findByLabelText('命令调用次数饼图');
    expect(pie.textContent).toContain('"name":"get","value":300');
    const gauge = await screen.findByLabelText('内存使用仪表盘');
    expect(gauge.textContent).toContain('已用 / 峰值');
    // No key list without its permission.
    expect(screen.queryByText('Key 列表')).toBeNull();
  });

  it('lists keys by pattern for a holder of get-key-list', async () => {
    const server = createFakeServer()
      .on(redisMonitorApi.getMonitorInfo, ok(info))
      .on(redisMonitorApi.getKeyList, ok({ enabled: true, keys: [{ key: 'tenon:captcha:1', type: 'string', ttl: 90 }, { key: 'tenon:x', type: 'hash', ttl: -1 }], truncated: false }));
    const { user } = renderPage(<RedisMonitorPage />, { server, permissions: [P.getMonitorInfo, P.getKeyList] });
    await screen.findByText('Key 列表');
    const input = screen.getByLabelText('Key 匹配');
    await user.clear(input);
    await user.type(input, 'tenon:*');
    await user.click(screen.getByRole('button', { name: '查询 Key' }));
    const row = (await screen.findByText('tenon:captcha:1')).closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['tenon:captcha:1', 'string', '1 分钟 30 秒']);
    expect(within(screen.getByText('tenon:x').closest('tr')!).getByText('永不过期')).toBeInTheDocument();
    expect(decodeURIComponent(server.received(redisMonitorApi.getKeyList)[0]!.search)).toBe('pattern=tenon:*&size=200');
  });

  it('says plainly that Redis is not configured', async () => {
    const server = createFakeServer().on(redisMonitorApi.getMonitorInfo, ok({ enabled: false, info: {}, dbSize: 0, commandStats: [] }));
    renderPage(<RedisMonitorPage />, { server, permissions: [P.getMonitorInfo] });
    expect(await screen.findByText('未配置 Redis')).toBeInTheDocument();
    expect(screen.getByText(/REDIS_URL/)).toBeInTheDocument();
  });
});
