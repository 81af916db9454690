/** 服务监控 against a fake server: this instance's figures and the charts of its samples. */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Permissions, serverMonitorApi, type ServerMonitor } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import type { EChartProps } from '../../../components/chart/EChart';
import ServerMonitorPage from './index';

vi.mock('../../../components/chart/EChart', () => ({
  default: ({ option, label }: EChartProps) => <pre aria-label={label}>{JSON.stringify(option)}</pre>,
}));

const data: ServerMonitor = {
  instanceId: 'web-1-4242-abcd1234',
  pid: 4242,
  uptimeSeconds: 3723,
  hostUptimeSeconds: 90000,
  versions: { product: '0.1.0', node: '20.20.2', v8: '11.3.244.8', fastify: '5.12.8', os: 'Linux 6.1 (x64)' },
  cpu: { cores: 4, model: 'Test CPU', processPercent: 12.5, loadAverage: [0.5, 0.4, 0.3] },
  memory: { rssBytes: 200 * 1048576, heapUsedBytes: 80 * 1048576, heapTotalBytes: 120 * 1048576, externalBytes: 5 * 1048576, hostTotalBytes: 8 * 1073741824, hostFreeBytes: 2 * 1073741824 },
  eventLoopDelay: { p50Ms: 10.2, p99Ms: 15.7, maxMs: 40.1, meanMs: 10.9 },
  gc: [{ kind: 'minor', count: 31, totalPauseMs: 12.5 }],
  history: [
    { time: new Date(2024, 4, 6, 9, 30, 0).getTime(), cpuPercent: 3, heapUsedBytes: 70 * 1048576, rssBytes: 1, loopDelayP99Ms: 12 },
    { time: new Date(2024, 4, 6, 9, 30, 5).getTime(), cpuPercent: 12.5, heapUsedBytes: 80 * 1048576, rssBytes: 1, loopDelayP99Ms: 15.7 },
  ],
};

describe('服务监控', () => {
  it('shows the process, versions, memory, loop delay, GC and the last minutes as charts', async () => {
    const server = createFakeServer().on(serverMonitorApi.get, ok(data));
    renderPage(<ServerMonitorPage />, { server, permissions: [Permissions.infra.serverMonitor.query] });
    expect(await screen.findByText('web-1-4242-abcd1234')).toBeInTheDocument();
    expect(screen.getByText('4242')).toBeInTheDocument();
    expect(screen.getByText('20.20.2')).toBeInTheDocument();
    expect(screen.getByText('5.12.8')).toBeInTheDocument();
    expect(screen.getByText('0.5 / 0.4 / 0.3')).toBeInTheDocument();
    expect(screen.getByText('80.0 MB / 120 MB')).toBeInTheDocument();
    expect(screen.getByText('2.00 GB / 8.00 GB')).toBeInTheDocument();
    expect(screen.getByText('10.2 / 15.7 / 40.1 ms')).toBeInTheDocument();
    expect(screen.getAllByText('1 小时 2 分钟').length).toBeGreaterThan(0);
    expect(screen.getByText('minor')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    const cpu = await screen.findByLabelText('CPU 使用率曲线');
    expect(cpu.textContent).toContain('"data":["09:30:00","09:30:05"]');
    expect(cpu.textContent).toContain('"data":[3,12.5]');
    expect((await screen.findByLabelText('堆内存曲线')).textContent).toContain('"data":[70,80]');
    expect((await screen.findByLabelText('事件循环延迟曲线')).textContent).toContain('"data":[12,15.7]');
  });
});
