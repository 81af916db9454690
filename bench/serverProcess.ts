/**
 * The real server as a child process, the way a deployment runs it, for the benchmarks:
 * embedded PGlite in a fresh data folder (or `BENCH_DATABASE_URL`), demo seed, one port.
 * `restart()` stops and starts it on the same data, so a benchmark can change the database
 * between two measurements with the server stopped (PGlite allows one process at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  base: string;
  dataDir: string;
  databaseUrl?: string;
  /** The server's process id while it runs, to read its memory from /proc. */
  pid(): number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Logs in as the demo administrator; returns the headers an API call needs. */
  adminHeaders(): Promise<Record<string, string>>;
  dispose(): void;
  /** Stops the server and removes its data, the PostgreSQL database included. */
  drop(): Promise<void>;
}

/** The database a bench's server runs on, as its header says it: PGlite on its own thread unless `PGLITE_THREAD=false`. */
export function databaseLabel(databaseUrl: string | undefined): string {
  if (databaseUrl) return 'PostgreSQL';
  return process.env.PGLITE_THREAD === 'false' ? "embedded PGlite (in the server's thread)" : 'embedded PGlite (on its own thread)';
}

/**
 * `env` is the server's own settings (API_LOG=off, say), the same at every start. `nodeArgs` go
 * before the entry file, e.g. `--heapsnapshot-signal=SIGUSR2`; BENCH_SERVER_ARGS adds more to any
 * bench's server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
 */
export function serverProcess(port: number, nodeArgs: string[] = [], env: Record<string, string> = {}): ServerProcess {
  nodeArgs = [...nodeArgs, ...(process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [])];
  const base = `http://127.0.0.1:${port}/tri-real-api/admin-api`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-bench-'));
  // On PostgreSQL, a database of the run's own, created on first start and dropped at the end.
  const adminUrl = process.env.BENCH_DATABASE_URL;
  // The port too: a bench may run two servers side by side (api-log.bench.ts: logging on and off).
  const dbName = `tenon_bench_${process.pid}_${port}`;
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : undefined;
  let created = false;
  let child: ChildProcess | undefined;

  const adminQuery = async (text: string) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };

  const waitUp = async () => {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`${base}/system/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('server did not start');
  };

  const self: ServerProcess = {
    base,
    dataDir,
    databaseUrl,
    pid: () => child?.pid,
    async start() {
      if (adminUrl && !created) {
        await adminQuery(`CREATE DATABASE ${dbName}`);
        created = true;
      }
      child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          // No balancer to drain from: a restart between two measurements stops at once.
          DRAIN_SECONDS: '0',
          ...env,
          // On PostgreSQL the server wants the instances' shared key; a bench's own will do.
          ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', SECRET_KEY: process.env.SECRET_KEY ?? 'tenon-bench-secret-key-not-for-production' } : {}),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await waitUp();
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    async adminHeaders() {
      const login = await fetch(`${base}/system/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'tenant-id': '1' },
        body: JSON.stringify({ username: 'admin', password: 'admin123' }),
      }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
      return { 'tenant-id': '1', authorization: `Bearer ${login.data.accessToken}` };
    },
    dispose() {
      child?.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async drop() {
      await self.stop();
      if (created) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      self.dispose();
    },
  };
  process.on('exit', () => self.dispose());
  return self;
}
