// @postgres: three server processes behind nginx on one PostgreSQL database and one Redis
/**
 * The scale-out topology of docs/deploy.md, run for real: three `main.ts` processes on a fresh
 * copy of the run's seeded PostgreSQL database and one Redis database, behind nginx started with
 * deploy/nginx.conf (its `listen` and upstream lines moved to loopback test ports). A change made
 * on one instance must hold on the others at their very next request (each is asked first, so
 * any per-instance cache is warm); an instance restarted as docs/deploy.md says (taken out of
 * nginx's rotation and nginx reloaded, then drained with SIGTERM, started again and put back)
 * under load through nginx costs no request, and one killed with SIGKILL none beyond those
 * nginx may not resend.
 * Skipped without nginx (`apt-get install nginx`: .ci/run and scripts/test.mjs install it),
 * PostgreSQL (TEST_DATABASE_URL) or Redis (TEST_REDIS_URL).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  API_BASE,
  authApi,
  dictDataApi,
  healthApi,
  menuApi,
  oauth2TokenApi,
  permissionApi,
  postApi,
  roleApi,
  tenantApi,
  tenantPackageApi,
  userApi,
  type Endpoint,
} from '@tenon/contracts';
import { adminSql, exited, NGINX, sleep, startTopology, withDatabase, type Instance, type Topology } from './test/topology.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const template = pgUrl ? inject('pgTemplate') : undefined;
const available = Boolean(pgUrl && redisBase && template && fs.existsSync(NGINX));

interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

/**
 * One endpoint of the contract, called over HTTP at `base` (an instance, or nginx). `ownConnection`:
 * on a connection of its own, closed after the answer, rather than a kept-alive one.
 */
