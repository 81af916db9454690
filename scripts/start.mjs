#!/usr/bin/env node
/**
 * `npm start`: build the web app and the server when missing or older than their sources, then
 * run the server's bundle (which migrates and seeds the database and serves web + API on one
 * origin).
 * Configuration is by environment only; see the README.
 */
import { spawn } from 'node:child_process';
import { ensureServerBuild } from './serverBuild.mjs';
import { ensureWebBuild } from './webBuild.mjs';

const webDist = ensureWebBuild({ label: '构建前端 (apps/web)…' });
const server = await ensureServerBuild();

// Source maps: a stack trace in the log names the TypeScript file and line, not the bundle's.
const child = spawn(process.execPath, ['--enable-source-maps', server], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
