// @postgres: 数据库监控 reads the server's statistics on PostgreSQL and answers what PGlite can tell
/**
 * The monitors against the running app: each answers its figures to the super administrator,
 * refuses a user without the permission and another tenant's administrator; Redis 监控 answers
 * `enabled: false` without Redis and the real INFO with it (TEST_REDIS_URL, as CI provides).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, dbMonitorApi, redisMonitorApi, serverMonitorApi, type Endpoint } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t?.close());

describe('who may read the monitors', () => {
  const endpoints: Endpoint[] = [redisMonitorApi.getMonitorInfo, redisMonitorApi.getKeyList, dbMonitorApi.get, serverMonitorApi.get];
  it('refuses a user without the permission, and another tenant’s administrator', async () => {
    for (const e of endpoints) {
      expect((await t.call(e, { as: plain })).code, e.path).toBe(ErrorCodes.FORBIDDEN.code);
      expect((await t.call(e, { as: other })).code, e.path).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
    }
  });
});

describe('Redis 监控 without Redis', () => {
  it('answers enabled false with empty figures', async () => {
    expect(await t.callOk(redisMonitorApi.getMonitorInfo, { as: admin })).toEqual({ enabled: false, info: {}, dbSize: 0, commandStats: [] });
    expect(await t.callOk(redisMonitorApi.getKeyList, { as: admin, query: {} })).toEqual({ enabled: false, keys: [], truncated: false });
  });
});

describe.runIf(redisUrl)('Redis 监控 with Redis', () => {
  let r: TestApp;
  let rAdmin: Session;
  beforeAll(async () => {
    r = await testApp({ redisUrl });
    rAdmin = await r.login();
  });
  afterAll(() => r?.close());

  it('answers INFO of every section, the key count and the command statistics', async () => {
    const info = await r.callOk(redisMonitorApi.getMonitorInfo, { as: rAdmin });
    expect(info.enabled).toBe(true);
    expect(info.info.redis_version).toMatch(/^\d+\.\d+/);
    expect(Number(info.info.used_memory)).toBeGreaterThan(0);
    expect(info.info).toHaveProperty('connected_clients');
    expect(info.info).toHaveProperty('keyspace_hits');
    expect(info.dbSize).toBeGreaterThanOrEqual(0);
    const info2 = info.commandStats.find((c) => c.command === 'info');
    expect(info2?.calls).toBeGreaterThan(0);
    expect(info2?.usec).toBeGreaterThanOrEqual(0);
  });

  it('lists keys by SCAN with their type and TTL, at most size of them', async () => {
    const redis = new Redis(redisUrl!);
    const prefix = `tenon:test:monitor:${Date.now()}:`;
    await redis.set(`${prefix}a`, '1', 'EX', 600);
    await redis.hset(`${prefix}b`, 'f', 'v');
    await redis.rpush(`${prefix}c`, 'x');
    try {
      const list = await r.callOk(redisMonitorApi.getKeyList, { as: rAdmin, query: { pattern: `${prefix}*` } });
      expect(list.enabled).toBe(true);
      expect(list.truncated).toBe(false);
      expect(list.keys.map((k) => [k.key.slice(prefix.length), k.type])).toEqual([['a', 'string'], ['b', 'hash'], ['c', 'list']]);
      expect(list.keys[0]!.ttl).toBeGreaterThan(500);
      expect(list.keys[1]!.ttl).toBe(-1);
      const one = await r.callOk(redisMonitorApi.getKeyList, { as: rAdmin, query: { pattern: `${prefix}*`, size: 1 } });
      expect(one.keys).toHaveLength(1);
      expect(one.truncated).toBe(true);
    } finally {
      await redis.del(`${prefix}a`, `${prefix}b`, `${prefix}c`);
      redis.disconnect();
    }
  });
});

describe('数据库监控', () => {
  it('answers the database’s version, size and largest tables', async () => {
    const db = await t.callOk(dbMonitorApi.get, { as: admin });
    expect(db.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(db.version).toMatch(/PostgreSQL \d+/);
    expect(db.databaseBytes).toBeGreaterThan(1_000_000);
    expect(db.tableCount).toBeGreaterThan(30);
    expect(db.largestTables.length).toBe(10);
    expect(db.largestTables.map((x) => x.totalBytes)).toEqual([...db.largestTables.map((x) => x.totalBytes)].sort((a, b) => b - a));
  });

  it.runIf(!onPostgres)('on PGlite: says it is embedded, without server statistics', async () => {
    const db = await t.callOk(dbMonitorApi.get, { as: admin });
    expect(db.server).toBeNull();
    expect(db.statements).toEqual({ installed: false, slowest: [] });
  });

  it.runIf(onPostgres)('on PostgreSQL: connections by state, hit ratio, transactions; pg_stat_statements as installed', async () => {
    const db = await t.callOk(dbMonitorApi.get, { as: admin });
    const server = db.server!;
    expect(server.connections.reduce((n, c) => n + c.count, 0)).toBeGreaterThan(0);
    expect(server.connections.some((c) => c.state === 'active')).toBe(true);
    expect(server.maxConnections).toBeGreaterThan(0);
    expect(server.cacheHitRatio).toBeGreaterThan(0);
    expect(server.cacheHitRatio).toBeLessThanOrEqual(1);
    expect(server.commits).toBeGreaterThan(0);
    expect(server.deadlocks).toBeGreaterThanOrEqual(0);
    expect(db.dataDir).toBeNull();
    if (!db.statements.installed) expect(db.statements.slowest).toEqual([]);
  });
});

describe('服务监控', () => {
  it('answers this process’s figures and the sampled history', async () => {
    const s = await t.callOk(serverMonitorApi.get, { as: admin });
    expect(s.pid).toBe(process.pid);
    expect(s.versions.node).toBe(process.versions.node);
    expect(s.versions.fastify).toMatch(/^5\./);
    expect(s.versions.product).toMatch(/^\d+\.\d+\.\d+/);
    expect(s.cpu.cores).toBeGreaterThan(0);
    expect(s.cpu.loadAverage).toHaveLength(3);
    expect(s.memory.heapUsedBytes).toBeGreaterThan(0);
    expect(s.memory.heapTotalBytes).toBeGreaterThanOrEqual(s.memory.heapUsedBytes);
    expect(s.memory.hostTotalBytes).toBeGreaterThan(s.memory.hostFreeBytes);
    expect(s.eventLoopDelay.maxMs).toBeGreaterThanOrEqual(s.eventLoopDelay.p50Ms);
    // The sampler takes its first point as the app starts.
    expect(s.history.length).toBeGreaterThanOrEqual(1);
    expect(s.history.at(-1)!.heapUsedBytes).toBeGreaterThan(0);
    expect(s.instanceId).toContain(String(process.pid));
  });
});
