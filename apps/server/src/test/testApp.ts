/**
 * Builds the real app for a test file on a real database: in-memory PGlite by default, or a
 * fresh PostgreSQL database (created and dropped here) when TEST_DATABASE_URL is set, so the
 * same tests prove both drivers. Share one per file: `const t = await testApp()` in beforeAll.
 * The database starts as the run's seeded image (seededImage.ts, built by globalSetup.ts): a
 * copy of what a first start with the demo leaves, not a migration and seed of its own.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { API_BASE, APP_API_BASE, fillPath, surfaceOf, type Surface, type BodyOf, type CommonResult, type Endpoint, type ParamsOf, type QueryOf, type ResponseOf } from '@tenon/contracts';
import { inject as provided } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ImageBytes } from '../db/pglite-open.mjs';
import { baseTestConfig, fitToConfig } from './seededImage.ts';
import { freePort } from './topology.ts';
import { eq } from 'drizzle-orm';
import { user } from '../modules/system/user/user.schema.ts';
import { infraConfig } from '../modules/infra/config/config.schema.ts';
import { CONFIG_VALUES_KEY } from '../modules/infra/config/config-values.ts';
import { hashPassword } from '../platform/password.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The database as its owner sees it, every tenant's rows (on PostgreSQL not the app's pool, which row-level security binds). */
  db: Database['db'];
  /** Calls the API below its base path and returns the parsed envelope. */
  api<T = unknown>(opts: ApiCall): Promise<{ code: number; data: T; msg: string }>;
  /**
   * Calls one contract endpoint as `as`, with the body and query its contract allows, and answers
   * the envelope typed by its response: `t.call(postApi.create, { body, as: admin })`. Calls the
   * types forbid on purpose (bad input, missing headers) stay on `api`.
   */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<CommonResult<ResponseOf<E>>>;
  /** As `call`, answering `data` and failing the test on a non-zero code: for set-up steps. */
  callOk<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
  /** Calls a `produces: 'file'` endpoint: the raw reply, so a test reads the bytes or, on refusal, the envelope. */
  download<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<LightMyRequestResponse>;
  login(username?: string, password?: string, tenantId?: number): Promise<Session>;
  /** Signs in a user of tenant 1 who holds no role at all (created on first use). */
  loginPlain(): Promise<Session>;
  /** Sets a 配置管理 value straight in the table, as an administrator's edit would, effective at once. */
  setConfig(key: string, value: string): Promise<void>;
  close(): Promise<void>;
}

export type QueryValue = string | number | boolean | ReadonlyArray<string | number> | null | undefined;

export interface ApiCall {
  method?: InjectOptions['method'];
  /** The API the path is below: the console's (`admin`, the default) or the members' (`app`). */
  surface?: Surface;
  path: string;
  /** Arrays repeat the parameter; null and undefined are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  payload?: string;
  token?: string;
  tenantId?: number | null;
  headers?: Record<string, string>;
}

export interface CallOptions<E extends Endpoint> {
  /**
   * The signed-in caller (a `Session`, or tokens a refresh answered); without one the call carries
   * no token (public endpoints, refusals).
   */
  as?: Pick<Session, 'accessToken'> & { tenantId?: number };
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  /** The path's `{name}` values. */
  params?: ParamsOf<E>;
  /** The `tenant-id` header: the caller's tenant by default (1 without a caller); null sends none. */
  tenantId?: number | null;
  headers?: Record<string, string>;
}

export interface Session {
  userId: number;
  accessToken: string;
  refreshToken: string;
  expiresTime: number;
  tenantId: number;
}

