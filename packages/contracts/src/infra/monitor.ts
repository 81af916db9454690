/**
 * The monitors (docs/monitors.md): Redis 监控 (`/infra/redis`, the reference's endpoints and
 * shape), 数据库监控 (`/infra/druid`: the reference shows Druid in an iframe, Tenon answers the
 * database's own facts) and 服务监控 (`/infra/admin-server`: the reference shows Spring Boot
 * Admin, Tenon the Node process and its host). All read-only, the system tenant's only.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';

// -- Redis --------------------------------------------------------------------------------

export const RedisCommandStatResp = Type.Object({
  command: Type.String(),
  calls: Type.Integer(),
  usec: Type.Integer(),
});

/**
 * The reference's shape: `info` is every INFO section's `key: value` (strings, as Redis says
 * them), `dbSize` the current database's key count, `commandStats` one row per command seen.
 * Tenon adds `enabled`: false (with empty `info`, 0 and []) when the server runs without Redis
 * (REDIS_URL unset), so the page can say so instead of failing.
 */
export const RedisMonitorInfoResp = Type.Object({
  enabled: Type.Boolean(),
  info: Type.Record(Type.String(), Type.String()),
  dbSize: Type.Integer(),
  commandStats: Type.Array(RedisCommandStatResp),
});
export type RedisMonitorInfo = Type.Static<typeof RedisMonitorInfoResp>;

export const RedisKeyResp = Type.Object({
  key: Type.String(),
  /** Redis's TYPE: string, hash, list, set, zset, stream. */
  type: Type.String(),
  /** Seconds left; -1 when the key never expires. */
  ttl: Type.Integer(),
});
export type RedisKey = Type.Static<typeof RedisKeyResp>;

export const RedisKeyListResp = Type.Object({
  enabled: Type.Boolean(),
  keys: Type.Array(RedisKeyResp),
  /** True when more keys match than `size`: the list is the first ones SCAN met, not all. */
  truncated: Type.Boolean(),
});
export type RedisKeyList = Type.Static<typeof RedisKeyListResp>;

export const redisMonitorApi = apiGroup('Redis 监控', {
  getMonitorInfo: endpoint({
    method: 'GET',
    path: '/infra/redis/get-monitor-info',
    access: { permission: Permissions.infra.redis.getMonitorInfo },
    summary: '获得 Redis 监控信息（INFO 各节、键数量、命令统计；未配置 Redis 时 enabled 为 false）',
    response: RedisMonitorInfoResp,
  }),
  getKeyList: endpoint({
    method: 'GET',
    path: '/infra/redis/get-key-list',
    access: { permission: Permissions.infra.redis.getKeyList },
    summary: '获得 Redis Key 列表（SCAN，最多 size 个，附类型与剩余秒数；从不使用 KEYS *）',
    query: Type.Object({
      pattern: Type.Optional(Type.String({ minLength: 1, maxLength: 100, title: 'Key 匹配' })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, title: '数量' })),
    }),
    response: RedisKeyListResp,
  }),
}, { platform: true });

// -- 数据库 --------------------------------------------------------------------------------

export const DbTableStatResp = Type.Object({
  name: Type.String(),
  /** Table, indexes and TOAST, in bytes (pg_total_relation_size). */
  totalBytes: Type.Integer(),
  /** Live rows as the statistics estimate them (pg_stat_user_tables.n_live_tup). */
  rows: Type.Integer(),
});

export const DbStatementResp = Type.Object({
  query: Type.String(),
  calls: Type.Integer(),
  totalMs: Type.Number(),
  meanMs: Type.Number(),
  rows: Type.Integer(),
});

