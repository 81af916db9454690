/**
 * A second server on a test app's database and Redis, as a load balancer's other instance: what
 * one instance changes, the other must answer at once (the cache-invalidation tests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestApp } from './testApp.ts';

/** Without `redisUrl` the two share only the database (a restart: the next server continues the first's work). */
export async function secondInstance(t: TestApp, redisUrl?: string): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-b-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: true, logLevel: 'silent' as const, webDist: undefined, ...(redisUrl ? { redisUrl } : {}) };
  const app = await buildApp(config, { database: t.app.database });
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
