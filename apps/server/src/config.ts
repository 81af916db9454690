/**
 * Configuration comes from the environment only (twelve-factor): see the README's table.
 * `loadConfig` is pure so tests build any configuration they need without touching env.
 */
import path from 'node:path';

export interface AppConfig {
  host: string;
  port: number;
  /** Folder of the embedded PGlite database and local files. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl?: string;
  /**
   * PostgreSQL only (`DB_RLS`, on by default): the server's queries run as the role `tenon_app`,
   * which the row-level security policies bind, so a query that forgot its tenant sees nothing of
   * another tenant (docs/security.md). Off: as the URL's user, guarded by the tenant scope alone.
   */
  rls: boolean;
  /**
   * PostgreSQL only (`DB_PREPARED_STATEMENTS`, on by default): statements the server sends again
   * and again are prepared once per connection (db/preparedStatements.ts). Off for a pooler that
   * hands one session's statements to several connections (PgBouncer in transaction mode before
   * its prepared-statement support).
   */
  preparedStatements: boolean;
  /**
   * Embedded database only (`PGLITE_THREAD`, on by default): PGlite runs on a worker thread of its
   * own, so the database's work uses the second core beside the server's event loop
   * (db/pgliteSession.ts). Off: in the server's thread.
   */
  pgliteThread: boolean;
  redisUrl?: string;
  /** Seed demo tenants, users and data (embedded start only, never production). */
  seedDemo: boolean;
  /** Folder of the built web app; served on the same origin when it exists. */
  webDist?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  captchaEnabled: boolean;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * Login throttling (login-throttle.ts): failures allowed per window for one username from one
   * client address, for one address, and for one username from all addresses together.
   */
  loginMaxFailuresPerUser: number;
  loginMaxFailuresPerIp: number;
  loginMaxFailuresPerAccount: number;
  loginLockMinutes: number;
  /** Trust X-Forwarded-For from a reverse proxy. */
  /**
   * Which proxies' `X-Forwarded-For` to believe: `true` every hop (only when nothing but the
   * proxy can reach the server), a hop count, or a list of proxy addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Wall-clock zone of date filters and per-day statistics (IANA name). */
  timeZone: string;
  /** Whether every API call is recorded in 访问日志 (API_LOG, on by default; unexpected errors are recorded either way). */
  apiLog: boolean;
  /** Whether this server runs 定时任务's schedules (any number may: each fire time runs once). */
  jobScheduler: boolean;
  /**
   * Seconds between checks for tables to vacuum and analyze (DB_UPKEEP_SECONDS, 0 off): on the
   * embedded database, which has no autovacuum, and on a PostgreSQL whose autovacuum is off
   * (db/tableUpkeep.ts).
   */
  dbUpkeepSeconds: number;
  /**
   * Seconds between SIGTERM and closing the listener (DRAIN_SECONDS, 0 allowed): readiness answers
   * 503 and every answer closes its connection meanwhile, so balancers move on (docs/deploy.md).
   */
  drainSeconds: number;
  /**
   * What one workflow command (a start, an approval, a timer: one transaction) may spend running
   * a diagram, and the worker threads its scripts run in (docs/workflow.md, engine/budget.ts).
   */
  bpm: {
    /** Steps: nodes entered, tasks opened, expressions evaluated, scripts and listeners run (BPM_COMMAND_STEPS). */
    commandSteps: number;
    /** Time of all its scripts and expressions together, ms (BPM_COMMAND_SCRIPT_MS). */
    commandScriptMs: number;
    /** Time of one script, ms (BPM_SCRIPT_MS). */
    scriptMs: number;
    /** Heap of one script, MB (BPM_SCRIPT_MEMORY_MB). */
    scriptMemoryMb: number;
    /** Worker threads that run scripts (BPM_SCRIPT_WORKERS); one leaves a two-core machine a core for the event loop. */
    scriptWorkers: number;
  };
  /** Origin that file and avatar URLs are built on (`https://admin.example.com`); else the request's own. */
  publicBaseUrl?: string;
  /** WeChat Pay's API gateway (PAY_WX_BASE_URL); the provider's own when unset. Tests point it at a local fake. */
  payWxBaseUrl?: string;
  /**
   * Key material for credentials stored encrypted (mail passwords, SMS secrets). Unset on the
   * embedded start: a key generated once into `DATA_DIR/secret.key`. Required with PostgreSQL.
   */
  secretKey?: string;
  /** Where the SMS providers' APIs are (SMS_ALIYUN_URL, SMS_TENCENT_URL, SMS_DINGTALK_URL); tests use local fakes. */
  smsProviderUrls: { aliyun: string; tencent: string; dingTalk: string };
  /**
   * Test only, never read from the environment: where the social-login providers Gitee (10),
   * DingTalk (20) and WeCom (30) are reached instead of their public hosts (a local fake of their
   * token and user endpoints). One base stands for all of a provider's hosts.
   */
  socialProviderBaseUrls?: Partial<Record<10 | 20 | 30, string>>;
  /** How often each server looks for SMS and mail due a retry or left by a stopped server. */
  deliveryPollSeconds: number;
  /** Third-party web analytics (Umami-style script), off unless both are set. */
  analytics?: { scriptUrl: string; siteId: string };
  /**
   * Where the server may connect on an administrator's say (mail servers, OpenID Connect issuers):
   * platform/outbound-policy.ts. `allow`/`deny` (OUTBOUND_ALLOW/OUTBOUND_DENY): CIDRs, addresses,
   * range names or host names; `allowLocal`: loopback and private ranges pass by default (the
   * embedded demo start and tests only, never production or DATABASE_URL).
   */
  outbound: { allow: string[]; deny: string[]; allowLocal: boolean };
}

