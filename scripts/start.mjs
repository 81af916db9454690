#!/usr/bin/env node
/**
 * `npm start`: build the web app when it is missing or older than its sources, then run the
 * server (which migrates and seeds the database and serves web + API on one origin).
 * Configuration is by environment only; see the README.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureWebBuild, root } from './webBuild.mjs';

const webDist = ensureWebBuild({ label: '构建前端 (apps/web)…' });

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