async function call<T = unknown>(
  base: string,
  endpoint: Endpoint,
  opts: { token?: string; tenantId?: number | null; query?: Record<string, string | number>; body?: unknown; ownConnection?: boolean } = {},
): Promise<Envelope<T>> {
  const url = new URL(`${base}${API_BASE}${endpoint.path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (opts.tenantId !== null) headers['tenant-id'] = String(opts.tenantId ?? 1);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ownConnection) headers.connection = 'close';
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: endpoint.method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  if (res.status !== 200) throw new Error(`${endpoint.method} ${endpoint.path}: HTTP ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const r = await call<T>(...args);
  if (r.code !== 0) throw new Error(`${args[1].path}: ${r.code} ${r.msg}`);
  return r.data;
}

const login = (base: string, username: string, password: string, tenantId = 1) =>
  ok<{ accessToken: string; userId: number }>(base, authApi.login, { tenantId, body: { username, password } });

const permissionsOf = (base: string, token: string, tenantId = 1) =>
  ok<{ permissions: string[] }>(base, authApi.getPermissionInfo, { token, tenantId }).then((i) => i.permissions);

describe.skipIf(!available)('three instances behind nginx on one PostgreSQL and one Redis', () => {
  const dir = available ? fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-topology-')) : '';
  const dbName = `tenon_topology_${randomBytes(4).toString('hex')}`;
  let topology: Topology | undefined;
  let instances: Instance[] = [];
  let front = '';
  let A: Instance, B: Instance, C: Instance;

  beforeAll(async () => {
    await adminSql(pgUrl!, `CREATE DATABASE ${dbName} TEMPLATE ${template}`);
    // Its own Redis database: queues and counters apart from the other files' (pub/sub channels are server-wide).
    const redisUrl = withDatabase(redisBase!, 13);
    spawnSync('redis-cli', ['-u', redisUrl, 'flushdb']);
    topology = await startTopology({ dir, databaseUrl: withDatabase(pgUrl!, dbName), redisUrl });
    ({ instances, front } = topology);
    [A, B, C] = instances as [Instance, Instance, Instance];
  });

  afterAll(async () => {
    if (!available) return;
    await topology?.stop();
    await adminSql(pgUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('nginx spreads requests over the three instances, each ready', async () => {
    for (let i = 0; i < 6; i++) expect((await fetch(`${front}${API_BASE}${healthApi.ready.path}`)).status).toBe(200);
    const upstreams = fs
      .readFileSync(topology!.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.includes(healthApi.ready.path))
      .map((line) => line.split('\t')[0]);
    expect(new Set(upstreams)).toEqual(new Set(instances.map((inst) => `127.0.0.1:${inst.port}`)));
  });

  it('the unread-count stream comes through unbuffered, and the live channel upgrades', async () => {
    const token = (await login(front, 'admin', 'admin123')).accessToken;
    const abort = new AbortController();
    const res = await fetch(`${front}${API_BASE}/system/notify-message/unread-count-stream`, {
      headers: { 'tenant-id': '1', authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // The first event is written at once; a buffering proxy would hold it.
    const first = await Promise.race([res.body!.getReader().read(), sleep(5000).then(() => undefined)]);
    abort.abort();
    expect(new TextDecoder().decode(first?.value)).toContain('event: unread-count');

    const socket = new WebSocket(`${front.replace('http', 'ws')}${API_BASE}/infra/ws?token=${token}`);
    const opened = await new Promise<boolean>((resolve) => {
      socket.once('open', () => resolve(true));
      socket.once('error', () => resolve(false));
    });
    socket.close();
    expect(opened).toBe(true);
  });

  it('a role losing a menu: the next permission info on the other instances lacks it, and the endpoint refuses (403)', async () => {
    const adminToken = (await login(A.base, 'admin', 'admin123')).accessToken;
    const user = (await login(A.base, 'test', 'test123')).accessToken;
    // Warm every instance: the permission is there, the page answers.
    for (const inst of [B, C]) {
      expect(await permissionsOf(inst.base, user)).toContain('system:user:query');
      expect((await call(inst.base, userApi.page, { token: user, query: { pageNo: 1, pageSize: 10 } })).code).toBe(0);
    }
    const roles = await ok<{ list: Array<{ id: number; code: string }> }>(A.base, roleApi.page, { token: adminToken, query: { pageNo: 1, pageSize: 100 } });
    const common = roles.list.find((r) => r.code === 'common')!;
    const menus = await ok<Array<{ id: number; permission: string }>>(A.base, menuApi.list, { token: adminToken });
    const userQuery = menus.find((m) => m.permission === 'system:user:query')!;
    const held = await ok<number[]>(A.base, permissionApi.listRoleMenus, { token: adminToken, query: { roleId: common.id } });
    expect(held).toContain(userQuery.id);
    await ok(A.base, permissionApi.assignRoleMenu, { token: adminToken, body: { roleId: common.id, menuIds: held.filter((id) => id !== userQuery.id) } });

    for (const inst of [B, C]) {
      expect(await permissionsOf(inst.base, user), `instance ${inst.name}'s permission info`).not.toContain('system:user:query');
      expect((await call(inst.base, userApi.page, { token: user, query: { pageNo: 1, pageSize: 10 } })).code, `instance ${inst.name}'s user page`).toBe(403);
    }
  });

  it('a dictionary label edited on one instance is what the others list next', async () => {
    const adminToken = (await login(B.base, 'admin', 'admin123')).accessToken;
    type Simple = { dictType: string; value: string; label: string };
    for (const inst of [A, C]) {
      const all = await ok<Simple[]>(inst.base, dictDataApi.listAllSimple, { token: adminToken });
      expect(all.find((d) => d.dictType === 'common_status' && d.value === '0')?.label).toBe('开启');
    }
    const page = await ok<{ list: Array<{ id: number; value: string }> }>(B.base, dictDataApi.page, {
      token: adminToken,
      query: { pageNo: 1, pageSize: 10, dictType: 'common_status' },
    });
    const row = page.list.find((d) => d.value === '0')!;
    const full = await ok<Record<string, unknown>>(B.base, dictDataApi.get, { token: adminToken, query: { id: row.id } });
    const { createTime: _c, ...editable } = full;
    await ok(B.base, dictDataApi.update, { token: adminToken, body: { ...editable, label: '开启（多实例）' } });
    for (const inst of [A, C]) {
      const all = await ok<Simple[]>(inst.base, dictDataApi.listAllSimple, { token: adminToken });
      expect(all.find((d) => d.dictType === 'common_status' && d.value === '0')?.label, `instance ${inst.name}`).toBe('开启（多实例）');
    }
  });

  it('a user disabled on one instance is signed out on the others at the next call (401)', async () => {
    const adminToken = (await login(C.base, 'admin', 'admin123')).accessToken;
    const lisi = await login(C.base, 'lisi', 'test123');
    for (const inst of [A, B]) expect((await call(inst.base, authApi.getPermissionInfo, { token: lisi.accessToken })).code).toBe(0);
    await ok(C.base, userApi.updateStatus, { token: adminToken, body: { id: lisi.userId, status: 1 } });
    for (const inst of [A, B]) expect((await call(inst.base, authApi.getPermissionInfo, { token: lisi.accessToken })).code, `instance ${inst.name}`).toBe(401);
  });

  it('a session ended on one instance (logout, 强退) is refused by the others at the next call (401)', async () => {
    const adminToken = (await login(A.base, 'admin', 'admin123')).accessToken;
    const own = (await login(A.base, 'zhangsan', 'test123')).accessToken;
    const forced = (await login(A.base, 'zhaoliu', 'test123')).accessToken;
    for (const inst of [B, C]) {
      expect((await call(inst.base, authApi.getPermissionInfo, { token: own })).code).toBe(0);
      expect((await call(inst.base, authApi.getPermissionInfo, { token: forced })).code).toBe(0);
    }
    await ok(A.base, authApi.logout, { token: own });
    await ok(A.base, oauth2TokenApi.delete, { token: adminToken, query: { accessToken: forced } });
    for (const inst of [B, C]) {
      expect((await call(inst.base, authApi.getPermissionInfo, { token: own })).code, `instance ${inst.name} after logout`).toBe(401);
      expect((await call(inst.base, authApi.getPermissionInfo, { token: forced })).code, `instance ${inst.name} after 强退`).toBe(401);
    }
  });

  it("a menu taken out of a tenant's package is gone from that tenant's permission info on the others", async () => {
    const adminToken = (await login(B.base, 'admin', 'admin123')).accessToken;
    const other = (await login(B.base, 'admin110', 'admin123', 121)).accessToken;
    const menus = await ok<Array<{ id: number; permission: string }>>(B.base, menuApi.list, { token: adminToken });
    const tenant = await ok<{ packageId: number }>(B.base, tenantApi.get, { token: adminToken, query: { id: 121 } });
    const pkg = await ok<Record<string, unknown> & { menuIds: number[] }>(B.base, tenantPackageApi.get, { token: adminToken, query: { id: tenant.packageId } });
    const before = await permissionsOf(A.base, other, 121);
    const dropped = menus.find((m) => m.permission && pkg.menuIds.includes(m.id) && before.includes(m.permission))!;
    expect(dropped).toBeDefined();
    expect(await permissionsOf(C.base, other, 121)).toContain(dropped.permission);
    const { createTime: _c, ...editable } = pkg;
    await ok(B.base, tenantPackageApi.update, { token: adminToken, body: { ...editable, menuIds: pkg.menuIds.filter((id) => id !== dropped.id) } });
    for (const inst of [A, C]) expect(await permissionsOf(inst.base, other, 121), `instance ${inst.name}`).not.toContain(dropped.permission);
  });

  /**
   * Load through nginx: `workers` loops, half reading (GET get-permission-info), half writing
   * (POST a 岗位), until `stop`. Each answer is counted; a failure is an HTTP error or a code
   * other than 0. `inFlightAt()` counts requests started and not yet answered, per method.
   * A killed instance's POSTs are those nginx had handed it, at the kill or in the few ms the
   * kernel takes to tear the process down (sent, so not resent: 502); nginx then leaves it out,
   * so each writing client loses at most one.
   * Each request has a connection to nginx of its own: a reload closes the old worker's idle
   * kept-alive client connections at once, and a request fetch had just sent on one fails
   * ("other side closed": fetch does not send it again, where a browser does on a reused
   * connection). One connection per request is never idle, so what is counted is nginx's and the
   * instances' doing, not the client's.
   */
  function load(token: string, workers = 8) {
    let running = true;
    const run = randomBytes(3).toString('hex');
    let seq = 0;
    const counts = { get: { ok: 0, failed: 0 }, post: { ok: 0, failed: 0 } };
    const inFlight = { get: 0, post: 0 };
    const failures: string[] = [];
    /** Failures of each writing client: a crash may cost each at most the one request it had out. */
    const postFailuresByClient: number[] = [];
    const loop = async (kind: 'get' | 'post', client: number) => {
      while (running) {
        inFlight[kind]++;
        try {
          const n = ++seq;
          const r =
            kind === 'get'
              ? await call(front, authApi.getPermissionInfo, { token, ownConnection: true })
              : await call(front, postApi.create, {
                  token,
                  ownConnection: true,
                  body: { code: `topo_${run}_${n}`, name: `拓扑岗位${run}${n}`, sort: n, status: 0 },
                });
          if (r.code === 0) counts[kind].ok++;
          else {
            counts[kind].failed++;
            failures.push(`${kind}: ${r.code} ${r.msg}`);
            if (kind === 'post') postFailuresByClient[client] = (postFailuresByClient[client] ?? 0) + 1;
          }
        } catch (err) {
          counts[kind].failed++;
          failures.push(`${kind}: ${(err as Error).message}`);
          if (kind === 'post') postFailuresByClient[client] = (postFailuresByClient[client] ?? 0) + 1;
        } finally {
          inFlight[kind]--;
        }
      }
    };
    const done = Promise.all(Array.from({ length: workers }, (_, i) => loop(i % 2 ? 'post' : 'get', i)));
    return {
      counts,
      failures,
      postFailuresByClient,
      inFlightAt: () => ({ ...inFlight }),
      stop: async () => {
        running = false;
        await done;
      },
    };
  }

  /** nginx's log lines written from byte `from` on (to byte `to`), split into their fields. */
  const accessLogFrom = (from: number, to?: number) =>
    fs
      .readFileSync(topology!.accessLog)
      .subarray(from, to)
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t'));

  it('an instance restarted under load as docs/deploy.md says (out of nginx, SIGTERM, start, back in): not ready while it drains, it exits 0, no request fails, and it serves again', async () => {
    const token = (await login(front, 'admin', 'admin123')).accessToken;
    const traffic = load(token);
    await sleep(1000);
    // nginx (open source) does not poll readiness: it is told. Once reloaded it routes nothing more
    // to B, and the requests it had routed there are answered.
    await topology!.setDown(B, true);
    const outAt = fs.statSync(topology!.accessLog).size;
    B.child!.kill('SIGTERM');
    await sleep(200);
    const ready = await fetch(`${B.base}${API_BASE}${healthApi.ready.path}`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as Envelope<{ status: string }>).data.status).toBe('DRAINING');
    expect(await exited(B)).toBe(0);
    await topology!.start(B);
    const backAt = fs.statSync(topology!.accessLog).size;
    await topology!.setDown(B, false);
    await sleep(1000);
    await traffic.stop();
    const atB = `127.0.0.1:${B.port}`;
    const sentToBWhileOut = accessLogFrom(outAt, backAt).filter(([upstreams]) => upstreams!.split(', ').includes(atB)).length;
    const servedByNewB = accessLogFrom(backAt).filter(([upstreams, status]) => upstreams!.split(', ').at(-1) === atB && status === '200').length;
    console.log('restart under load:', JSON.stringify(traffic.counts), 'sent to B while out:', sentToBWhileOut, 'answered by the new B:', servedByNewB, traffic.failures.slice(0, 5));
    expect(traffic.counts.get.ok).toBeGreaterThan(0);
    expect(traffic.counts.post.ok).toBeGreaterThan(0);
    expect(traffic.failures).toEqual([]);
    expect(sentToBWhileOut).toBe(0);
    expect(servedByNewB).toBeGreaterThan(0);
  });

  it('an instance killed (SIGKILL) under load: reads carry on with no failure; each writing client loses at most the one POST it had sent to the dying instance', async () => {
    const token = (await login(front, 'admin', 'admin123')).accessToken;
    // This test's own lines only: an earlier test's 502s are no concern of this kill.
    const logFrom = fs.statSync(topology!.accessLog).size;
    const traffic = load(token);
    await sleep(1000);
    const inFlight = traffic.inFlightAt();
    const killedAt = Date.now();
    C.child!.kill('SIGKILL');
    await exited(C);
    await sleep(2000);
    await traffic.stop();
    console.log('kill under load:', JSON.stringify(traffic.counts), 'in flight at the kill:', JSON.stringify(inFlight), traffic.failures.slice(0, 5));
    // nginx's word on each failed request: the instance it went to, and when it was sent relative to the kill.
    const failedAtNginx = accessLogFrom(logFrom)
      .filter(([, status]) => status === '502')
      // A request nginx tried on more than one instance lists them all ("a, b"): the last one answered.
      .map(([upstreams, , msec, took]) => ({ upstream: upstreams!.split(', ').at(-1), sentMsAfterKill: Math.round(Number(msec) * 1000 - Number(took) * 1000 - killedAt) }));
    console.log('502s:', JSON.stringify(failedAtNginx), 'killed:', `127.0.0.1:${C.port}`);
    expect(traffic.counts.get.failed).toBe(0);
    expect(traffic.counts.post.failed).toBeLessThanOrEqual(inFlight.post);
    expect(Math.max(0, ...traffic.postFailuresByClient.filter((n) => n !== undefined))).toBeLessThanOrEqual(1);
    expect(failedAtNginx.every((f) => f.upstream === `127.0.0.1:${C.port}`)).toBe(true);
    // The survivor answers, through nginx and directly.
    expect((await call(front, authApi.getPermissionInfo, { token })).code).toBe(0);
    expect((await fetch(`${A.base}${API_BASE}${healthApi.ready.path}`)).status).toBe(200);
  });
});