const int = (v: string | undefined, fallback: number) => {
  const parsed = v === undefined || v === '' ? NaN : Number(v);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};
/** An http(s) address, or a clear start-up error naming the variable. */
const httpUrl = (name: string, v: string | undefined): URL | undefined => {
  if (!v) return undefined;
  const url = URL.canParse(v) ? new URL(v) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol)) throw new Error(`${name} must be an http(s) address, got "${v}"`);
  return url;
};
const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

function trustProxy(v: string | undefined): boolean | number | string[] {
  const raw = (v ?? '').trim();
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^(true|false|1|0|yes|no|on|off)?$/i.test(raw)) return bool(raw, false);
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    host: env.HOST || '0.0.0.0',
    port: int(env.PORT, 48080),
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl,
    rls: bool(env.DB_RLS, true),
    preparedStatements: bool(env.DB_PREPARED_STATEMENTS, true),
    pgliteThread: bool(env.PGLITE_THREAD, true),
    redisUrl: env.REDIS_URL || undefined,
    seedDemo: bool(env.SEED_DEMO, !production && !databaseUrl),
    webDist: env.WEB_DIST ? path.resolve(cwd, env.WEB_DIST) : undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 1800),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL_SECONDS, 43200),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, false),
    bodyLimit: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    logLevel: env.LOG_LEVEL || (production ? 'info' : 'warn'),
    loginMaxFailuresPerUser: int(env.LOGIN_MAX_FAILURES_PER_USER, 5),
    loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 30),
    loginMaxFailuresPerAccount: int(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 50),
    loginLockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
    trustProxy: trustProxy(env.TRUST_PROXY),
    timeZone: env.APP_TIME_ZONE || 'Asia/Shanghai',
    // Tests that need the schedule start it; the others would see the demo job fire at any moment.
    jobScheduler: bool(env.JOB_SCHEDULER, env.NODE_ENV !== 'test'),
    // Tests run a pass themselves (tableUpkeep.test.ts); one on a timer would land in any test.
    dbUpkeepSeconds: int(env.DB_UPKEEP_SECONDS, env.NODE_ENV === 'test' ? 0 : 10),
    apiLog: bool(env.API_LOG, true),
    drainSeconds: /^\d+$/.test(env.DRAIN_SECONDS ?? '') ? Number(env.DRAIN_SECONDS) : 5,
    bpm: {
      commandSteps: int(env.BPM_COMMAND_STEPS, 1000),
      commandScriptMs: int(env.BPM_COMMAND_SCRIPT_MS, 1000),
      scriptMs: int(env.BPM_SCRIPT_MS, 200),
      scriptMemoryMb: int(env.BPM_SCRIPT_MEMORY_MB, 16),
      scriptWorkers: int(env.BPM_SCRIPT_WORKERS, 1),
    },
    publicBaseUrl: httpUrl('PUBLIC_BASE_URL', env.PUBLIC_BASE_URL)?.href.replace(/\/+$/, ''),
    payWxBaseUrl: httpUrl('PAY_WX_BASE_URL', env.PAY_WX_BASE_URL)?.href.replace(/\/+$/, ''),
    secretKey: env.SECRET_KEY || undefined,
    smsProviderUrls: {
      aliyun: httpUrl('SMS_ALIYUN_URL', env.SMS_ALIYUN_URL)?.href ?? 'https://dysmsapi.aliyuncs.com',
      tencent: httpUrl('SMS_TENCENT_URL', env.SMS_TENCENT_URL)?.href ?? 'https://sms.tencentcloudapi.com',
      dingTalk: httpUrl('SMS_DINGTALK_URL', env.SMS_DINGTALK_URL)?.href ?? 'https://oapi.dingtalk.com',
    },
    // Tests drive their own senders; the app's only sends what it is asked to. SMS_POLL_SECONDS
    // is the setting's name from before mail was queued too.
    deliveryPollSeconds: int(env.DELIVERY_POLL_SECONDS || env.SMS_POLL_SECONDS, env.NODE_ENV === 'test' ? 0 : 5),
    analytics: env.ANALYTICS_SCRIPT_URL && env.ANALYTICS_SITE_ID
      ? { scriptUrl: httpUrl('ANALYTICS_SCRIPT_URL', env.ANALYTICS_SCRIPT_URL)!.href, siteId: env.ANALYTICS_SITE_ID }
      : undefined,
    outbound: { allow: list(env.OUTBOUND_ALLOW), deny: list(env.OUTBOUND_DENY), allowLocal: !production && !databaseUrl },
  };
}
