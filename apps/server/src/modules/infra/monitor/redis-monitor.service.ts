/**
 * Redis 监控: INFO (every section), DBSIZE and the command statistics, in the reference's shape;
 * and a bounded SCAN of key names (never KEYS *, which blocks Redis on a large keyspace). Without
 * Redis (REDIS_URL unset, the embedded start) both answer `enabled: false` and empty values, so
 * the page explains how to configure it instead of showing an error.
 */
import type { Redis } from 'ioredis';
import type { RedisKeyList, RedisMonitorInfo } from '@tenon/contracts';

/** `key:value` lines of INFO, sections' headers and blank lines skipped. */
export function parseInfo(text: string): Record<string, string> {
  const info: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf(':');
    if (at > 0) info[line.slice(0, at)] = line.slice(at + 1);
  }
  return info;
}

/** `cmdstat_get:calls=3,usec=12,…` lines of INFO commandstats → the reference's rows. */
export function parseCommandStats(text: string): RedisMonitorInfo['commandStats'] {
  const rows: RedisMonitorInfo['commandStats'] = [];
  for (const [key, value] of Object.entries(parseInfo(text))) {
    if (!key.startsWith('cmdstat_')) continue;
    const fields = Object.fromEntries(value.split(',').map((kv) => kv.split('=') as [string, string]));
    rows.push({ command: key.slice('cmdstat_'.length), calls: Number(fields.calls ?? 0), usec: Number(fields.usec ?? 0) });
  }
  return rows.sort((a, b) => b.calls - a.calls);
}

const SCAN_BATCH = 200;
/** The most SCAN round trips one list may take (a sparse pattern over a huge keyspace stops here). */
const MAX_SCAN_ROUNDS = 100;

export class RedisMonitorService {
  constructor(private readonly redis: Redis | undefined) {}

  async monitorInfo(): Promise<RedisMonitorInfo> {
    if (!this.redis) return { enabled: false, info: {}, dbSize: 0, commandStats: [] };
    const [all, stats, dbSize] = await Promise.all([this.redis.info(), this.redis.info('commandstats'), this.redis.dbsize()]);
    // `INFO` without a section leaves out commandstats on most versions: both, in one map.
    return { enabled: true, info: { ...parseInfo(all), ...parseInfo(stats) }, dbSize, commandStats: parseCommandStats(stats) };
  }

  async keyList(pattern = '*', size = 200): Promise<RedisKeyList> {
    const redis = this.redis;
    if (!redis) return { enabled: false, keys: [], truncated: false };
    const names: string[] = [];
    let cursor = '0';
    let rounds = 0;
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', SCAN_BATCH);
      cursor = next;
      for (const k of batch) if (!names.includes(k)) names.push(k);
      rounds++;
    } while (cursor !== '0' && names.length <= size && rounds < MAX_SCAN_ROUNDS);
    const truncated = names.length > size || cursor !== '0';
    const keys = names.slice(0, size).sort();
    const pipeline = redis.pipeline();
    for (const k of keys) pipeline.type(k).ttl(k);
    const answers = (await pipeline.exec()) ?? [];
    return {
      enabled: true,
      keys: keys.map((key, i) => ({ key, type: String(answers[2 * i]?.[1] ?? 'none'), ttl: Number(answers[2 * i + 1]?.[1] ?? -1) })),
      truncated,
    };
  }
}
