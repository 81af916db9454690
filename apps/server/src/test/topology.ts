/**
 * The scale-out topology of docs/deploy.md as real processes: N `main.ts` servers on one
 * PostgreSQL database and one Redis, behind nginx started with deploy/nginx.conf (its `listen`
 * and upstream lines moved to loopback ports). Shared by topology.test.ts and the benches that
 * load it or crash it (bench/soak.bench.ts, bench/crash.bench.ts); `spawnServer` alone starts one
 * server on any database (the crash bench's PGlite instance).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_BASE, healthApi } from '@tenon/contracts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const NGINX = '/usr/sbin/nginx';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** One statement on a PostgreSQL server (CREATE / DROP DATABASE: no transaction around it). */
export async function adminSql(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** `url` with its database (pathname) replaced: a PostgreSQL database name or a Redis db number. */
export const withDatabase = (url: string, name: string | number) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

export interface Instance {
  name: string;
  port: number;
  /** http://127.0.0.1:port, without the API base. */
  base: string;
  dataDir: string;
  child?: ChildProcess;
}

/** Starts `main.ts` for `inst` with `env` over the process's own, and waits until it is ready. */
export async function spawnServer(inst: Instance, env: Record<string, string>): Promise<void> {
  fs.mkdirSync(inst.dataDir, { recursive: true });
  inst.child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(inst.port), HOST: '127.0.0.1', DATA_DIR: inst.dataDir, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start on an empty database migrates and seeds: a minute on a busy machine.
  for (let i = 0; i < 720; i++) {
    if (inst.child.exitCode !== null) throw new Error(`${inst.name} exited with ${inst.child.exitCode}`);
    const res = await fetch(`${inst.base}${API_BASE}${healthApi.ready.path}`).catch(() => undefined);
    if (res?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${inst.name} did not become ready`);
}

/** Resolves with the exit code or signal once the instance's process has ended. */
export const exited = (inst: Instance) =>
  new Promise<number | string | null>((resolve) => {
    const child = inst.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) resolve(child ? (child.exitCode ?? child.signalCode) : null);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });

export const running = (inst: Instance) => Boolean(inst.child && inst.child.exitCode === null && inst.child.signalCode === null);

export interface TopologyOptions {
  /** Working folder: the instances' DATA_DIRs, nginx's files and logs. Readable by nginx's workers. */
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  /** One instance per name (default A, B, C). */
  names?: string[];
  /** Over the defaults below, for every instance. */
  env?: Record<string, string>;
}

export interface Topology {
  instances: Instance[];
  /** nginx: http://127.0.0.1:port. */
  front: string;
  /** nginx's log, one line per request: upstream(s) \t status \t msec \t request_time \t request. */
  accessLog: string;
  /** (Re)starts an instance on its port with the topology's environment. */
  start(inst: Instance): Promise<void>;
  /**
   * Takes an instance out of nginx's rotation (`down` on its upstream line) or puts it back, and
   * reloads nginx: docs/deploy.md's restart, before the SIGTERM and once the new process is ready.
   * Resolves when nginx's old worker has exited, having finished the requests it had (routed by
   * the old configuration): from then on no request goes to an instance marked down. A stream or
   * socket open through nginx keeps the old worker (and this fails after 10 s): close them first.
   */
  setDown(inst: Instance, down: boolean): Promise<void>;
  /** Stops nginx and SIGKILLs any instance still running. */
  stop(): Promise<void>;
}

/** Starts the instances (the first alone: it migrates; the others together) and nginx in front. */
export async function startTopology(opts: TopologyOptions): Promise<Topology> {
  const { dir } = opts;
  // nginx's workers (nobody, when run as root) write their temp files below it.
  fs.chmodSync(dir, 0o755);
  const instances: Instance[] = [];
  for (const name of opts.names ?? ['A', 'B', 'C']) {
    const port = await freePort();
    instances.push({ name, port, base: `http://127.0.0.1:${port}`, dataDir: path.join(dir, name) });
  }
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    SECRET_KEY: 'topology-secret-key-shared-by-every-instance',
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    DRAIN_SECONDS: '1',
    JOB_SCHEDULER: 'true',
    ...opts.env,
  };
  const start = (inst: Instance) => spawnServer(inst, env);
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill('SIGTERM');
    await Promise.all(
      instances.map(async (inst) => {
        if (running(inst)) {
          inst.child!.kill('SIGKILL');
          await exited(inst);
        }
      }),
    );
  };
  try {
    // One after another, as docs/deploy.md says (a first start migrates; the others find it done).
    await start(instances[0]!);
    await Promise.all(instances.slice(1).map(start));

    const frontPort = await freePort();
    const front = `http://127.0.0.1:${frontPort}`;
    const down = new Set<Instance>();
    const writeSite = () =>
      fs.writeFileSync(
        path.join(dir, 'tenon.conf'),
        fs
          .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
          .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${frontPort};`)
          // The config lists three upstream lines (48081…48083): one per instance, the extra ones dropped.
          .replace(/^(\s*server 127\.0\.0\.1:)4808(\d)(.*)\n/gm, (_m, head: string, n: string, tail: string) => {
            const inst = instances[Number(n) - 1];
            if (!inst) return '';
            return `${head}${inst.port}${down.has(inst) ? tail.replace(';', ' down;') : tail}\n`;
          }),
      );
    writeSite();
    const accessLog = path.join(dir, 'nginx-access.log');
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/nginx-error.log warn;`,
        // The soak's sessions each hold a connection, and nginx one more to an instance per request.
        'events { worker_connections 4096; }',
        'http {',
        // Which instance answered each request: the first field of each line (tab-separated: a retried request lists several).
        "  log_format upstream '$upstream_addr\t$status\t$msec\t$request_time\t$request';",
        `  access_log ${accessLog} upstream;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t}_temp;`),
        `  include ${dir}/tenon.conf;`,
        '}',
      ].join('\n'),
    );
    const errorLog = () => fs.readFileSync(path.join(dir, 'nginx-error.log'), 'utf8');
    nginx = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (let i = 0; ; i++) {
      const res = await fetch(`${front}${API_BASE}${healthApi.health.path}`).catch(() => undefined);
      if (res?.ok) break;
      if (i === 50 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errorLog()}`);
      await sleep(100);
    }
    // The master's worker processes (no cache manager: the config has no proxy_cache_path).
    const workers = (pid: number) =>
      fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
    const master = nginx;
    const setDown = async (inst: Instance, isDown: boolean) => {
      if (isDown) down.add(inst);
      else down.delete(inst);
      writeSite();
      const old = workers(master.pid!);
      // SIGHUP (nginx -s reload): the master starts a worker on the new configuration and tells the
      // old one to stop accepting, finish its requests and exit.
      master.kill('SIGHUP');
      for (let i = 0; ; i++) {
        const now = workers(master.pid!);
        if (now.length > 0 && !now.some((pid) => old.includes(pid))) return;
        if (i === 400 || master.exitCode !== null) throw new Error(`nginx did not reload: ${errorLog()}`);
        await sleep(25);
      }
    };
    return { instances, front, accessLog, start, setDown, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
