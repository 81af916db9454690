/** 数据库监控 against a fake server: PostgreSQL's statistics, and what the embedded PGlite tells. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, dbMonitorApi, type DbMonitor } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import DbMonitorPage from './index';

const base: DbMonitor = {
  kind: 'postgres',
  version: 'PostgreSQL 16.2 on x86_64-pc-linux-gnu',
  databaseName: 'tenon',
  databaseBytes: 12 * 1048576,
  dataDir: null,
  tableCount: 57,
  largestTables: [{ name: 'system_users', totalBytes: 2 * 1048576, rows: 1200 }],
  server: {
    connections: [
      { state: 'idle', count: 7 },
      { state: 'active', count: 1 },
    ],
    maxConnections: 100,
    cacheHitRatio: 0.9876,
    commits: 5000,
    rollbacks: 3,
    deadlocks: 0,
    uptimeSeconds: 7200,
  },
  statements: { installed: true, slowest: [{ query: 'SELECT pg_sleep($1)', calls: 2, totalMs: 2000, meanMs: 1000, rows: 2 }] },
};
const open = (data: DbMonitor) =>
  renderPage(<DbMonitorPage />, { server: createFakeServer().on(dbMonitorApi.get, ok(data)), permissions: [Permissions.infra.dbMonitor.query] });

describe('数据库监控', () => {
  it('on PostgreSQL: size, tables, hit ratio, connections, transactions and the slowest statements', async () => {
    open(base);
    expect(await screen.findByText('PostgreSQL 16.2 on x86_64-pc-linux-gnu')).toBeInTheDocument();
    expect(screen.getByText('12.0 MB')).toBeInTheDocument();
    expect(screen.getByText('57')).toBeInTheDocument();
    expect(screen.getByText('98.76%')).toBeInTheDocument();
    expect(screen.getByText('8 / 100')).toBeInTheDocument();
    expect(screen.getByText('5000 / 3')).toBeInTheDocument();
    expect(within(screen.getByText('空闲').closest('tr')!).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByText('system_users').closest('tr')!).getByText('2.00 MB')).toBeInTheDocument();
    expect(screen.getByText('SELECT pg_sleep($1)')).toBeInTheDocument();
    expect(screen.getByText(/参考实现此处嵌入 Druid/)).toBeInTheDocument();
  });

  it('says when pg_stat_statements is not installed', async () => {
    open({ ...base, statements: { installed: false, slowest: [] } });
    expect(await screen.findByText('pg_stat_statements 未安装')).toBeInTheDocument();
  });

  it('on PGlite: labelled embedded, with its data directory and tables', async () => {
    open({ ...base, kind: 'pglite', dataDir: '/srv/tenon/data/pglite', server: null, statements: { installed: false, slowest: [] } });
    expect(await screen.findByText('内嵌数据库（PGlite）')).toBeInTheDocument();
    expect(screen.getByText('/srv/tenon/data/pglite')).toBeInTheDocument();
    expect(screen.getByText('system_users')).toBeInTheDocument();
    expect(screen.queryByText('连接（按状态）')).toBeNull();
    expect(screen.queryByText(/pg_stat_statements/)).toBeNull();
  });
});