export const DbMonitorResp = Type.Object({
  /** `pglite`: the embedded database in the data directory; `postgres`: a PostgreSQL server. */
  kind: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  version: Type.String(),
  databaseName: Type.String(),
  databaseBytes: Type.Integer(),
  /** PGlite: where its files are (null when in memory). */
  dataDir: Type.Union([Type.String(), Type.Null()]),
  tableCount: Type.Integer(),
  /** The largest tables, biggest first (at most 10). */
  largestTables: Type.Array(DbTableStatResp),
  /** PostgreSQL only (null on PGlite): pg_stat_activity by state, pg_stat_database's counters. */
  server: Type.Union([
    Type.Object({
      connections: Type.Array(Type.Object({ state: Type.String(), count: Type.Integer() })),
      maxConnections: Type.Integer(),
      /** Buffer cache hits / (hits + reads), 0–1; null before any read. */
      cacheHitRatio: Type.Union([Type.Number(), Type.Null()]),
      commits: Type.Integer(),
      rollbacks: Type.Integer(),
      deadlocks: Type.Integer(),
      /** Seconds since the server started. */
      uptimeSeconds: Type.Integer(),
    }),
    Type.Null(),
  ]),
  /** pg_stat_statements: `installed` false says the extension is not there (the list is then empty). */
  statements: Type.Object({
    installed: Type.Boolean(),
    slowest: Type.Array(DbStatementResp),
  }),
});
export type DbMonitor = Type.Static<typeof DbMonitorResp>;

export const dbMonitorApi = apiGroup('数据库监控', {
  get: endpoint({
    method: 'GET',
    path: '/infra/db-monitor/get',
    access: { permission: Permissions.infra.dbMonitor.query },
    summary: '获得数据库监控信息（版本、大小、连接、命中率、事务、最大的表、最慢的语句）',
    response: DbMonitorResp,
  }),
}, { platform: true });

// -- 服务 ----------------------------------------------------------------------------------

export const ServerSampleResp = Type.Object({
  /** Epoch ms. */
  time: Type.Integer(),
  /** This process's CPU since the previous sample, percent of one core (may exceed 100). */
  cpuPercent: Type.Number(),
  heapUsedBytes: Type.Integer(),
  rssBytes: Type.Integer(),
  /** Event-loop delay over the sample's interval, ms. */
  loopDelayP99Ms: Type.Number(),
});
export type ServerSample = Type.Static<typeof ServerSampleResp>;

export const ServerMonitorResp = Type.Object({
  instanceId: Type.String(),
  pid: Type.Integer(),
  /** Seconds. */
  uptimeSeconds: Type.Number(),
  hostUptimeSeconds: Type.Number(),
  versions: Type.Object({
    product: Type.String(),
    node: Type.String(),
    v8: Type.String(),
    fastify: Type.String(),
    os: Type.String(),
  }),
  cpu: Type.Object({
    cores: Type.Integer(),
    model: Type.String(),
    /** This process, percent of one core, over the last sample. */
    processPercent: Type.Number(),
    /** The host's 1, 5 and 15 minute load averages (zeros on Windows). */
    loadAverage: Type.Array(Type.Number()),
  }),
  memory: Type.Object({
    rssBytes: Type.Integer(),
    heapUsedBytes: Type.Integer(),
    heapTotalBytes: Type.Integer(),
    externalBytes: Type.Integer(),
    hostTotalBytes: Type.Integer(),
    hostFreeBytes: Type.Integer(),
  }),
  /** Since the start, ms. */
  eventLoopDelay: Type.Object({ p50Ms: Type.Number(), p99Ms: Type.Number(), maxMs: Type.Number(), meanMs: Type.Number() }),
  /** Garbage collections since the start, by kind (minor, major, incremental, weakcb). */
  gc: Type.Array(Type.Object({ kind: Type.String(), count: Type.Integer(), totalPauseMs: Type.Number() })),
  /** The last minutes, oldest first, one sample every few seconds. */
  history: Type.Array(ServerSampleResp),
});
export type ServerMonitor = Type.Static<typeof ServerMonitorResp>;

export const serverMonitorApi = apiGroup('服务监控', {
  get: endpoint({
    method: 'GET',
    path: '/infra/server-monitor/get',
    access: { permission: Permissions.infra.serverMonitor.query },
    summary: '获得服务监控信息（本实例的进程与主机：CPU、内存、事件循环延迟、GC、版本，及最近几分钟的采样）',
    response: ServerMonitorResp,
  }),
}, { platform: true });