function queryStrings(query: Record<string, QueryValue>): Record<string, string | string[]> {
  const strings: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    strings[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return strings;
}

/** A database of this file's own: empty, or a copy of `template` (the run's seeded image). */
async function freshPostgres(url: string, template: string | undefined): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tenon_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      // The app's pool may still be closing its last connection; forcing the drop then would
      // kill it mid-goodbye and surface as an uncaught error in the test run. Wait for it first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The run's PGlite image, read once per worker (files share a worker's modules) and opened by every app. */
let pgliteImage: Promise<Blob> | undefined;

export async function testApp(
  overrides: Partial<AppConfig> = {},
  opts: { onStatement?: (sql: string) => void; logStream?: BuildOptions['logStream'] } = {},
): Promise<TestApp> {
  // Files (avatars) go to a folder of this test file's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-'));
  const config: AppConfig = { ...baseTestConfig(dataDir), ...overrides };
  // The image holds the demo: a file that asks for a first start without it gets an empty database.
  // Without globalSetup.ts (another runner) there is no image, and the file migrates and seeds its own.
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = pgUrl && config.seedDemo ? provided('pgTemplate') : undefined;
  const imageFile = !pgUrl && config.seedDemo ? provided('pgliteImage') : undefined;
  const fresh = pgUrl ? await freshPostgres(pgUrl, template) : undefined;
  if (imageFile) pgliteImage ??= fs.promises.readFile(imageFile).then((b) => new ImageBytes(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
  const database = await openDatabase({ databaseUrl: fresh?.url, image: imageFile ? await pgliteImage : undefined, onStatement: opts.onStatement, rls: config.rls, preparedStatements: config.preparedStatements, pgliteThread: config.pgliteThread });
  // The test's own handle, as the tables' owner: every tenant's rows, whatever the policies
  // (the app's pool runs as the role they bind; PGlite has one connection and no such role).
  const owner = fresh ? new pg.Pool({ connectionString: fresh.url, max: 2 }) : undefined;
  const db = owner ? (drizzle({ client: owner }) as unknown as Database['db']) : database.db;
  if (template || imageFile) await fitToConfig(db, config);
  const app = await buildApp(config, { database, logStream: opts.logStream });

  const inject = ({ method = 'GET', surface = 'admin', path, query, body, payload, token, tenantId = 1, headers = {} }: ApiCall) => {
    const h: Record<string, string> = { ...headers };
    if (tenantId !== null) h['tenant-id'] = String(tenantId);
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined || payload !== undefined) h['content-type'] ??= 'application/json';
    return app.inject({
      method,
      url: `${surface === 'app' ? APP_API_BASE : API_BASE}${path}`,
      query: query ? queryStrings(query) : undefined,
      headers: h,
      payload: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  };

  const api: TestApp['api'] = async (opts) => {
    const res = await inject(opts);
    if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  const endpointCall = <E extends Endpoint>(endpoint: E, { as, body, query, params, tenantId, headers }: CallOptions<E> = {}): ApiCall => ({
    method: endpoint.method,
    surface: surfaceOf(endpoint),
    path: endpoint.params ? fillPath(endpoint.path, params as Record<string, unknown>) : endpoint.path,
    body,
    query: query as ApiCall['query'],
    token: as?.accessToken,
    tenantId: tenantId === undefined ? (as?.tenantId ?? 1) : tenantId,
    headers,
  });
  const call: TestApp['call'] = (endpoint, options) => api(endpointCall(endpoint, options));
  const callOk: TestApp['callOk'] = async (endpoint, options) => {
    const res = await call(endpoint, options);
    if (res.code !== 0) throw new Error(`${endpoint.method} ${endpoint.path}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const download: TestApp['download'] = (endpoint, options) => inject(endpointCall(endpoint, options));

  const login: TestApp['login'] = async (username = 'admin', password = 'admin123', tenantId = 1) => {
    const res = await api<Omit<Session, 'tenantId'>>({
      method: 'POST',
      path: '/system/auth/login',
      body: { username, password },
      tenantId,
    });
    if (res.code !== 0) throw new Error(`login failed: ${res.code} ${res.msg}`);
    return { ...res.data, tenantId };
  };

  // The demo's `test` user holds 普通角色 and so some permissions; refusals need a user with none.
  let plainCreated: Promise<unknown> | undefined;
  const loginPlain = async () => {
    plainCreated ??= (async () =>
      db
        .insert(user)
        .values({ tenantId: 1, username: 'plain', nickname: '无角色用户', password: await hashPassword('plain123') }))();
    await plainCreated;
    return login('plain', 'plain123');
  };

  return {
    app,
    db,
    api,
    call,
    callOk,
    download,
    login,
    loginPlain,
    setConfig: async (key, value) => {
      const updated = await db.update(infraConfig).set({ value }).where(eq(infraConfig.key, key)).returning({ id: infraConfig.id });
      if (updated.length !== 1) throw new Error(`no config key ${key}`);
      app.catalogue.invalidate(CONFIG_VALUES_KEY);
    },
    close: async () => {
      await app.close();
      await database.close();
      await owner?.end();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test app that also listens on loopback at the port its config names: what posts to this
 * server's own API (the pay module's merchant notifications to `/tri-real-api/…` paths) reaches it.
 */
export async function listeningTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const port = await freePort();
  const t = await testApp({ ...overrides, port });
  await t.app.listen({ port, host: '127.0.0.1' });
  return t;
}
